// office/bringfriend in the client (server/referral): built on first use by the page that shows
// it (useLazyStore(referralProgramStore)), so its code travels in that widget's chunk.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { referralLinkPath } from '../../domain/referral/referral';
import { failureOf, type ActionFailure, type ActionResult } from '../actionResult';
import { lazyStore } from '../lazyStores';
import { OFFICE_GROWTH_PATHS } from './OfficeGrowthStores';

export interface ReferralStatsView {
  code: string;
  trigger: 'registration' | 'first_deposit';
  rewards?: Record<string, number>;
  signups: number;
  rewarded: number;
  pending: number;
  earned: { currency_id: number; iso: string; amount: number }[];
  referrals: {
    registered_at: string;
    reward_status: 'pending' | 'credited' | 'none';
    reward_amount: number | null;
    reward_currency_id: number | null;
  }[];
}

/** office/bringfriend: the customer's code, link and what it brought. */
export class ReferralProgramStore {
  stats: ReferralStatsView | null = null;
  error: ActionFailure | null = null;
  loading = false;

  private readonly api: ApiClient;

  constructor(deps: { api: ApiClient }) {
    this.api = deps.api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<ActionResult> {
    this.loading = true;
    const answer = await this.api.getJson<ReferralStatsView>(OFFICE_GROWTH_PATHS.referral, {
      cache: 'no-store',
    });
    return runInAction(() => {
      this.loading = false;
      if (!answer.ok) {
        this.error = failureOf(answer);
        return this.error;
      }
      this.stats = answer.data;
      this.error = null;
      return { ok: true } as const;
    });
  }

  /** The link to share, absolute on this site: `<origin>/{lng}/?bf=<code>`. */
  link(origin: string, lng: string): string | null {
    return this.stats ? `${origin}${referralLinkPath(lng, this.stats.code)}` : null;
  }
}

export const referralProgramStore = lazyStore(
  'referralProgram',
  (deps) => new ReferralProgramStore(deps),
);
