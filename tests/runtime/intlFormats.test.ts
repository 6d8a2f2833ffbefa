import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from '../../runtime/i18n';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const short = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(short);
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(short);
    expect(dateTimeFormat('ru', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(short);
    expect(numberFormat('en', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en', { maximumFractionDigits: 2 }),
    );
  });

  it('formats as a new formatter with the same language and options would', () => {
    const at = new Date(Date.UTC(2026, 10, 25, 15, 30));
    for (const lng of ['en-GB', 'ru', 'ar']) {
      const options: Intl.DateTimeFormatOptions = {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      };
      // Twice: the kept one answers the second time.
      for (let round = 0; round < 2; round++) {
        expect(dateTimeFormat(lng, options).format(at)).toBe(
          new Intl.DateTimeFormat(lng, options).format(at),
        );
        expect(numberFormat(lng, { style: 'percent' }).format(0.125)).toBe(
          new Intl.NumberFormat(lng, { style: 'percent' }).format(0.125),
        );
        expect(displayNames([lng, 'en'], { type: 'region' }).of('DE')).toBe(
          new Intl.DisplayNames([lng, 'en'], { type: 'region' }).of('DE'),
        );
      }
    }
  });
});
