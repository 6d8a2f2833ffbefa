import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CYBER_TYPES, type GameResult, type PeriodScore } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { LeaderGatedFeed } from '../../../server/live/leaderGatedFeed';
import { sportsOptionsForLive } from '../../../server/live/liveWiring';
import { SPORT_IDS, simulatedCatalog } from '../../../server/sports/catalog';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import {
  BACKFILL,
  backfillSimulatedResults,
  simulatedHistory,
} from '../../../server/sports/results/resultsBackfill';
import { listResults } from '../../../server/sports/results/resultsRepository';
import { FIRST_SIMULATED_GAME_ID, createSportsRuntime } from '../../../server/sports/sportsRuntime';
import { SportsState } from '../../../server/sports/state/sportsState';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

// 13:30 UTC: the whole backfill window (4 hours) lies within the day asked for.
const START = Date.UTC(2026, 10, 21, 13, 30, 0);
const TODAY = '2026-11-21';
const SEED = 3;
const catalog = simulatedCatalog();
const silentLog = { info() {}, error() {}, warn() {} } as never;

interface LiveBody {
  sports: { sport: { id: number }; champs: { champ: { id: number }; results: GameResult[] }[] }[];
}
interface ZoneBody {
  zones: { country: { id: number }; champs: { champ: { id: number }; results: GameResult[] }[] }[];
}

const allResults = async (database: AppDatabase) =>
  listResults(database.db, { fromSec: 0, toSec: 4e9, limit: 10_000 });

/** Goals of each period add up to the score; no negative or fractional count anywhere. */
function expectPeriodsAddUp(result: GameResult, periods: number): void {
  const { score } = result;
  expect(score.periods).toHaveLength(periods);
  for (const p of [score, ...score.periods]) {
    expect(Number.isInteger(p.home) && p.home >= 0).toBe(true);
    expect(Number.isInteger(p.away) && p.away >= 0).toBe(true);
  }
  const sum = (side: keyof PeriodScore) => score.periods.reduce((n, p) => n + p[side], 0);
  expect([sum('home'), sum('away')]).toEqual([score.home, score.away]);
}

/** A finished tennis set: 6 games to at most 4, 7:5, or 7:6 after the tie-break. */
function isFinishedSet({ home, away }: PeriodScore): boolean {
  const [won, lost] = home > away ? [home, away] : [away, home];
  return (won === 6 && lost <= 4) || (won === 7 && (lost === 5 || lost === 6));
}

function expectPlausible(result: GameResult): void {
  const { score } = result;
  expect(score.full).toBe(`${score.home}:${score.away}`);
  switch (result.sportId) {
    case SPORT_IDS.football:
      expectPeriodsAddUp(result, 2);
      expect(score.home + score.away).toBeLessThanOrEqual(12);
      break;
    case SPORT_IDS.eFootball:
      expectPeriodsAddUp(result, 2);
      expect(score.home + score.away).toBeLessThanOrEqual(20);
      break;
    case SPORT_IDS.iceHockey:
      expectPeriodsAddUp(result, 3);
      expect(score.home + score.away).toBeLessThanOrEqual(20);
      break;
    case SPORT_IDS.basketball:
      expect(score.periods.length).toBeGreaterThanOrEqual(4);
      expectPeriodsAddUp(result, score.periods.length);
      expect(score.home).not.toBe(score.away);
      expect(score.home + score.away).toBeGreaterThan(80);
      expect(score.home + score.away).toBeLessThan(300);
      break;
    case SPORT_IDS.tennis: {
      // Best of three sets: the winner takes two; every set is a finished one.
      expect([score.home, score.away].sort()).toEqual(
        score.home + score.away === 2 ? [0, 2] : [1, 2],
      );
      expect(score.periods).toHaveLength(score.home + score.away);
      for (const set of score.periods) expect(isFinishedSet(set), score.formatted).toBe(true);
      const setsWon = score.periods.filter((s) => s.home > s.away).length;
      expect([setsWon, score.periods.length - setsWon]).toEqual([score.home, score.away]);
      break;
    }
    case SPORT_IDS.cs2: {
      // Best of three maps, each won with 13 rounds or more and a two-round lead.
      expect(Math.max(score.home, score.away)).toBe(2);
      expect(score.periods).toHaveLength(score.home + score.away);
      for (const map of score.periods) {
        expect(Math.max(map.home, map.away)).toBeGreaterThanOrEqual(13);
        expect(Math.abs(map.home - map.away)).toBeGreaterThanOrEqual(2);
      }
      break;
    }
    case SPORT_IDS.mma:
      // The winner scores 1; a period a round started (three at most).
      expect(score.home + score.away).toBe(1);
      expect(score.periods.length).toBeGreaterThanOrEqual(1);
      expect(score.periods.length).toBeLessThanOrEqual(3);
      break;
    case SPORT_IDS.politics:
    case SPORT_IDS.marbleRacing:
      if (result.opponents.length === 1) {
        // An outright: `home` names the winning runner.
        expect(score.home).toBeGreaterThanOrEqual(1);
        expect(score.away).toBe(0);
      } else {
        // A run-off: nine regions counted.
        expect(score.home + score.away).toBe(9);
      }
      break;
    default:
      throw new Error(`unexpected sport ${result.sportId}`);
  }
}

