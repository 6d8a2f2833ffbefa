import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import {
  ONE_TAP_DISMISS_DAYS,
  ONE_TAP_DISMISSED_KEY,
  type SocialIdentityView,
  type SocialProviderView,
  type SocialPurpose,
} from '../../domain/social/socialConstants';
import { failureOf, type ActionFailure, type ActionResult } from '../actionResult';

export const SOCIAL_PATHS = {
  providers: '/social-api/providers',
  identities: '/web-api/user/social-identities',
} as const;

export interface SocialSignInDeps {
  api: ApiClient;
  storage?: Storage;
  now?: () => number;
}

/** The registration choices a new customer brings to the provider (SPEC section 3 payload). */
export interface SocialStartChoice {
  language: string;
  currencyId?: number;
  countryId?: number;
}

/**
 * Social sign-in in the client: the brand's providers, where a button sends the browser (the
 * server's start URL: the sign-in itself happens at the provider), the customer's linked
 * identities for the office, and the one-tap prompt's dismissal (SPEC section 6), remembered.
 */
export class SocialSignInStore {
  providers: SocialProviderView[] = [];
  providersLoaded = false;
  /** The provider the one-tap prompt offers, if the brand has one. */
  oneTapProvider: SocialProviderView | null = null;
  identities: SocialIdentityView[] = [];
  /** Providers the customer may still link (offered, not linked yet). */
  linkable: SocialProviderView[] = [];
  identitiesLoaded = false;
  error: ActionFailure | null = null;
  dismissedAt: number | null;

  private readonly deps: SocialSignInDeps;

  constructor(deps: SocialSignInDeps) {
    this.deps = deps;
    this.dismissedAt = readDismissal(deps.storage);
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** GET /social-api/providers (once; the buttons and the prompt share it). */
  async loadProviders(): Promise<ActionResult> {
    if (this.providersLoaded) return { ok: true };
    const answer = await this.deps.api.getJson<{
      providers: SocialProviderView[];
      oneTapProvider: string | null;
    }>(SOCIAL_PATHS.providers);
    return runInAction(() => {
      if (!answer.ok) return failureOf(answer);
      this.providers = answer.data.providers;
      this.oneTapProvider =
        answer.data.providers.find((p) => p.id === answer.data.oneTapProvider) ?? null;
      this.providersLoaded = true;
      return { ok: true } as const;
    });
  }

  /** Where the browser goes to sign in (or link) with a provider. */
  startUrl(providerId: string, purpose: SocialPurpose, choice: SocialStartChoice): string {
    const query = new URLSearchParams({ purpose, lang: choice.language });
    if (choice.currencyId !== undefined) query.set('currency', String(choice.currencyId));
    if (choice.countryId !== undefined) query.set('countryId', String(choice.countryId));
    return `/social-api/oauth/${encodeURIComponent(providerId)}/start?${query.toString()}`;
  }

  /** GET /web-api/user/social-identities */
  async loadIdentities(): Promise<ActionResult> {
    const answer = await this.deps.api.getJson<{
      providers: SocialProviderView[];
      identities: SocialIdentityView[];
    }>(SOCIAL_PATHS.identities, { cache: 'no-store' });
    return runInAction(() => {
      if (!answer.ok) {
        this.error = failureOf(answer);
        return this.error;
      }
      const linked = new Set(answer.data.identities.map((i) => i.provider));
      this.identities = answer.data.identities;
      this.linkable = answer.data.providers.filter((p) => !linked.has(p.id));
      this.identitiesLoaded = true;
      this.error = null;
      return { ok: true } as const;
    });
  }

  /** DELETE /web-api/user/social-identities/<provider>, then the list again. */
  async unlink(providerId: string): Promise<ActionResult> {
    const answer = await this.deps.api.deleteJson<{ success: boolean }>(
      `${SOCIAL_PATHS.identities}/${encodeURIComponent(providerId)}`,
    );
    if (!answer.ok) return failureOf(answer);
    return this.loadIdentities();
  }

  /** The one-tap prompt stays away for ONE_TAP_DISMISS_DAYS after the guest closes it. */
  get isOneTapDismissed(): boolean {
    if (this.dismissedAt === null) return false;
    return this.now() - this.dismissedAt < ONE_TAP_DISMISS_DAYS * 24 * 60 * 60 * 1000;
  }

  dismissOneTap(): void {
    this.dismissedAt = this.now();
    try {
      this.deps.storage?.setItem(ONE_TAP_DISMISSED_KEY, String(this.dismissedAt));
    } catch {
      // Storage full or blocked: the prompt stays closed for this page's life.
    }
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}

function readDismissal(storage: Storage | undefined): number | null {
  try {
    const text = storage?.getItem(ONE_TAP_DISMISSED_KEY);
    const value = text ? Number(text) : NaN;
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
