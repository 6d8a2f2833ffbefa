import { describe, expect, it } from 'vitest';
import { GameStatus, type GameDelta, type GameDetails } from '../../../domain/sports/types';
import { simulatedCatalog } from '../../../server/sports/catalog';
import { SportsState } from '../../../server/sports/state/sportsState';

function game(id: number): GameDetails {
  return {
    id,
    number: 101,
    permanentId: 500_000_000 + id,
    sportId: 1,
    champId: 101,
    opponents: [
      { id: 10101, name: 'Manchester City', nameEn: 'Manchester City' },
      { id: 10102, name: 'Arsenal', nameEn: 'Arsenal' },
    ],
    startAt: 1_800_000_000,
    status: GameStatus.NotStarted,
    timeSec: null,
    period: 0,
    score: { home: 0, away: 0, full: '0:0', periods: [], formatted: '0:0' },
    isLiveInLive: false,
    hasVideo: true,
    isFinished: false,
    isTop: true,
    marketsCount: 1,
    groups: [{ id: 1, name: 'Main', order: 1 }],
    markets: [
      {
        id: id * 100,
        typeId: 1,
        kind: 1,
        blockId: 1,
        groupId: 1,
        name: '1X2',
        isLive: false,
        isBannedExpress: false,
        isMain: true,
        outcomes: [
          { id: id * 1000, typeId: 1, name: 'W1', coef: 1.8, isBlocked: false },
          { id: id * 1000 + 1, typeId: 2, name: 'X', coef: 3.6, isBlocked: false },
          { id: id * 1000 + 2, typeId: 3, name: 'W2', coef: 4.2, isBlocked: false },
        ],
      },
    ],
  };
}

const created = (id: number): GameDelta => ({ gameId: id, seq: 1, created: game(id) });

describe('SportsState', () => {
  it('applies deltas in seq order and ignores old, repeated or unknown ones', () => {
    const state = new SportsState(simulatedCatalog());
    const seen: GameDelta[] = [];
    state.onApplied((d) => seen.push(d));
    expect(state.applyDelta(created(1))).toBe(true);
    const goal: GameDelta = {
      gameId: 1,
      seq: 2,
      status: GameStatus.InPlay,
      timeSec: 600,
      period: 1,
      score: {
        home: 1,
        away: 0,
        full: '1:0',
        periods: [{ home: 1, away: 0 }],
        formatted: '1:0 (1:0)',
      },
      outcomes: [{ id: 1000, coef: 1.35, isBlocked: true }],
    };
    expect(state.applyDelta(goal)).toBe(true);
    expect(state.applyDelta(goal)).toBe(false);
    expect(state.applyDelta({ gameId: 1, seq: 1, timeSec: 1 })).toBe(false);
    expect(state.applyDelta({ gameId: 99, seq: 5, timeSec: 1 })).toBe(false);
    const held = state.game(1);
    expect(held?.status).toBe(GameStatus.InPlay);
    expect(held?.timeSec).toBe(600);
    expect(held?.score.full).toBe('1:0');
    expect(held?.markets[0]?.outcomes[0]).toMatchObject({ coef: 1.35, isBlocked: true });
    expect(held?.markets[0]?.outcomes[1]).toMatchObject({ coef: 3.6, isBlocked: false });
    expect(state.seq(1)).toBe(2);
    expect(state.version).toBe(2);
    expect(seen.map((d) => d.seq)).toEqual([1, 2]);
  });

  it('does not share objects with the deltas it applied', () => {
    const state = new SportsState(simulatedCatalog());
    const delta = created(2);
    state.applyDelta(delta);
    delta.created?.markets[0]?.outcomes.splice(0);
    expect(state.game(2)?.markets[0]?.outcomes).toHaveLength(3);
  });

  it('finishes and removes a game; a late delta does not bring it back', () => {
    const state = new SportsState(simulatedCatalog());
    state.applyDelta(created(3));
    state.applyDelta({ gameId: 3, seq: 2, status: GameStatus.Finished, finished: true });
    expect(state.game(3)?.isFinished).toBe(true);
    state.applyDelta({ gameId: 3, seq: 3, removed: true });
    expect(state.game(3)).toBeUndefined();
    expect(state.applyDelta({ gameId: 3, seq: 2, timeSec: 5 })).toBe(false);
    expect(state.applyDelta(created(3))).toBe(false);
    expect(state.games()).toHaveLength(0);
  });

  it('round-trips through snapshot and restore, then keeps applying deltas', () => {
    const source = new SportsState(simulatedCatalog());
    source.applyDelta(created(4));
    source.applyDelta(created(5));
    source.applyDelta({ gameId: 4, seq: 2, outcomes: [{ id: 4001, coef: 3.1, isBlocked: false }] });
    const snapshot = JSON.parse(JSON.stringify(source.snapshot()));
    const copy = new SportsState(simulatedCatalog());
    copy.restore(snapshot);
    expect(copy.snapshot()).toEqual(source.snapshot());
    expect(copy.version).toBe(source.version);
    expect(copy.applyDelta({ gameId: 4, seq: 2, timeSec: 9 })).toBe(false);
    expect(
      copy.applyDelta({ gameId: 4, seq: 3, outcomes: [{ id: 4000, coef: 2.2, isBlocked: false }] }),
    ).toBe(true);
    expect(copy.game(4)?.markets[0]?.outcomes[0]?.coef).toBe(2.2);
    expect(source.game(4)?.markets[0]?.outcomes[0]?.coef).toBe(1.8);
  });

  it('ignores outcome changes that name another game’s outcome', () => {
    const state = new SportsState(simulatedCatalog());
    state.applyDelta(created(6));
    state.applyDelta(created(7));
    state.applyDelta({ gameId: 6, seq: 2, outcomes: [{ id: 7000, coef: 9.9, isBlocked: true }] });
    expect(state.game(7)?.markets[0]?.outcomes[0]?.coef).toBe(1.8);
  });
});
