import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CYBER_TYPES } from '../../../domain/sports/types';
import en from '../../../configs/locales/en/sports.json';
import ru from '../../../configs/locales/ru/sports.json';
import ar from '../../../configs/locales/ar/sports.json';

const root = join(__dirname, '../../..');
const SPORTS_WIDGETS = [
  'AccumulatorOfTheDay',
  'BetsOnYour',
  'BettingTypeTabs',
  'ChampList',
  'CyberDisciplines',
  'GameHeader',
  'GameList',
  'GameMarkets',
  'GameStatistics',
  'MatchZone',
  'MultiLive',
  'Results',
  'SportsMenu',
  'TopGames',
  'shared/sports',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Keys the widgets build from a value: every value they can take. */
const BUILT_KEYS = [
  ...['upcoming', 'inPlay', 'paused', 'finished', 'cancelled'].map((p) => `phase_${p}`),
  ...['live', 'line'].map((type) => `section_${type}`),
  ...['live', 'zone'].map((type) => `results_${type}`),
  ...CYBER_TYPES.map((type) => `cyber_type_${type}`),
  ...['W', 'D', 'L'].flatMap((letter) => [`form_${letter}`, `form_${letter}_short`]),
  ...['half', 'quarter', 'set', 'map'].map((kind) => `period_short_${kind}`),
];

describe('sports dictionary', () => {
  const used = new Set(BUILT_KEYS);
  for (const dir of SPORTS_WIDGETS) {
    for (const text of sources(join(root, 'widgets', dir))) {
      for (const match of text.matchAll(/'sports:([a-zA-Z0-9_]+)'/g)) used.add(match[1] as string);
    }
  }
  for (const page of readdirSync(join(root, 'schemas/pages'))) {
    const text = readFileSync(join(root, 'schemas/pages', page), 'utf8');
    for (const match of text.matchAll(/"sports:([a-zA-Z0-9_]+)"/g)) used.add(match[1] as string);
  }

  it.each([
    ['en', en],
    ['ru', ru],
    ['ar', ar],
  ])('has every key the sports widgets and pages use in %s', (_lng, dictionary) => {
    const missing = [...used].filter((key) => !(key in dictionary));
    expect(missing).toEqual([]);
  });

  it('ships no key that nothing uses', () => {
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });
});
