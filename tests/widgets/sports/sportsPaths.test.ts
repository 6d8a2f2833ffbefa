import { describe, expect, it } from 'vitest';
import { routeTableMatches } from '../../../runtime/router/routeTableMatch';
import type { RouteTable } from '../../../runtime/schema/types';
import routeTable from '../../../schemas/routes.json';
import {
  cyberPath,
  gamePath,
  idOf,
  menuSectionPath,
  sectionPath,
  slugOf,
  statisticPath,
} from '../../../widgets/shared/sportsPaths';

const table = routeTable as RouteTable;

describe('sports paths', () => {
  it('reads the id a segment leads with and ignores the slug', () => {
    expect(idOf('12-premier-league')).toBe(12);
    expect(idOf('7')).toBe(7);
    expect(idOf('football')).toBeUndefined();
    expect(idOf('12x')).toBeUndefined();
    expect(idOf(undefined)).toBeUndefined();
  });

  it('slugs names to ASCII words joined by dashes', () => {
    expect(slugOf('England. Premier League')).toBe('england-premier-league');
    expect(slugOf('Хоккей')).toBe('');
  });

  it('builds section, game, cyber and statistic paths the route table serves', () => {
    const paths = [
      sectionPath('live'),
      sectionPath('line', { id: 1, slug: 'football' }),
      sectionPath(
        'live',
        { id: 1, slug: 'football' },
        { id: 101, nameEn: 'England. Premier League' },
      ),
      menuSectionPath('line', 3),
      gamePath('live', { id: 1 }, { id: 101 }, 5001),
      cyberPath('cyber', 'real', 'disciplines'),
      cyberPath('esports', 'virtual', 'champs'),
      cyberPath('cyber', 'stream', { discipline: { id: 40, slug: 'cs2' } }),
      cyberPath('cyber', 'real', { champ: { id: 900, nameEn: 'Major' } }),
      cyberPath('esports', 'real', { game: 42 }),
      statisticPath(42),
      statisticPath(42, true),
    ];
    expect(paths).toEqual([
      'live',
      'line/1-football',
      'live/1-football/101-england-premier-league',
      'line/section/3',
      'live/1/101/5001',
      'cyber/real/disciplines',
      'esports/virtual/champs',
      'cyber/stream/discipline/40-cs2',
      'cyber/real/champ/900-major',
      'esports/real/game/42',
      'statistic/42',
      'statisticpopup/42',
    ]);
    for (const path of paths) expect(routeTableMatches(table, path), path).toBe(true);
  });

  it('serves no cyber type outside real|virtual|stream and no results type outside live|zone', () => {
    expect(routeTableMatches(table, 'cyber/real/disciplines')).toBe(true);
    expect(routeTableMatches(table, 'cyber/other/disciplines')).toBe(false);
    expect(routeTableMatches(table, 'esports/virtual/game/1')).toBe(true);
    expect(routeTableMatches(table, 'esports/virtual/game/abc')).toBe(false);
    expect(routeTableMatches(table, 'results')).toBe(true);
    expect(routeTableMatches(table, 'results/zone')).toBe(true);
    expect(routeTableMatches(table, 'results/other')).toBe(false);
    expect(routeTableMatches(table, 'live/football')).toBe(false);
    expect(routeTableMatches(table, 'champs')).toBe(true);
    expect(routeTableMatches(table, 'champs/101-premier-league')).toBe(true);
    expect(routeTableMatches(table, 'multi')).toBe(true);
    expect(routeTableMatches(table, 'sports/championship/101/home')).toBe(true);
    expect(routeTableMatches(table, 'sports/championship/101/final')).toBe(true);
    expect(routeTableMatches(table, 'statisticpopup/5')).toBe(true);
  });
});
