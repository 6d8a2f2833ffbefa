// Every text the Toto widget asks for exists in the toto dictionary of every shipped language,
// including the keys built from a value (refusal codes, pick problems, statuses).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOTO_REFUSAL_CODES } from '../../domain/toto/index';
import en from '../../configs/locales/en/toto.json';
import ru from '../../configs/locales/ru/toto.json';
import ar from '../../configs/locales/ar/toto.json';

const root = join(__dirname, '../..');
const FOLDERS = ['widgets/Toto', 'widgets/shared/toto'];
const PAGES = ['schemas/pages/toto.json'];

const BUILT = [
  ...TOTO_REFUSAL_CODES.map((code) => `refusal_${code}`),
  ...['games_count', 'pick_missing', 'pick_duplicate', 'pick_unknown'].map((c) => `refusal_${c}`),
  ...['open', 'closed', 'settling', 'settled'].map((status) => `draw_status_${status}`),
  ...['open', 'won', 'lost'].map((status) => `ticket_status_${status}`),
];

function usedKeys(): Set<string> {
  const keys = new Set(BUILT);
  const files = [
    ...FOLDERS.flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(folder, f)),
    ),
    ...PAGES,
  ];
  for (const file of files) {
    const code = readFileSync(join(root, file), 'utf8');
    for (const match of code.matchAll(/['"]toto:([a-z0-9_]+)['"]/gi)) keys.add(match[1]!);
  }
  return keys;
}

describe('toto dictionary', () => {
  const used = usedKeys();

  it.each([
    ['en', en],
    ['ru', ru],
    ['ar', ar],
  ])(
    'has every key the Toto widget uses in %s, every refusal code included',
    (_lng, dictionary) => {
      expect(used.size).toBeGreaterThan(100);
      expect([...used].filter((key) => !(key in dictionary))).toEqual([]);
    },
  );

  it('has the same keys in every language, and no key nobody uses', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });
});