describe('the simulated history', () => {
  it('is the same for the same seed and minute, and differs for another seed', () => {
    const first = simulatedHistory(SEED, START, catalog);
    expect(simulatedHistory(SEED, START + 30_000, catalog)).toEqual(first);
    expect(simulatedHistory(SEED + 1, START, catalog)).not.toEqual(first);
  });

  it('keeps a team to one game at a time and finishes every game before now', () => {
    const history = simulatedHistory(SEED, START, catalog);
    expect(history.length).toBeGreaterThan(40);
    for (const game of history) {
      expect(game.finishedMs).toBeLessThanOrEqual(START);
      expect(game.startMs).toBeGreaterThanOrEqual(START - BACKFILL.windowMs);
      expect(game.finishedMs).toBeGreaterThan(game.startMs);
    }
    const byTeam = new Map<number, { startMs: number; finishedMs: number }[]>();
    for (const game of history) {
      for (const team of [game.home, game.away]) {
        byTeam.set(team.id, [...(byTeam.get(team.id) ?? []), game]);
      }
    }
    for (const games of byTeam.values()) {
      for (let i = 1; i < games.length; i += 1) {
        expect(games[i]!.startMs).toBeGreaterThanOrEqual(games[i - 1]!.finishedMs);
      }
    }
  });
});

describe.each(databaseBackends())('backfilled results on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const clock = new ManualFeedClock(START);
  const sports = { feed: 'simulated' as const, seed: SEED, clock };

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({ database, sports });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('a fresh server answers live and zone results with finished games at once', async () => {
    const live = await get<LiveBody>(`/web-api/sports/results?type=live&date=${TODAY}`);
    const results = live.sports.flatMap((s) => s.champs.flatMap((c) => c.results));
    expect(results.length).toBeGreaterThan(40);
    // Every sport, every championship and every cyber type has played.
    expect(live.sports.map((s) => s.sport.id).sort((a, b) => a - b)).toEqual(
      Object.values(SPORT_IDS).sort((a, b) => a - b),
    );
    expect(new Set(results.map((r) => r.champId)).size).toBe(catalog.championships.length);
    expect(new Set(results.map((r) => r.cyberType).filter(Boolean))).toEqual(new Set(CYBER_TYPES));
    for (const r of results) {
      expect(r.wasLive).toBe(true);
      expect(r.finishedAt).toBeLessThanOrEqual(START / 1000);
      expect(r.finishedAt).toBeGreaterThan(r.startAt);
      expect(r.gameId).toBeLessThan(FIRST_SIMULATED_GAME_ID);
      expectPlausible(r);
    }

    const zone = await get<ZoneBody>(`/web-api/sports/results?type=zone&date=${TODAY}`);
    const zoned = zone.zones.flatMap((z) => z.champs.flatMap((c) => c.results));
    expect(zoned.map((r) => r.gameId).sort()).toEqual(results.map((r) => r.gameId).sort());

    const football = await get<LiveBody>(
      `/web-api/sports/results?type=live&date=${TODAY}&sportId=${SPORT_IDS.football}`,
    );
    expect(football.sports.map((s) => s.sport.id)).toEqual([SPORT_IDS.football]);
  });

  it('leaves the feed’s numbering alone: its games start at the first simulated id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/web-api/sports/games?type=live&limit=300',
    });
    const ids = res.json<{ games: { id: number }[] }>().games.map((g) => g.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(FIRST_SIMULATED_GAME_ID);
  });

  it('a second start on the same database stores nothing more', async () => {
    const before = await allResults(database);
    const again = await createSportsRuntime(database, sports);
    again.start();
    await again.close();
    expect(await allResults(database)).toEqual(before);
    // Called directly, with the history already stored, it writes nothing either.
    expect(
      await backfillSimulatedResults(database.db, {
        seed: SEED,
        nowMs: START,
        catalog,
        idsBelow: FIRST_SIMULATED_GAME_ID,
      }),
    ).toBe(0);
  });

  it('is deterministic: the same seed and time store the same results again', async () => {
    const before = await allResults(database);
    await database.db.deleteFrom('sport_results').execute();
    const written = await backfillSimulatedResults(database.db, {
      seed: SEED,
      nowMs: START,
      catalog,
      idsBelow: FIRST_SIMULATED_GAME_ID,
    });
    expect(written).toBe(before.length);
    expect(await allResults(database)).toEqual(before);
  });

  it('after a long pause, fills the new past with ids above the earlier history', async () => {
    const before = await allResults(database);
    const earlierMax = Math.max(...before.map((r) => r.gameId));
    const later = START + 8 * 3600_000;
    const written = await backfillSimulatedResults(database.db, {
      seed: SEED,
      nowMs: later,
      catalog,
      idsBelow: FIRST_SIMULATED_GAME_ID,
    });
    expect(written).toBeGreaterThan(40);
    const added = (await allResults(database)).filter((r) => r.finishedAt > START / 1000);
    expect(added).toHaveLength(written);
    for (const r of added) {
      expect(r.gameId).toBeGreaterThan(earlierMax);
      expect(r.gameId).toBeLessThan(FIRST_SIMULATED_GAME_ID);
    }
  });

  it('with Redis, only the feed lease holder writes the history', async () => {
    await database.db.deleteFrom('sport_results').execute();
    const options = sportsOptionsForLive(
      database,
      sports,
      { redisUrl: 'redis://unused' },
      silentLog,
    );
    const gate = options?.feed;
    expect(gate).toBeInstanceOf(LeaderGatedFeed);
    if (!(gate instanceof LeaderGatedFeed)) return;
    gate.start();
    await gate.settled();
    expect(await allResults(database)).toEqual([]);
    gate.lead(new SportsState(simulatedCatalog()));
    await gate.settled();
    expect(gate.isRunning).toBe(true);
    gate.stop();
    await gate.settled();
    expect((await allResults(database)).length).toBeGreaterThan(40);
  });
});
