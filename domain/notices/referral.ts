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
const REFERRAL_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

export const isValidRefCode = (value: string): boolean => REF_CODE.test(value);

/**
 * The cookies a landing URL's query leaves. Values that are not short plain tokens are ignored.
 * Readings of the SPEC's pairs of lifetimes (ours): `tag` and `btag` are full partner tags (60
 * days) and `qtag` a short link's (1 hour); `affid` alone keeps the partner 30 days, with a
 * `click_id` 60; `pb` arms the postback watcher for 30 days when the link names a partner
 * (`ref` or `affid`), else for 4 s (the landing page only).
 */
export function referralCookiesOf(query: URLSearchParams): ReferralCookie[] {
  const value = (key: ReferralQueryKey): string | null => {
    const raw = query.get(key);
    return raw !== null && REFERRAL_VALUE.test(raw) ? raw : null;
  };
  const cookies: ReferralCookie[] = [];
  const add = (name: string, v: string | null, maxAgeS: number, purpose: ReferralPurpose) => {
    if (v !== null) cookies.push({ name, value: v, maxAgeS, purpose });
  };
  const ref = query.get('ref');
  add(
    REFERER_COOKIE,
    ref !== null && isValidRefCode(ref) ? ref : null,
    REFERRAL_LIFETIMES_S.refererid,
    'referral',
  );
  add('bf_id', value('bf'), REFERRAL_LIFETIMES_S.bfId, 'referral');
  const tag = value('tag') ?? value('btag');
  if (tag !== null) add('reflinkid', tag, REFERRAL_LIFETIMES_S.reflinkidTag, 'referral');
  else add('reflinkid', value('qtag'), REFERRAL_LIFETIMES_S.reflinkidShort, 'referral');
  const clickId = value('click_id');
  add(
    'ref_partner_id',
    value('affid'),
    clickId !== null
      ? REFERRAL_LIFETIMES_S.refPartnerIdWithClick
      : REFERRAL_LIFETIMES_S.refPartnerId,
    'referral',
  );
  add('subid', value('subid'), REFERRAL_LIFETIMES_S.subid, 'referral');
  const partnerNamed = cookies.some(
    (c) => c.name === REFERER_COOKIE || c.name === 'ref_partner_id',
  );
  add(
    'postback_watcher',
    value('pb'),
    partnerNamed
      ? REFERRAL_LIFETIMES_S.postbackWatcherLong
      : REFERRAL_LIFETIMES_S.postbackWatcherShort,
    'referral',
  );
  add('click_id', clickId, MARKETING_COOKIE_LIFETIME_S, 'marketing');
  add('utm_source', value('utm_source'), MARKETING_COOKIE_LIFETIME_S, 'marketing');
  add('aip', value('aip'), MARKETING_COOKIE_LIFETIME_S, 'marketing');
  return cookies;
}
