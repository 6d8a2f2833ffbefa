import { describe, expect, it } from 'vitest';
import {
  activationTypeAfterPhoneBind,
  activationTypeAfterPhoneUnbind,
  autoLogoffDeadline,
  autoLogoffLimitMs,
  formatMinorUnits,
  parseAmountToMinor,
  registrationReminderMayShow,
  registrationReminderNextAt,
} from '../../domain/session';
import { isSitePath, pathKind, routeAfterLogin, routeAfterLogout } from '../../runtime/router';
import { protectionGrade } from '../../domain/auth/protectionLevel';

describe('return rules after sign-in and sign-out (SPEC 4 Session, 6)', () => {
  it('classifies office, registration and other pages after the language segment', () => {
    expect(pathKind('/ru/office/account')).toBe('office');
    expect(pathKind('/en/historypay?page=2')).toBe('office');
    expect(pathKind('/en/casino/vipcashback')).toBe('office');
    expect(pathKind('/en/payment/requests')).toBe('office');
    expect(pathKind('/ru/registration')).toBe('registration');
    expect(pathKind('/ru/user/login')).toBe('registration');
    expect(pathKind('/ru/')).toBe('other');
    expect(pathKind('/ru/casino')).toBe('other');
    expect(pathKind('/ru/payment/success')).toBe('other');
    expect(pathKind('/ru/accounting')).toBe('other');
  });

  it('after sign-in returns to the return URL, else the previous route, else where one is', () => {
    const base = { lng: 'ru', currentPath: '/ru/about' };
    expect(
      routeAfterLogin({ ...base, returnUrl: '/ru/office/recharge', previousPath: '/ru/x' }),
    ).toBe('/ru/office/recharge');
    expect(routeAfterLogin({ ...base, previousPath: '/ru/casino' })).toBe('/ru/casino');
    expect(routeAfterLogin(base)).toBe('/ru/about');
  });

  it('after sign-in never returns to a registration page, and goes home when nothing fits', () => {
    expect(
      routeAfterLogin({
        lng: 'en',
        returnUrl: '/en/registration',
        previousPath: '/en/user/login',
        currentPath: '/en/registration',
      }),
    ).toBe('/en');
  });

  it('refuses return URLs that leave the site', () => {
    for (const evil of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/\t/evil',
      'x',
    ]) {
      expect(isSitePath(evil)).toBe(false);
      expect(routeAfterLogin({ lng: 'ru', returnUrl: evil, currentPath: '/ru/registration' })).toBe(
        '/ru',
      );
    }
    expect(isSitePath('/ru/office/account?x=1')).toBe(true);
  });

  it('after sign-out stays on a public page and leaves office and registration pages for home', () => {
    expect(routeAfterLogout({ lng: 'ru', currentPath: '/ru/casino' })).toBe('/ru/casino');
    expect(routeAfterLogout({ lng: 'ru', currentPath: '/ru/office/account' })).toBe('/ru');
    expect(routeAfterLogout({ lng: 'ar', currentPath: '/ar/registration' })).toBe('/ar');
  });
});

describe('registration reminder (SPEC 4 Registration popup)', () => {
  const base = { isGuest: true, isFormOrModalOpen: false, mayShowAt: null, now: 1000 };

  it('shows for a guest with nothing open once the stored time has passed', () => {
    expect(registrationReminderMayShow(base)).toBe(true);
    expect(registrationReminderMayShow({ ...base, mayShowAt: 1000 })).toBe(true);
    expect(registrationReminderMayShow({ ...base, mayShowAt: 1001 })).toBe(false);
  });

  it('never shows to a signed-in user or over an open form or modal', () => {
    expect(registrationReminderMayShow({ ...base, isGuest: false })).toBe(false);
    expect(registrationReminderMayShow({ ...base, isFormOrModalOpen: true })).toBe(false);
  });

  it('stores now plus the interval minutes, or now when there is no interval', () => {
    expect(registrationReminderNextAt(1000, 30)).toBe(1000 + 30 * 60_000);
    expect(registrationReminderNextAt(1000, 0)).toBe(1000);
    expect(registrationReminderNextAt(1000, undefined)).toBe(1000);
  });
});

