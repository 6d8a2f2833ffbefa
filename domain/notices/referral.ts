// Referral links (SPEC section 9): the query keys a partner's link carries and the cookies they
// leave, with the SPEC's lifetimes. The `ref` code becomes the registration's ref_code.

const DAY_S = 24 * 3600;

/** SPEC section 9 "Referral query keys". */
export const REFERRAL_QUERY_KEYS = [
  'ref',
  'bf',
  'btag',
  'tag',
  'qtag',
  'affid',
  'click_id',
  'utm_source',
  'aip',
  'pb',
  'subid',
] as const;
export type ReferralQueryKey = (typeof REFERRAL_QUERY_KEYS)[number];

/** SPEC section 9 cookie lifetimes, in seconds. */
export const REFERRAL_LIFETIMES_S = {
  refererid: 60 * DAY_S,
  bfId: 1 * DAY_S,
  reflinkidTag: 60 * DAY_S,
  reflinkidShort: 3600,
  refPartnerId: 30 * DAY_S,
  refPartnerIdWithClick: 60 * DAY_S,
  subid: 60 * DAY_S,
  postbackWatcherShort: 4,
  postbackWatcherLong: 30 * DAY_S,
} as const;

/** House rule: campaign cookies (marketing tracking) live as long as a partner's. */
export const MARKETING_COOKIE_LIFETIME_S = 30 * DAY_S;

export const REFERER_COOKIE = 'refererid';

/**
 * 'referral': a partner's attribution, written on arrival (house rule: it is part of the
 * partner contract the visitor arrived through). 'marketing': tracking, written only with
 * marketing consent (SPEC section 5).
 */
export type ReferralPurpose = 'referral' | 'marketing';

export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeS: number;
  purpose: ReferralPurpose;
}

/** The registration's ref_code accepts this (server/auth/registrationRoutes.ts). */
const REF_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** Any other referral value: short, printable, no separators that could split a cookie. */
export const REFERRAL_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

export const isValidRefCode = (value: string): boolean => REF_CODE.test(value);

/** Whether a landing URL's query (location.search) names any referral key: else nothing to read. */
export function hasReferralQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return REFERRAL_QUERY_KEYS.some((key) => query.has(key));
}

/**
 * SPEC section 3 "Referral cookie values: type, val, additional": the partner link a visitor
 * arrived through, kept in one cookie and recorded by registration (server/auth/registrationRoutes.ts).
 * `type` is the query key that named the partner (`btag` is written as `tag`), `val` its value,
 * `additional` the link's sub-id (`subid`, else `click_id`) or null.
 */
export const PARTNER_REFERRAL_COOKIE = 'referral';
export const PARTNER_REFERRAL_TYPES = ['ref', 'tag', 'qtag', 'affid'] as const;
export type PartnerReferralType = (typeof PARTNER_REFERRAL_TYPES)[number];

export interface PartnerReferral {
  type: PartnerReferralType;
  val: string;
  additional: string | null;
}

/** The cookie's value: the record as JSON (the cookie writer URL-encodes it). */
export function partnerReferralCookieValue(referral: PartnerReferral): string {
  return JSON.stringify(referral);
}

export type PartnerReferralReading =
  { ok: true; referral: PartnerReferral } | { ok: false; problem: string };

/**
 * Reads the cookie's value (already URL-decoded). Anything but `{type, val, additional}` with a
 * known type and short plain tokens is a problem to log, never trusted.
 */
export function parsePartnerReferral(raw: string): PartnerReferralReading {
  if (raw.length > 512) return { ok: false, problem: 'too long' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problem: 'not an object' };
  }
  const record = parsed as Record<string, unknown>;
  const extra = Object.keys(record).filter((k) => !['type', 'val', 'additional'].includes(k));
  if (extra.length > 0) return { ok: false, problem: `unknown field ${extra[0]}` };
  const { type, val, additional } = record;
  if (!(PARTNER_REFERRAL_TYPES as readonly unknown[]).includes(type)) {
    return { ok: false, problem: 'unknown type' };
  }
  const valid =
    typeof val === 'string' && (type === 'ref' ? isValidRefCode(val) : REFERRAL_VALUE.test(val));
  if (!valid) return { ok: false, problem: 'val is not a plain token' };
  if (
    additional !== null &&
    additional !== undefined &&
    !(typeof additional === 'string' && REFERRAL_VALUE.test(additional))
  ) {
    return { ok: false, problem: 'additional is not a plain token' };
  }
  return {
    ok: true,
    referral: { type: type as PartnerReferralType, val, additional: additional ?? null },
  };
}
