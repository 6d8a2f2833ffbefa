// The bring-a-friend program (SPEC section 2 "Office": bringfriend; section 9 "Referral cookies":
// the `bf` link key leaves the `bf_id` cookie for 1 day). A customer's link carries their code;
// registration reads the cookie and records who brought the new customer.

/** The cookie the `bf` query key leaves (domain/notices/referral.ts). */
export const BRING_FRIEND_COOKIE = 'bf_id';
/** The link's query key. */
export const BRING_FRIEND_QUERY_KEY = 'bf';

/** Codes are 10 characters of this alphabet (no 0/O, 1/I/L look-alikes). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 10;
const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && CODE.test(value);
}

/** The link path a customer shares, relative to the site: `/{lng}/?bf=<code>`. */
export function referralLinkPath(lng: string, code: string): string {
  return `/${lng}/?${BRING_FRIEND_QUERY_KEY}=${encodeURIComponent(code)}`;
}

export type ReferralTrigger = 'registration' | 'first_deposit';

export interface ReferralRewardRule {
  trigger: ReferralTrigger;
  /** Minor units by ISO alphabetic code of the referrer's main account currency. */
  rewards: Record<string, number>;
}

/** The reward the referrer earns in their currency, or null when the rule pays none in it. */
export function referralReward(
  rule: ReferralRewardRule | undefined,
  referrerCurrencyIso: string,
): number | null {
  const amount = rule?.rewards[referrerCurrencyIso];
  return amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** Whether a pending reward is due: at registration, or once the friend's first deposit succeeded. */
export function rewardDue(trigger: ReferralTrigger, friendHasDeposited: boolean): boolean {
  return trigger === 'registration' || friendHasDeposited;
}

/** Stable refusal reasons (taken into domain/errors/errorReasons.ts). */
export const REFERRAL_REASONS = [
  /** The brand runs no bring-a-friend program (404). */
  'referral_not_available',
] as const;