describe('auto logoff timing (SPEC 4, 9)', () => {
  it('is minutes times 60000 when enabled with positive minutes, otherwise off', () => {
    expect(autoLogoffLimitMs({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 15 })).toBe(
      900_000,
    );
    expect(
      autoLogoffLimitMs({ isAutoLogoffEnable: false, autoLogoffInactiveMinutes: 15 }),
    ).toBeNull();
    expect(autoLogoffLimitMs({ isAutoLogoffEnable: true })).toBeNull();
    expect(
      autoLogoffLimitMs({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 0 }),
    ).toBeNull();
    expect(autoLogoffDeadline(5000, 900_000)).toBe(905_000);
  });
});

describe('money from minor units', () => {
  it('formats with the currency digits and symbol, grouping thousands, without floats', () => {
    expect(formatMinorUnits(123456, { currencyId: 643 })).toBe('1\u202f234.56\u00a0₽');
    expect(formatMinorUnits(5, { currencyId: 840 })).toBe('0.05\u00a0$');
    expect(formatMinorUnits(-7, { currencyId: 978 })).toBe('-0.07\u00a0€');
    expect(formatMinorUnits(1500, { currencyId: 392 })).toBe('1\u202f500\u00a0¥');
    expect(formatMinorUnits(1234, { currencyId: 414 })).toBe('1.234\u00a0KD');
    // 2^53 - 1 minor units stay exact.
    expect(formatMinorUnits(9007199254740991, { currencyId: 643 })).toBe(
      '90\u202f071\u202f992\u202f547\u202f409.91\u00a0₽',
    );
  });

  it('falls back to two digits and the given symbol or ISO code for an unknown currency', () => {
    expect(formatMinorUnits(1999, { currencyId: 1, iso: 'XXX' })).toBe('19.99\u00a0XXX');
    expect(formatMinorUnits(1999, { currencyId: 1, iso: 'XXX', symbol: '¤' })).toBe('19.99\u00a0¤');
  });

  it('parses what the customer typed into minor units, refusing too many decimals and non-positive', () => {
    expect(parseAmountToMinor('150', 643)).toBe(15000);
    expect(parseAmountToMinor('150.5', 643)).toBe(15050);
    expect(parseAmountToMinor(' 0,01 ', 643)).toBe(1);
    expect(parseAmountToMinor('10.10', 392)).toBeNull();
    expect(parseAmountToMinor('10.00', 392)).toBe(10);
    expect(parseAmountToMinor('0.001', 643)).toBeNull();
    expect(parseAmountToMinor('0', 643)).toBeNull();
    expect(parseAmountToMinor('-5', 643)).toBeNull();
    expect(parseAmountToMinor('1e3', 643)).toBeNull();
    expect(parseAmountToMinor('', 643)).toBeNull();
  });
});

describe('protection level classes and phone bind (SPEC 4 Other transitions)', () => {
  it('classes under 30 (and 30) bad, 31-69 normal, 70-99 good, 100 full', () => {
    expect([0, 29, 30].map(protectionGrade)).toEqual(['bad', 'bad', 'bad']);
    expect([31, 69].map(protectionGrade)).toEqual(['normal', 'normal']);
    expect([70, 99].map(protectionGrade)).toEqual(['good', 'good']);
    expect(protectionGrade(100)).toBe('full');
  });

  it('turns activation type 0 into 3 and 1 into 2 on phone bind', () => {
    expect(activationTypeAfterPhoneBind(0)).toBe(3);
    expect(activationTypeAfterPhoneBind(1)).toBe(2);
    expect(activationTypeAfterPhoneBind(2)).toBe(2);
    expect(activationTypeAfterPhoneBind(3)).toBe(3);
  });

  it('turns activation type 3 back into 0 and 2 into 1 when the phone is unbound', () => {
    expect(activationTypeAfterPhoneUnbind(3)).toBe(0);
    expect(activationTypeAfterPhoneUnbind(2)).toBe(1);
    expect(activationTypeAfterPhoneUnbind(1)).toBe(1);
    expect(activationTypeAfterPhoneUnbind(0)).toBe(0);
  });
});
