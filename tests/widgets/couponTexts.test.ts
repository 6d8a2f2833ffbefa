// Every text the coupon widgets ask for exists in the coupon dictionary of every shipped language,
// including the keys built from a value (types, refusal codes, odds-change settings).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUPON_REFUSAL_CODES, COUPON_TYPE_IDS } from '../../domain/coupon';
import en from '../../configs/locales/en/coupon.json';
import ru from '../../configs/locales/ru/coupon.json';
import ar from '../../configs/locales/ar/coupon.json';

const root = join(__dirname, '../..');
const WIDGETS = ['Coupon', 'SportsSettingsMenu'];

const BUILT = [
  ...COUPON_TYPE_IDS.map((id) => `type_${id}`),
  ...COUPON_REFUSAL_CODES.map((code) => `refusal_${code}`),
  ...[0, 1, 2].map((action) => `change_coef_${action}`),
];

function usedKeys(): Set<string> {
  const keys = new Set(BUILT);
  for (const widget of WIDGETS) {
    const dir = join(root, 'widgets', widget);
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
      const code = readFileSync(join(dir, file), 'utf8');
      for (const match of code.matchAll(/['"]coupon:([a-z0-9_]+)['"]/g)) keys.add(match[1]!);
    }
  }
  return keys;
}

describe('coupon dictionary', () => {
  const used = usedKeys();

  it.each([
    ['en', en],
    ['ru', ru],
    ['ar', ar],
  ])('has every key the coupon widgets use in %s', (_lng, dictionary) => {
    expect(used.size).toBeGreaterThan(80);
    expect([...used].filter((key) => !(key in dictionary))).toEqual([]);
  });

  it('has the same keys in every language', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
