import { describe, expect, it } from 'vitest';
import { classifyCodeCheck } from '../../domain/auth/codeCheck';
import {
  COUNTRIES,
  fullPhoneNumber,
  isKnownTelCode,
  isValidNationalNumber,
} from '../../domain/auth/countries';
import { isOldEnough } from '../../domain/auth/personalData';
import { protectionGrade, protectionLevel } from '../../domain/auth/protectionLevel';

describe('recovery code classification (SPEC section 4)', () => {
  const base = {
    exists: true,
    matches: true,
    attempts: 0,
    maxAttempts: 5,
    expiresAtMs: 10_000,
    nowMs: 5_000,
  };

  it('accepts a matching code inside its lifetime', () => {
    expect(classifyCodeCheck(base)).toBe('ok');
  });

  it('classes any code checked after the time limit time_up, matching or not', () => {
    expect(classifyCodeCheck({ ...base, nowMs: 10_000 })).toBe('time_up');
    expect(classifyCodeCheck({ ...base, nowMs: 20_000, matches: false })).toBe('time_up');
  });

  it('classes everything else wrong_code', () => {
    expect(classifyCodeCheck({ ...base, matches: false })).toBe('wrong_code');
    expect(classifyCodeCheck({ ...base, exists: false })).toBe('wrong_code');
    expect(classifyCodeCheck({ ...base, attempts: 5 })).toBe('wrong_code');
  });
});

describe('protection level (SPEC section 4 bands)', () => {
  const none = {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false,
  };

  it('adds the points of the enabled methods, all five making 100', () => {
    expect(protectionLevel(none)).toBe(0);
    expect(protectionLevel({ ...none, enable_phone_binding: true })).toBe(20);
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as typeof none;
    expect(protectionLevel(all)).toBe(100);
  });

  it('grades under 30 bad, 31-69 normal, 70-99 good, 100 full', () => {
    expect([0, 29, 30].map(protectionGrade)).toEqual(['bad', 'bad', 'bad']);
    expect([31, 69].map(protectionGrade)).toEqual(['normal', 'normal']);
    expect([70, 99].map(protectionGrade)).toEqual(['good', 'good']);
    expect(protectionGrade(100)).toBe('full');
  });
});

describe('countries and phones', () => {
  it('lists each id once with a mask whose digits fit max', () => {
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.min).toBeLessThanOrEqual(c.max);
      expect(c.mask.split('#').length - 1).toBe(c.max);
    }
  });

  it('checks a national number against the lengths of its calling code', () => {
    expect(isValidNationalNumber('7', '9161234567')).toBe(true);
    expect(isValidNationalNumber('7', '916123456')).toBe(false);
    expect(isValidNationalNumber('380', '501234567')).toBe(true);
    expect(isValidNationalNumber('999', '501234567')).toBe(false);
    expect(isKnownTelCode('49')).toBe(true);
    expect(fullPhoneNumber('+7', '9161234567')).toBe('79161234567');
  });
});

describe('minimum age', () => {
  it('counts birthdays to the day', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(isOldEnough('2008-06-15', 18, today)).toBe(true);
    expect(isOldEnough('2008-06-16', 18, today)).toBe(false);
    expect(isOldEnough('1990-01-01', 18, today)).toBe(true);
  });
});
