import {
  hasReferralQuery,
  isValidRefCode,
  REFERER_COOKIE,
  type ReferralCookie,
} from '../../domain/notices';
import type { NoticeCookies } from './noticeCookies';

export interface ReferralStoreDeps {
  cookies: NoticeCookies;
  /** Whether the visitor agreed to marketing cookies (SPEC section 5). */
  marketingAllowed: () => boolean;
}

/**
 * Referral links (SPEC section 9): the partner cookies of a landing URL's query, with their
 * lifetimes. Marketing tracking cookies wait, for this page's life, until marketing consent.
 */
export class ReferralStore {
  private readonly deps: ReferralStoreDeps;
  private pending: ReferralCookie[] = [];

  constructor(deps: ReferralStoreDeps) {
    this.deps = deps;
  }

  /**
   * Reads a landing URL's query (location.search) and writes what it allows. The reading is a
   * chunk of its own, fetched only when the query names a referral key (most pages: none).
   */
  async capture(search: string): Promise<void> {
    if (!hasReferralQuery(search)) return;
    const { referralCookiesOf } = await import('../../domain/notices/referralLinks');
    for (const cookie of referralCookiesOf(new URLSearchParams(search))) {
      if (cookie.purpose === 'marketing' && !this.deps.marketingAllowed()) {
        this.pending = [...this.pending.filter((c) => c.name !== cookie.name), cookie];
      } else {
        this.deps.cookies.set(cookie.name, cookie.value, cookie.maxAgeS);
      }
    }
  }

  /** After a consent choice: writes the waiting marketing cookies if marketing is allowed. */
  consentChanged(): void {
    if (!this.deps.marketingAllowed()) return;
    for (const cookie of this.pending)
      this.deps.cookies.set(cookie.name, cookie.value, cookie.maxAgeS);
    this.pending = [];
  }

  /** The partner's code for the registration's ref_code, if a referral link left one. */
  get refCode(): string | undefined {
    const code = this.deps.cookies.get(REFERER_COOKIE);
    return code !== undefined && isValidRefCode(code) ? code : undefined;
  }
}
