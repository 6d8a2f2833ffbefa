import { describe, expect, it } from 'vitest';
import { gameQueries } from '../../../widgets/GameList/gameQueries';
import type { SportsRoute } from '../../../widgets/shared/useSportsRoute';

const none: SportsRoute = {
  bettingType: undefined,
  menuSection: undefined,
  sportId: undefined,
  champId: undefined,
  gameId: undefined,
  teamId: undefined,
  cyberBase: undefined,
  cyberType: undefined,
};
const noFilters = { onlyWithVideo: false, upcoming: false };

describe('GameList queries', () => {
  it('asks for the section of the route, narrowed by its sport and championship', () => {
    const route = { ...none, bettingType: 'live' as const, sportId: 1, champId: 101 };
    expect(gameQueries({}, route, noFilters)).toEqual([{ type: 'live', sportId: 1, champId: 101 }]);
    expect(gameQueries({ bettingType: 'line' }, none, noFilters)).toEqual([{ type: 'line' }]);
  });

  it('passes the list filters (only with video, upcoming)', () => {
    expect(
      gameQueries({ bettingType: 'line' }, none, { onlyWithVideo: true, upcoming: true }),
    ).toEqual([{ type: 'line', onlyWithVideo: true, upcoming: true }]);
  });

  it('leaves a championship to its own answer', () => {
    expect(gameQueries({ source: 'champ' }, { ...none, champId: 7 }, noFilters)).toEqual([]);
  });

  it('asks for both sections of a team or a cyber type', () => {
    expect(gameQueries({ source: 'team' }, { ...none, teamId: 5 }, noFilters)).toEqual([
      { type: 'live' },
      { type: 'line' },
    ]);
    expect(
      gameQueries({ source: 'cyber' }, { ...none, cyberType: 'virtual', sportId: 85 }, noFilters),
    ).toEqual([
      { type: 'live', cyberType: 'virtual', sportId: 85 },
      { type: 'line', cyberType: 'virtual', sportId: 85 },
    ]);
  });

  it('asks nothing when the route lacks what the source needs', () => {
    expect(gameQueries({ source: 'team' }, none, noFilters)).toEqual([]);
    expect(gameQueries({ source: 'cyber' }, none, noFilters)).toEqual([]);
  });
});
