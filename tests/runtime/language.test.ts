import { describe, expect, it } from 'vitest';
import {
  isRtl,
  pickLanguage,
  resolveLanguagePath,
  visibleLanguages,
  type LanguageOptions,
} from '../../runtime/router/language';

const aurora: LanguageOptions = { available: ['ru', 'en', 'ar'], defaultLanguage: 'ru' };
const nord: LanguageOptions = {
  available: ['en', 'ru', 'ar'],
  defaultLanguage: 'en',
  hiddenForGuests: ['ar'],
};

describe('language rules (SPEC section 2)', () => {
  it('keeps a path whose language is available', () => {
    expect(resolveLanguagePath('/ru/', '', aurora)).toEqual({ kind: 'ok', lng: 'ru', rest: '' });
    expect(resolveLanguagePath('/en/about', '', aurora)).toEqual({
      kind: 'ok',
      lng: 'en',
      rest: 'about',
    });
    expect(resolveLanguagePath('/ar/rules/1/2', '', aurora)).toEqual({
      kind: 'ok',
      lng: 'ar',
      rest: 'rules/1/2',
    });
  });

  it('prepends the default language to a path without one', () => {
    expect(resolveLanguagePath('/', '', aurora)).toEqual({ kind: 'redirect', to: '/ru/' });
    expect(resolveLanguagePath('', '', aurora)).toEqual({ kind: 'redirect', to: '/ru/' });
    expect(resolveLanguagePath('/about', '', aurora)).toEqual({
      kind: 'redirect',
      to: '/ru/about',
    });
    expect(resolveLanguagePath('/print-coupon/12', '', nord)).toEqual({
      kind: 'redirect',
      to: '/en/print-coupon/12',
    });
  });

  it('replaces an unavailable language with the default one', () => {
    expect(resolveLanguagePath('/de/about', '', aurora)).toEqual({
      kind: 'redirect',
      to: '/ru/about',
    });
    expect(resolveLanguagePath('/de', '', aurora)).toEqual({ kind: 'redirect', to: '/ru/' });
  });

  it('lowercases an uppercase language that is available', () => {
    expect(resolveLanguagePath('/EN/about', '', aurora)).toEqual({
      kind: 'redirect',
      to: '/en/about',
    });
    expect(resolveLanguagePath('/Ru/', '', aurora)).toEqual({ kind: 'redirect', to: '/ru/' });
  });

  it('hides langHiddenUnauthorized languages from guests only', () => {
    expect(resolveLanguagePath('/ar/', '', nord)).toEqual({ kind: 'redirect', to: '/en/' });
    expect(resolveLanguagePath('/ar/', '', { ...nord, isAuthenticated: true })).toEqual({
      kind: 'ok',
      lng: 'ar',
      rest: '',
    });
    expect(visibleLanguages(nord)).toEqual(['en', 'ru']);
    expect(visibleLanguages({ ...nord, isAuthenticated: true })).toEqual(['en', 'ru', 'ar']);
  });

  it('falls back from the requested language to the default, then English, then the first offered', () => {
    expect(pickLanguage('en', aurora)).toBe('en');
    expect(pickLanguage('de', aurora)).toBe('ru');
    expect(pickLanguage(undefined, aurora)).toBe('ru');
    const noDefault: LanguageOptions = { available: ['ar', 'en'], defaultLanguage: 'kk' };
    expect(pickLanguage('de', noDefault)).toBe('en');
    const neither: LanguageOptions = { available: ['ar', 'uz'], defaultLanguage: 'kk' };
    expect(pickLanguage('de', neither)).toBe('ar');
    const hiddenDefault: LanguageOptions = {
      available: ['ar', 'ru'],
      defaultLanguage: 'ar',
      hiddenForGuests: ['ar'],
    };
    expect(pickLanguage(undefined, hiddenDefault)).toBe('ru');
  });

  it('uses the preferred language (lng cookie) when the path names none', () => {
    expect(resolveLanguagePath('/about', '', aurora, 'en')).toEqual({
      kind: 'redirect',
      to: '/en/about',
    });
    expect(resolveLanguagePath('/about', '', aurora, 'de')).toEqual({
      kind: 'redirect',
      to: '/ru/about',
    });
    expect(resolveLanguagePath('/about', '', nord, 'ar')).toEqual({
      kind: 'redirect',
      to: '/en/about',
    });
    // a language in the path wins over the cookie
    expect(resolveLanguagePath('/de/about', '', aurora, 'en')).toEqual({
      kind: 'redirect',
      to: '/ru/about',
    });
  });

  it('keeps the query string and a trailing slash', () => {
    expect(resolveLanguagePath('/about/', '?a=1&b=2', aurora)).toEqual({
      kind: 'redirect',
      to: '/ru/about/?a=1&b=2',
    });
    expect(resolveLanguagePath('/', '?platform_type=mobile', aurora)).toEqual({
      kind: 'redirect',
      to: '/ru/?platform_type=mobile',
    });
    expect(resolveLanguagePath('/XX/about', '?q=1', aurora)).toEqual({
      kind: 'redirect',
      to: '/ru/about?q=1',
    });
  });

  it('treats only two-letter first segments as a language', () => {
    expect(resolveLanguagePath('/rus/about', '', aurora)).toEqual({
      kind: 'redirect',
      to: '/ru/rus/about',
    });
    expect(resolveLanguagePath('/r/', '', aurora)).toEqual({ kind: 'redirect', to: '/ru/r/' });
  });

  it('knows the right-to-left languages', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('he')).toBe(true);
    expect(isRtl('ru')).toBe(false);
    expect(isRtl('en')).toBe(false);
  });
});
