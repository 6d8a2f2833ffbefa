import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_ONLY, DATE_TIME, formatInstant } from '../../runtime/i18n';

// The site's one rule for times on screen (SPEC section 3 Global state `timeZone`, hours east of
// UTC; SPEC section 9 default 3): runtime/i18n/zoneTime.ts writes every instant at the visitor's
// setting, never in the zone of the machine that runs it.

const AT = Date.UTC(2026, 10, 26, 22, 30); // 26 Nov 2026, 22:30 UTC

/** What Intl writes for the instant in an IANA zone (Etc/GMT-3 is UTC+3: the names count back). */
const inZone = (lng: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lng, { ...options, timeZone }).format(AT);

describe('formatInstant', () => {
  it.each(['ru', 'en', 'ar'])('writes %s at the setting, not the machine zone', (lng) => {
    const zone = { tzOffsetHours: 3, is12h: false };
    expect(formatInstant(AT, lng, zone)).toBe(
      inZone(lng, 'Etc/GMT-3', { ...DATE_TIME, hour12: false }),
    );
    // The same instant as epoch ms, ISO text and Date.
    expect(formatInstant(new Date(AT).toISOString(), lng, zone)).toBe(formatInstant(AT, lng, zone));
    expect(formatInstant(new Date(AT), lng, zone)).toBe(formatInstant(AT, lng, zone));
  });

  it('crosses midnight with the offset: 22:30 UTC is the next day at UTC+3, the same at UTC-5', () => {
    const en = (hours: number) =>
      formatInstant(AT, 'en', { tzOffsetHours: hours, is12h: false }, DATE_ONLY);
    expect(en(3)).toBe('Nov 27, 2026');
    expect(en(-5)).toBe('Nov 26, 2026');
  });

  it('takes half-hour offsets and the 12-hour clock', () => {
    const text = formatInstant(
      AT,
      'en',
      { tzOffsetHours: 5.5, is12h: true },
      { timeStyle: 'short' },
    );
    expect(text.replace(/\s/g, ' ')).toBe('4:00 AM');
    const day = formatInstant(
      AT,
      'en',
      { tzOffsetHours: 5.5, is12h: false },
      { timeStyle: 'short' },
    );
    expect(day).toBe('04:00');
  });

  it('gives back an unreadable text as it was', () => {
    expect(formatInstant('not a date', 'en', { tzOffsetHours: 3, is12h: false })).toBe(
      'not a date',
    );
  });
});

// Every date the customer's site writes goes through formatInstant: no formatter of the
// browser's zone anywhere in its code. The operator studio (app/studio/) is not the customer's
// site and has no customer time zone setting: its times stay in the operator's own zone.
describe('one formatter for the site', () => {
  const root = resolve(import.meta.dirname, '../..');
  const OWN_ZONE = /\.toLocale(?:Date|Time)?String\(|new Intl\.DateTimeFormat\(/;

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('has no toLocaleString, toLocaleDateString, toLocaleTimeString or own Intl.DateTimeFormat', () => {
    const offenders = ['app', 'widgets', 'stores', 'runtime']
      .flatMap((dir) => sources(join(root, dir)))
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith('app/studio/'))
      // The one place that builds (and keeps) the Intl formatters.
      .filter((path) => path !== 'runtime/i18n/intlFormats.ts')
      .filter((path) => OWN_ZONE.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
