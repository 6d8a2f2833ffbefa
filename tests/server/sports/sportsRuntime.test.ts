import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResult } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { insertResult, listResults } from '../../../server/sports/results/resultsRepository';
import {
  DEFAULT_FEED_SEED,
  readFeedSeed,
  readFrozenFeedClock,
} from '../../../server/sports/sportsEnv';
import { FIRST_SIMULATED_GAME_ID, createSportsRuntime } from '../../../server/sports/sportsRuntime';
import { StartupRefusal } from '../../../server/startupRefusal';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

describe('FEED_SEED', () => {
  it('defaults, accepts whole numbers and refuses anything else with a clear message', () => {
    expect(readFeedSeed({})).toBe(DEFAULT_FEED_SEED);
    expect(readFeedSeed({ FEED_SEED: ' 42 ' })).toBe(42);
    for (const bad of ['-1', '1.5', 'abc', '12345678901']) {
      expect(() => readFeedSeed({ FEED_SEED: bad }), bad).toThrow(StartupRefusal);
      expect(() => readFeedSeed({ FEED_SEED: bad })).toThrow(/FEED_SEED/);
    }
  });
});

describe('FEED_FROZEN_AT', () => {
  it('stands the feed still at an ISO instant, only under test control', () => {
    expect(readFrozenFeedClock({}, true)).toBeUndefined();
    const clock = readFrozenFeedClock({ FEED_FROZEN_AT: '2026-01-15T12:00:00Z' }, true);
    expect(clock?.now()).toBe(Date.UTC(2026, 0, 15, 12));
    expect(() => readFrozenFeedClock({ FEED_FROZEN_AT: '2026-01-15T12:00:00Z' }, false)).toThrow(
      /TEST_CONTROL=1/,
    );
    for (const bad of ['yesterday', '1768478400000', '2026-13-45T00:00:00Z']) {
      expect(() => readFrozenFeedClock({ FEED_FROZEN_AT: bad }, true), bad).toThrow(StartupRefusal);
    }
  });
});

describe.each(databaseBackends())('the sports runtime on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  const clock = new ManualFeedClock(Date.UTC(2026, 10, 21, 12));
  // A small simulation: these tests are about wiring, not volume.
  const simulation = { lineGames: 6, initialLiveGames: 3 };
  /** The games the first simulated runtime ran (saved for the next one). */
  let firstIds: number[] = [];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
  });

  afterAll(async () => {
    await drop();
  });

  it('runs no feed unless asked', async () => {
    const idle = await createSportsRuntime(database);
    idle.start();
    expect(idle.feed).toBeNull();
    expect(idle.state.games()).toEqual([]);
    await idle.close();
  });

  it('numbers simulated games from the first id on an empty database, and stops on close', async () => {
    const fresh = await createSportsRuntime(database, {
      feed: 'simulated',
      seed: 2,
      clock,
      simulation,
    });
    fresh.start();
    const ids = fresh.state.games().map((g) => g.id);
    firstIds = ids;
    expect(ids.length).toBe(9);
    expect(Math.min(...ids)).toBe(FIRST_SIMULATED_GAME_ID);
    clock.advance(5_000);
    expect(fresh.state.version).toBeGreaterThan(ids.length);
    await fresh.close();
    const version = fresh.state.version;
    clock.advance(60_000);
    expect(fresh.state.version).toBe(version);
  });

  it('stores a result once; the next runtime goes on with the saved games and numbers new ones above the stored results', async () => {
    const result: GameResult = {
      gameId: FIRST_SIMULATED_GAME_ID + 5000,
      permanentId: 1,
      number: 1,
      sportId: 1,
      champId: 101,
      countryId: 1,
      opponents: [{ id: 10101, name: 'A', nameEn: 'A' }],
      startAt: 1_795_000_000,
      finishedAt: 1_795_006_000,
      score: {
        home: 1,
        away: 0,
        full: '1:0',
        periods: [{ home: 1, away: 0 }],
        formatted: '1:0 (1:0)',
      },
      wasLive: true,
    };
    await insertResult(database.db, result);
    // Storing the same game again changes nothing.
    await insertResult(database.db, { ...result, score: { ...result.score, full: '9:9' } });
    // (The earlier runtime stored the simulated history, with ids below the feed's.)
    const stored = await listResults(database.db, { fromSec: 0, toSec: 2e9, limit: 10_000 });
    expect(stored.filter((r) => r.gameId === result.gameId)).toEqual([result]);
    const next = await createSportsRuntime(database, {
      feed: 'simulated',
      seed: 2,
      clock,
      simulation,
    });
    next.start();
    const goneOn = next.state.games().map((g) => g.id);
    expect(goneOn).toEqual(expect.arrayContaining(firstIds));
    // The line refills as its games go live: the new games come after the stored result. A
    // minute at a time, each game seen as it is drawn: a short one (a fight stopped in the first
    // round) may be over and gone within the hour.
    const drawn = new Set<number>();
    for (let minute = 0; minute < 60; minute += 1) {
      clock.advance(60_000);
      for (const game of next.state.games()) if (!firstIds.includes(game.id)) drawn.add(game.id);
    }
    expect(drawn.size).toBeGreaterThan(0);
    expect(Math.min(...drawn)).toBe(result.gameId + 1);
    await next.close();
  });
});
