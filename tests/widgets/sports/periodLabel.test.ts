import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodKind, periodLabelKey } from '../../../widgets/shared/sports/periodLabel';

const ROOT = join(import.meta.dirname, '../../..');

describe('period labels', () => {
  it('calls CS2 periods maps, tennis ones sets, basketball ones quarters, football ones halves', () => {
    expect(periodKind('cs2', true)).toBe('map');
    expect(periodKind('tennis')).toBe('set');
    expect(periodKind('basketball')).toBe('quarter');
    expect(periodKind('football')).toBe('half');
    expect(periodKind('efootball', true)).toBe('half');
    expect(periodKind('ice-hockey')).toBe('period');
  });

  it('calls the periods of an unknown sport, or of a game whose sport is not loaded, periods', () => {
    expect(periodKind('curling')).toBe('period');
    expect(periodKind(undefined)).toBe('period');
  });

  it.each(['ar', 'en', 'ru'])('has every label in the %s dictionary', (lng) => {
    const dictionary = JSON.parse(
      readFileSync(join(ROOT, 'configs/locales', lng, 'sports.json'), 'utf8'),
    ) as Record<string, string>;
    for (const kind of ['half', 'quarter', 'set', 'map', 'period'] as const) {
      const key = periodLabelKey(kind).replace('sports:', '');
      expect(dictionary[key], key).toContain('{{period}}');
    }
  });
});
