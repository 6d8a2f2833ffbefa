// Statistics of a game from this site's stored settled results (SPEC section 2 "statistic and
// statisticpopup"): results are stored as the feed's games finish; the route computes each side's
// form, the head-to-head meetings and the championship table from them, and invents nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResult, GameWithMarkets, Opponent } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { catalogTeams } from '../../../server/sports/catalog';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { insertResults } from '../../../server/sports/results/resultsRepository';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const HOUR_SEC = 3600;

interface Stats {
  gameId: number;
  source: { results: number; firstAt: number | null; lastAt: number | null };
  headToHead: unknown[];
  form: { teamId: number; results: unknown[] }[];
  standings: unknown[];
}

describe.each(databaseBackends('both'))(
  'game statistics from stored results on $name',
  (backend) => {
    let database: AppDatabase;
    let drop: () => Promise<void>;
    let app: FastifyInstance;
    let game: GameWithMarkets;

    beforeAll(async () => {
      ({ database, drop } = await backend.open());
      const clock = new ManualFeedClock(START);
      const feed = new SimulatedFeed({ seed: 5, clock });
      app = await buildTestServer({ database, sports: { feed, seed: 5, clock } });
      await app.ready();
      const res = await app.inject({
        method: 'GET',
        url: '/web-api/sports/games?type=line&limit=300',
      });
      const { games } = res.json<{ games: GameWithMarkets[] }>();
      // A two-sided game of a championship with at least two more teams.
      const found = games.find(
        (g) => g.opponents.length === 2 && catalogTeams(g.champId).length >= 4,
      );
      if (!found) throw new Error('no two-sided line game');
      game = found;
    });

    afterAll(async () => {
      await app.close();
      await drop();
    });

    const statistics = async (gameId = game.id) => {
      const res = await app.inject({
        method: 'GET',
        url: `/web-api/sports/games/${gameId}/statistics`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<Stats>();
    };

    let nextId = 900_000;
    const START_SEC = START / 1000;
    /** A stored result of the game's championship: `home` against `away`, finished `hoursAgo`. */
    function stored(
      home: Opponent,
      away: Opponent,
      score: [number, number],
      hoursAgo: number,
      extra: Partial<GameResult> = {},
    ): GameResult {
      nextId += 1;
      const finishedAt = START_SEC - hoursAgo * HOUR_SEC;
      return {
        gameId: nextId,
        permanentId: nextId,
        number: nextId % 1000,
        sportId: game.sportId,
        champId: game.champId,
        countryId: 1,
        opponents: [home, away],
        startAt: finishedAt - 2 * HOUR_SEC,
        finishedAt,
        score: {
          home: score[0],
          away: score[1],
          full: `${score[0]}:${score[1]}`,
          periods: [],
          formatted: `${score[0]}:${score[1]}`,
        },
        wasLive: true,
        ...extra,
      };
    }

    it('says there is nothing when no result of the championship is stored', async () => {
      const stats = await statistics();
      expect(stats).toEqual({
        gameId: game.id,
        source: { results: 0, firstAt: null, lastAt: null },
        headToHead: [],
        form: game.opponents.map((o) => ({ teamId: o.id, results: [] })),
        standings: [],
      });
    });

    it('computes form, meetings and the table exactly from the stored results', async () => {
      const [a, b] = game.opponents as [Opponent, Opponent];
      const others = catalogTeams(game.champId).filter((t) => t.id !== a.id && t.id !== b.id);
      const [x, y] = others.map((t) => ({ id: t.id, name: t.name, nameEn: t.nameEn })) as [
        Opponent,
        Opponent,
      ];
      const results = [
        stored(a, b, [2, 1], 10),
        stored(b, x, [0, 0], 8),
        stored(y, a, [3, 0], 6),
        stored(b, a, [1, 1], 4),
        // Not counted: a cancelled game, and another championship's game of the same ids.
        stored(a, b, [5, 0], 2, { cancelled: true }),
        stored(a, x, [4, 0], 1, { champId: game.champId + 1 }),
      ];
      await insertResults(database.db, results);
      const [r1, r2, r3, r4] = results as [GameResult, GameResult, GameResult, GameResult];
      const at = (r: GameResult) => r.finishedAt;
      const stats = await statistics();

      expect(stats.source).toEqual({ results: 4, firstAt: at(r1), lastAt: at(r4) });
      const meeting = (r: GameResult, home: Opponent, away: Opponent) => ({
        gameId: r.gameId,
        playedAt: at(r),
        homeId: home.id,
        homeName: home.nameEn,
        awayId: away.id,
        awayName: away.nameEn,
        homeScore: r.score.home,
        awayScore: r.score.away,
      });
      expect(stats.headToHead).toEqual([meeting(r4, b, a), meeting(r1, a, b)]);
      const formResult = (
        r: GameResult,
        opponent: Opponent,
        home: boolean,
        scored: number,
        conceded: number,
        result: string,
      ) => ({
        gameId: r.gameId,
        playedAt: at(r),
        opponentId: opponent.id,
        opponentName: opponent.nameEn,
        home,
        scored,
        conceded,
        result,
      });
      expect(stats.form).toEqual([
        {
          teamId: a.id,
          results: [
            formResult(r4, b, false, 1, 1, 'D'),
            formResult(r3, y, false, 0, 3, 'L'),
            formResult(r1, b, true, 2, 1, 'W'),
          ],
        },
        {
          teamId: b.id,
          results: [
            formResult(r4, a, true, 1, 1, 'D'),
            formResult(r2, x, true, 0, 0, 'D'),
            formResult(r1, a, false, 1, 2, 'L'),
          ],
        },
      ]);
      const row = (
        position: number,
        team: Opponent,
        [played, won, drawn, lost, goalsFor, goalsAgainst, points]: number[],
      ) => ({
        position,
        teamId: team.id,
        name: team.nameEn,
        played,
        won,
        drawn,
        lost,
        goalsFor,
        goalsAgainst,
        points,
      });
      // y: 1 win (3 pts, +3); a: W D L (4 pts, 3:5); b: D D L (2 pts, 2:3); x: D (1 pt).
      expect(stats.standings).toEqual([
        row(1, a, [3, 1, 1, 1, 3, 5, 4]),
        row(2, y, [1, 1, 0, 0, 3, 0, 3]),
        row(3, b, [3, 0, 2, 1, 2, 3, 2]),
        row(4, x, [1, 0, 1, 0, 0, 0, 1]),
      ]);
    });

    it('keeps the five latest results of a side', async () => {
      const [a] = game.opponents as [Opponent, Opponent];
      const [x] = catalogTeams(game.champId)
        .filter((t) => !game.opponents.some((o) => o.id === t.id))
        .map((t) => ({ id: t.id, name: t.name, nameEn: t.nameEn })) as [Opponent];
      await insertResults(
        database.db,
        [0.5, 0.4, 0.3, 0.2, 0.1].map((hoursAgo) => stored(x, a, [0, 1], hoursAgo)),
      );
      const stats = await statistics();
      const form = stats.form[0]?.results as { result: string; opponentId: number }[];
      expect(form.map((r) => [r.result, r.opponentId])).toEqual(Array(5).fill(['W', x.id]));
      expect(stats.source.results).toBe(9);
    });

    it('refuses an unknown game', async () => {
      const res = await app.inject({ method: 'GET', url: '/web-api/sports/games/999/statistics' });
      expect(res.statusCode).toBe(404);
    });
  },
);
