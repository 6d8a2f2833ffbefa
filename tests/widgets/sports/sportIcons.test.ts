import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SPORT_ICON,
  SPORT_ICON_PATHS,
  sportIconName,
} from '../../../widgets/shared/sports/sportIcons';

describe('sport icons', () => {
  it("draws every sport of the feed's catalogue by its slug", () => {
    expect(sportIconName('football')).toBe('football');
    expect(sportIconName('ice-hockey')).toBe('ice-hockey');
    expect(sportIconName('basketball')).toBe('basketball');
    expect(sportIconName('tennis')).toBe('tennis');
    expect(sportIconName('cs2', true)).toBe('esports');
    expect(sportIconName('efootball', true)).toBe('e-football');
  });

  it('knows the other names feeds give a sport, in any case', () => {
    expect(sportIconName('Soccer')).toBe('football');
    expect(sportIconName('hockey')).toBe('ice-hockey');
    expect(sportIconName('Table Tennis')).toBe('table-tennis');
    expect(sportIconName('dota_2')).toBe('esports');
  });

  it('gives an esports discipline without its own drawing the esports icon', () => {
    expect(sportIconName('rainbow-six', true)).toBe('esports');
  });

  it('gives any other sport the generic icon', () => {
    expect(sportIconName('curling')).toBe(FALLBACK_SPORT_ICON);
    expect(sportIconName(undefined)).toBe(FALLBACK_SPORT_ICON);
    expect(sportIconName('')).toBe(FALLBACK_SPORT_ICON);
    expect(sportIconName('constructor')).toBe(FALLBACK_SPORT_ICON);
  });

  it('has a drawing for every name it returns', () => {
    for (const slug of ['football', 'cs2', 'lol', 'fifa', 'unknown'])
      expect(SPORT_ICON_PATHS[sportIconName(slug)]).toMatch(/^M/);
  });
});
