// office/bringfriend in the client (server/referral): built on first use by the page that shows
// it (useLazyStore(referralProgramStore)), so its code travels in that widget's chunk.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { referralLinkPath } from '../../domain/referral/referral';
import { REFERRAL_PATH, type ReferralStatsView } from '../../domain/referral/contract';
import type { ActionFailure, ActionResult } from '../actionResult';
import { lazyStore } from '../lazyStores';
import { settleLoad } from '../settleLoad';

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
    const answer = await this.api.getJson<ReferralStatsView>(REFERRAL_PATH, {
      cache: 'no-store',
    });
    return runInAction(() => {
      this.loading = false;
      return settleLoad(this, answer, (stats) => {
        this.stats = stats;
      });
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
