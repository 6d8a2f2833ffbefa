// Referral links (SPEC section 9), the reading of a landing URL's query: which cookies it leaves,
// with their lifetimes, and the partner referral record (SPEC section 3). Apart from referral.ts
// (the keys, lifetimes and cookie names) because only a landing with a referral query needs it:
// the client imports it when `hasReferralQuery` says so, and no other page carries it.
import {
  isValidRefCode,
  MARKETING_COOKIE_LIFETIME_S,
  PARTNER_REFERRAL_COOKIE,
  partnerReferralCookieValue,
  REFERER_COOKIE,
  REFERRAL_LIFETIMES_S,
  REFERRAL_VALUE,
  type PartnerReferral,
  type PartnerReferralType,
  type ReferralCookie,
  type ReferralPurpose,
  type ReferralQueryKey,
} from './referral';

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
  const partner = partnerReferralOf(query);
  if (partner) {
    add(
      PARTNER_REFERRAL_COOKIE,
      partnerReferralCookieValue(partner.referral),
      partner.maxAgeS,
      'referral',
    );
  }
  add('click_id', clickId, MARKETING_COOKIE_LIFETIME_S, 'marketing');
  add('utm_source', value('utm_source'), MARKETING_COOKIE_LIFETIME_S, 'marketing');
  add('aip', value('aip'), MARKETING_COOKIE_LIFETIME_S, 'marketing');
  return cookies;
}

/** The partner referral a landing URL's query names, with its cookie's lifetime, or null. */
export function partnerReferralOf(
  query: URLSearchParams,
): { referral: PartnerReferral; maxAgeS: number } | null {
  const value = (key: ReferralQueryKey): string | null => {
    const raw = query.get(key);
    return raw !== null && REFERRAL_VALUE.test(raw) ? raw : null;
  };
  const additional = value('subid') ?? value('click_id');
  const ref = query.get('ref');
  const named: [PartnerReferralType, string | null, number][] = [
    ['ref', ref !== null && isValidRefCode(ref) ? ref : null, REFERRAL_LIFETIMES_S.refererid],
    ['tag', value('tag') ?? value('btag'), REFERRAL_LIFETIMES_S.reflinkidTag],
    ['qtag', value('qtag'), REFERRAL_LIFETIMES_S.reflinkidShort],
    [
      'affid',
      value('affid'),
      value('click_id') !== null
        ? REFERRAL_LIFETIMES_S.refPartnerIdWithClick
        : REFERRAL_LIFETIMES_S.refPartnerId,
    ],
  ];
  const first = named.find(([, val]) => val !== null);
  if (!first) return null;
  const [type, val, maxAgeS] = first;
  return { referral: { type, val: val!, additional }, maxAgeS };
}
