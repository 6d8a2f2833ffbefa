import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRMATION_MS,
  ageConfirmationEnd,
  consentCookieValue,
  consentOf,
  isAgeConfirmed,
  parsePartnerReferral,
  partnerReferralCookieValue,
  hasReferralQuery,
  REFERRAL_QUERY_KEYS,
} from '../../../domain/notices';
import { referralCookiesOf } from '../../../domain/notices/referralLinks';

const DAY_S = 86_400;
const cookiesOf = (query: string) =>
  Object.fromEntries(referralCookiesOf(new URLSearchParams(query)).map((c) => [c.name, c]));

describe('consent cookie', () => {
  it('round-trips every choice through cookies_agree_type', () => {
    for (const functional of [false, true]) {
      for (const marketing of [false, true]) {
        expect(consentOf(consentCookieValue({ functional, marketing }))).toEqual({
          functional,
          marketing,
        });
      }
    }
  });

  it('reads a missing or damaged value as no choice', () => {
    for (const bad of [undefined, '', '4', '-1', '1;', 'all']) expect(consentOf(bad)).toBeNull();
  });
});

describe('age confirmation', () => {
  it('holds 259200000 ms (SPEC section 9) and per session when configured', () => {
    const now = 1_800_000_000_000;
    expect(AGE_CONFIRMATION_MS).toBe(259_200_000);
    const end = ageConfirmationEnd(now, false)!;
    expect(isAgeConfirmed(String(end), now + AGE_CONFIRMATION_MS - 1)).toBe(true);
    expect(isAgeConfirmed(String(end), now + AGE_CONFIRMATION_MS)).toBe(false);
    expect(ageConfirmationEnd(now, true)).toBeNull();
    expect(isAgeConfirmed('session', now)).toBe(true);
    expect(isAgeConfirmed(undefined, now)).toBe(false);
    expect(isAgeConfirmed('yes', now)).toBe(false);
  });
});

describe('referral links (SPEC section 9)', () => {
  it('knows the eleven query keys', () => {
    expect(REFERRAL_QUERY_KEYS).toEqual([
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
    ]);
  });

  it('tells a query that names a referral key from one that names none', () => {
    for (const key of REFERRAL_QUERY_KEYS)
      expect(hasReferralQuery(`?x=1&${key}=v`), key).toBe(true);
    expect(hasReferralQuery('')).toBe(false);
    expect(hasReferralQuery('?lang=en&page=2')).toBe(false);
    expect(hasReferralQuery('?reference=1')).toBe(false);
  });

  it('gives each cookie its lifetime', () => {
    const c = cookiesOf('ref=P123&bf=9&tag=T1&affid=77&subid=s1&pb=1&utm_source=mail&aip=a1');
    expect(c.refererid).toMatchObject({ value: 'P123', maxAgeS: 60 * DAY_S, purpose: 'referral' });
    expect(c.bf_id).toMatchObject({ value: '9', maxAgeS: DAY_S });
    expect(c.reflinkid).toMatchObject({ value: 'T1', maxAgeS: 60 * DAY_S });
    expect(c.ref_partner_id).toMatchObject({ value: '77', maxAgeS: 30 * DAY_S });
    expect(c.subid).toMatchObject({ maxAgeS: 60 * DAY_S });
    expect(c.postback_watcher).toMatchObject({ maxAgeS: 30 * DAY_S });
    expect(c.utm_source).toMatchObject({ value: 'mail', purpose: 'marketing' });
    expect(c.aip).toMatchObject({ purpose: 'marketing' });
  });

  it('reads the pairs of lifetimes: short link 1 hour, partner with click 60 days, bare pb 4 s', () => {
    expect(cookiesOf('qtag=Q').reflinkid).toMatchObject({ value: 'Q', maxAgeS: 3600 });
    expect(cookiesOf('btag=B&qtag=Q').reflinkid).toMatchObject({ value: 'B', maxAgeS: 60 * DAY_S });
    const withClick = cookiesOf('affid=5&click_id=c9');
    expect(withClick.ref_partner_id).toMatchObject({ maxAgeS: 60 * DAY_S });
    expect(withClick.click_id).toMatchObject({ purpose: 'marketing' });
    expect(cookiesOf('pb=1').postback_watcher).toMatchObject({ maxAgeS: 4 });
  });

  it('ignores values that are not short plain tokens', () => {
    const c = cookiesOf(`ref=${'x'.repeat(65)}&bf=a%3Bb&tag=%3Cs%3E&subid=&utm_source=a.b`);
    expect(Object.keys(c)).toEqual(['utm_source']);
    expect(cookiesOf('ref=a.b').refererid).toBeUndefined(); // ref_code allows no dot
  });
});

describe('the referral cookie {type, val, additional} (SPEC section 3)', () => {
  const referralOf = (query: string) => {
    const cookie = cookiesOf(query).referral;
    if (!cookie) return undefined;
    const reading = parsePartnerReferral(cookie.value);
    return reading.ok ? { ...reading.referral, maxAgeS: cookie.maxAgeS } : reading;
  };

  it('names the partner by the first of ref, tag (or btag), qtag, affid, with the sub-id', () => {
    expect(referralOf('ref=P1&tag=T&subid=s1')).toEqual({
      type: 'ref',
      val: 'P1',
      additional: 's1',
      maxAgeS: 60 * DAY_S,
    });
    expect(referralOf('btag=B&click_id=c9')).toMatchObject({
      type: 'tag',
      val: 'B',
      additional: 'c9',
    });
    expect(referralOf('qtag=Q')).toEqual({
      type: 'qtag',
      val: 'Q',
      additional: null,
      maxAgeS: 3600,
    });
    expect(referralOf('affid=5')).toMatchObject({ type: 'affid', maxAgeS: 30 * DAY_S });
    expect(referralOf('affid=5&click_id=c')).toMatchObject({ maxAgeS: 60 * DAY_S });
    expect(cookiesOf('ref=P1').referral).toMatchObject({ purpose: 'referral' });
  });

  it('leaves no cookie without a partner, or for a partner value that is not a plain token', () => {
    expect(referralOf('subid=s1&utm_source=mail&bf=9')).toBeUndefined();
    expect(referralOf('tag=%3Cs%3E&ref=a.b')).toBeUndefined();
  });

  it('round-trips and refuses anything but the three fields with a known type', () => {
    const record = { type: 'tag', val: 'T', additional: null } as const;
    expect(parsePartnerReferral(partnerReferralCookieValue(record))).toEqual({
      ok: true,
      referral: record,
    });
    for (const bad of [
      '',
      '{',
      'null',
      '[]',
      '"tag"',
      JSON.stringify({ type: 'x', val: 'T', additional: null }),
      JSON.stringify({ type: 'tag', val: 7, additional: null }),
      JSON.stringify({ type: 'ref', val: 'a.b', additional: null }),
      JSON.stringify({ type: 'tag', val: 'T', additional: 'a b' }),
      JSON.stringify({ ...record, more: 1 }),
    ]) {
      expect(parsePartnerReferral(bad).ok).toBe(false);
    }
  });
});
