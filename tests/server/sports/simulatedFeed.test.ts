import { beforeAll, describe, expect, it } from 'vitest';
import { CYBER_TYPES, GameStatus, type GameDelta } from '../../../domain/sports/types';
import { SPORT_IDS } from '../../../server/sports/catalog';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import {
  SIMULATION,
  SimulatedFeed,
  type SavedSimulation,
} from '../../../server/sports/feed/simulatedFeed';
import { SportsState } from '../../../server/sports/state/sportsState';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

/** Simulated minutes are CPU-bound: the longer runs get more than the default test time. */
const LONG_RUN_TIMEOUT_MS = 120_000;

function run(
  seed: number,
  minutes: number,
  volume: { lineGames?: number; initialLiveGames?: number } = {},
) {
  const clock = new ManualFeedClock(START);
  const feed = new SimulatedFeed({ seed, clock, ...volume });
  const state = new SportsState(feed.catalog);
  const deltas: GameDelta[] = [];
  feed.onDelta((delta) => {
    deltas.push(structuredClone(delta));
    state.applyDelta(delta);
  });
  feed.start();
  const atStart = state.snapshot();
  clock.advance(minutes * MINUTE);
  return { clock, feed, state, deltas, atStart };
}

describe('the simulated feed', () => {
  let main: ReturnType<typeof run>;
  beforeAll(() => {
    main = run(7, 40);
  });

  it(
    'is deterministic: the same seed gives the same deltas, another seed different ones',
    () => {
      const again = run(7, 5);
      const prefix = main.deltas.slice(0, again.deltas.length);
      expect(again.deltas.length).toBeGreaterThan(1000);
      expect(prefix).toEqual(again.deltas);
      const other = run(8, 0);
      expect(other.atStart).not.toEqual(main.atStart);
    },
    LONG_RUN_TIMEOUT_MS,
  );

  it('starts with a full line and live games across every sport and cyber type', () => {
    const games = main.atStart.games.map((g) => g.game);
    const live = games.filter(
      (g) => g.status === GameStatus.InPlay || g.status === GameStatus.Paused,
    );
    const line = games.filter((g) => g.status === GameStatus.NotStarted);
    expect(games.length).toBeGreaterThanOrEqual(80);
    expect(live.length).toBeGreaterThanOrEqual(20);
    expect(line.length).toBe(SIMULATION.lineGames);
    const sports = new Set(games.map((g) => g.sportId));
    for (const id of Object.values(SPORT_IDS)) expect(sports.has(id), `sport ${id}`).toBe(true);
    const cyber = new Set(games.map((g) => g.cyberType).filter(Boolean));
    for (const type of CYBER_TYPES) expect(cyber.has(type), type).toBe(true);
    // Every game is priced: odds above 1 on every open outcome.
    for (const game of games) {
      expect(game.markets.length).toBe(game.marketsCount);
      expect(game.markets.some((m) => m.isMain)).toBe(true);
      for (const market of game.markets) {
        for (const outcome of market.outcomes) expect(outcome.coef).toBeGreaterThan(1);
      }
    }
  });

  it('builds the same state from deltas alone (created deltas carry whole games)', () => {
    const replica = new SportsState(main.feed.catalog);
    for (const delta of main.deltas) replica.applyDelta(delta);
    expect(replica.snapshot().games).toEqual(main.state.snapshot().games);
    expect(new Set(replica.games().map((g) => g.id))).toEqual(new Set(main.feed.gameIds()));
  });

  it('keeps seq strictly increasing per game', () => {
    const last = new Map<number, number>();
    for (const delta of main.deltas) {
      const previous = last.get(delta.gameId) ?? 0;
      if (delta.created) expect(delta.seq).toBe(1);
      else expect(delta.seq).toBeGreaterThan(previous);
      last.set(delta.gameId, delta.seq);
    }
  });

  it('takes line games live at their start time, with a running clock', () => {
    const line = main.atStart.games
      .map((g) => g.game)
      .filter((g) => g.status === GameStatus.NotStarted);
    const startedSoon = line.filter((g) => g.startAt * 1000 <= START + 40 * MINUTE);
    expect(startedSoon.length).toBeGreaterThan(0);
    for (const game of startedSoon) {
      const first = main.deltas.find((d) => d.gameId === game.id && d.status === GameStatus.InPlay);
      expect(first, `game ${game.id}`).toBeDefined();
      const now = main.state.game(game.id);
      if (now && !now.isFinished) expect(now.timeSec).toBeGreaterThan(0);
    }
    // Not before: no game of the line changed status before its start.
    for (const game of line) {
      const early = main.deltas.find(
        (d) =>
          d.gameId === game.id &&
          d.status !== undefined &&
          game.startAt * 1000 > START + 40 * MINUTE,
      );
      expect(early).toBeUndefined();
    }
  });

  it('moves scores and finishes games with a finished delta', () => {
    const scoreChanges = main.deltas.filter((d) => d.score && !d.created);
    expect(scoreChanges.length).toBeGreaterThan(20);
    const finished = main.deltas.filter((d) => d.finished);
    expect(finished.length).toBeGreaterThan(0);
    for (const delta of finished) {
      expect(delta.status).toBe(GameStatus.Finished);
      const game = main.state.game(delta.gameId);
      if (game) {
        expect(game.isFinished).toBe(true);
        for (const m of game.markets) for (const o of m.outcomes) expect(o.isBlocked).toBe(true);
      }
    }
  });

  it('suspends every market of a game at a goal and reopens them after the suspension', () => {
    const replay = new SportsState(main.feed.catalog);
    let goals = 0;
    let reopenings = 0;
    const suspendedSince = new Map<number, number>();
    const ticks = new Map<number, number>();
    for (const delta of main.deltas) {
      const before = replay.game(delta.gameId);
      const goalsBefore = before ? before.score.home + before.score.away : 0;
      replay.applyDelta(delta);
      const game = replay.game(delta.gameId);
      if (!game || delta.created || game.isFinished) continue;
      ticks.set(game.id, (ticks.get(game.id) ?? 0) + 1);
      const isGoal =
        game.sportId === SPORT_IDS.football && game.score.home + game.score.away > goalsBefore;
      const outcomes = game.markets.flatMap((m) => m.outcomes);
      if (isGoal) {
        goals += 1;
        expect(
          outcomes.every((o) => o.isBlocked),
          `game ${game.id} at a goal`,
        ).toBe(true);
        suspendedSince.set(game.id, ticks.get(game.id) ?? 0);
        continue;
      }
      const since = suspendedSince.get(game.id);
      if (since !== undefined && outcomes.some((o) => !o.isBlocked)) {
        // Reopened no sooner than the suspension (the game ticks once a second while live).
        const elapsedTicks = (ticks.get(game.id) ?? 0) - since;
        expect(elapsedTicks).toBeGreaterThanOrEqual(SIMULATION.suspendMs / SIMULATION.tickMs - 1);
        suspendedSince.delete(game.id);
        reopenings += 1;
      }
    }
    expect(goals).toBeGreaterThan(3);
    expect(reopenings).toBeGreaterThan(3);
  });

  it('moves the home odds the right way after a home goal', () => {
    // Follow each football game's 1X2 home coefficient through the deltas.
    const replay = new SportsState(main.feed.catalog);
    let checked = 0;
    const lastOpenHome = new Map<number, number>();
    const pendingGoal = new Map<number, { coefBefore: number; scorer: 'home' | 'away' }>();
    for (const delta of main.deltas) {
      const before = replay.game(delta.gameId);
      const scoreBefore = before ? { ...before.score } : undefined;
      replay.applyDelta(delta);
      const game = replay.game(delta.gameId);
      if (!game || game.sportId !== SPORT_IDS.football || game.isFinished) continue;
      const market = game.markets.find((m) => m.typeId === 1);
      const home = market?.outcomes[0];
      if (!home) continue;
      if (delta.score && scoreBefore && !delta.created) {
        const homeScored =
          delta.score.home > scoreBefore.home && delta.score.away === scoreBefore.away;
        const awayScored =
          delta.score.away > scoreBefore.away && delta.score.home === scoreBefore.home;
        const coefBefore = lastOpenHome.get(game.id);
        if ((homeScored || awayScored) && pendingGoal.has(game.id)) {
          // A second goal before the odds reopened: no one direction to check (2:3, 2:4 with
          // the market blocked as good as settled, then 3:4 reopens it above its 2:3 price).
          pendingGoal.delete(game.id);
          lastOpenHome.delete(game.id);
        } else if ((homeScored || awayScored) && coefBefore !== undefined) {
          pendingGoal.set(game.id, { coefBefore, scorer: homeScored ? 'home' : 'away' });
        }
      }
      if (!home.isBlocked) {
        const goal = pendingGoal.get(game.id);
        if (goal) {
          if (goal.scorer === 'home') expect(home.coef).toBeLessThan(goal.coefBefore);
          else expect(home.coef).toBeGreaterThan(goal.coefBefore);
          pendingGoal.delete(game.id);
          checked += 1;
        }
        lastOpenHome.set(game.id, home.coef);
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it(
    'removes finished games after a while and keeps scheduling new ones',
    () => {
      const later = run(11, 0, { lineGames: 20, initialLiveGames: 10 });
      later.clock.advance(SIMULATION.finishedKeepMs + 40 * MINUTE);
      const removed = later.deltas.filter((d) => d.removed);
      expect(removed.length).toBeGreaterThan(0);
      for (const d of removed) expect(later.state.game(d.gameId)).toBeUndefined();
      const created = later.deltas.filter((d) => d.created && d.seq === 1);
      expect(created.length).toBeGreaterThan(later.atStart.games.length);
      const line = later.state.games().filter((g) => g.status === GameStatus.NotStarted);
      expect(line.length).toBe(20);
    },
    LONG_RUN_TIMEOUT_MS,
  );

  it(
    'goes on from its saved state exactly as it would have gone on by itself',
    () => {
      const original = run(7, 10);
      const saved = JSON.parse(
        JSON.stringify(original.feed.exportState(original.feed.gameIds())),
      ) as SavedSimulation;
      const clock = new ManualFeedClock(original.clock.now());
      // Another seed: what is restored decides, not what the new feed was made with.
      const restored = new SimulatedFeed({ seed: 99, clock, restore: saved });
      expect(restored.gameIds()).toEqual(original.feed.gameIds());
      const goneOn: GameDelta[] = [];
      restored.onDelta((delta) => goneOn.push(structuredClone(delta)));
      restored.start();
      const created = goneOn.splice(0);
      expect(created.map((d) => d.created)).toEqual(
        original.state.snapshot().games.map((g) => g.game),
      );
      const mark = original.deltas.length;
      original.clock.advance(20 * MINUTE);
      clock.advance(20 * MINUTE);
      expect(goneOn.length).toBeGreaterThan(500);
      expect(goneOn).toEqual(original.deltas.slice(mark));
    },
    LONG_RUN_TIMEOUT_MS,
  );

  it('stops producing after stop()', () => {
    const { clock, feed, deltas } = run(3, 0);
    feed.stop();
    const count = deltas.length;
    clock.advance(10 * MINUTE);
    expect(deltas.length).toBe(count);
  });
});
