// The bet builder on the server (docs/bet-builder.md): quotes from the game's current prices,
// refusals with reason codes, placement as one leg of an express with a leg of another game, the
// price checked again at placement under the odds-change setting, settlement pick by pick from the
// stored result, and the ledger.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderOutcomeId, type BuilderPick } from '../../../domain/coupon/index';
import { MARKET_TYPE } from '../../../domain/sports/pricing/fairMarket';
import { GameStatus, type GameDetails } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { periodsScore } from '../../../server/sports/feed/sportSims';
import { SPORT_IDS } from '../../../server/sports/catalog';
import { insertResult } from '../../../server/sports/results/resultsRepository';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  ControlledFeed,
  expectRefused,
  fundedCustomer,
  linePicks,
  place,
  settleOnFeedClock,
  type Customer,
  type Pick,
} from './couponTestKit';
import { settlementHelpers } from './settlementKit';

afterAll(removeTempDirs);

const QUOTE_URL = '/web-api/coupon/bet-builder/quote';
const THREE: BuilderPick[] = [
  { market: 'result', pick: 'home' },
  { market: 'total', line: 2.5, pick: 'over' },
  { market: 'btts', pick: 'yes' },
];

interface Quote {
  ok: boolean;
  coef?: number;
  probability?: number;
  pickProbabilities?: number[];
  refusal?: { code: string; picks?: number[] };
}

describe.each(databaseBackends('both'))('bet builder on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let clock: ManualFeedClock;
  let customer: Customer;
  let goalsGames: GameDetails[];
  let others: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, feed, clock } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    const res = await app.inject({ url: '/web-api/sports/games?type=line&limit=300' });
    const games = res.json<{ games: { id: number; sportId: number }[] }>().games;
    goalsGames = [];
    for (const { id } of games.filter((g) => g.sportId === SPORT_IDS.football)) {
      const full = await app.inject({ url: `/web-api/sports/games/${id}` });
      if (full.statusCode !== 200) continue;
      const game = full.json<{ game: GameDetails }>().game;
      const btts = game.markets.some((m) => m.typeId === MARKET_TYPE.bothToScore);
      const total = game.markets.some((m) => m.typeId === MARKET_TYPE.total && m.param === 2.5);
      const open = game.markets.every((m) => m.outcomes.every((o) => !o.isBlocked));
      if (btts && total && open && game.status === GameStatus.NotStarted && !game.isLiveInLive) {
        goalsGames.push(game);
      }
      if (goalsGames.length === 4) break;
    }
    expect(goalsGames.length).toBe(4);
    const used = new Set(goalsGames.map((g) => g.id));
    others = (await linePicks(app, 20)).filter((p) => !used.has(p.game.id));
    customer = await fundedCustomer(app, database, 1_000_000_000);
    // Opening a PGlite database and a server is slow on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const { placeOk, shown, settleCredits } = settlementHelpers(() => ({ app, database, customer }));
  const quote = async (gameId: number, picks: unknown[]): Promise<Quote> => {
    const res = await app.inject({
      method: 'POST',
      url: QUOTE_URL,
      payload: { gameId, picks },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Quote>();
  };
  const builderBet = (game: GameDetails, coef: number, picks: BuilderPick[] = THREE) => ({
    outcomeId: builderOutcomeId(game.id),
    gameId: game.id,
    coef,
    isLive: false,
    builder: picks,
  });
  const coefOf = (game: GameDetails, typeId: number, outcomeTypeId: number, param?: number) =>
    game.markets
      .find((m) => m.typeId === typeId && (param === undefined || m.param === param))!
      .outcomes.find((o) => o.typeId === outcomeTypeId)!.coef;

  it('quotes a correlated pair below the product of its markets, refuses impossible picks', async () => {
    const game = goalsGames[0]!;
    const pair = await quote(game.id, [THREE[1], THREE[2]]);
    expect(pair.ok).toBe(true);
    const over = coefOf(game, MARKET_TYPE.total, 9, 2.5);
    const yes = coefOf(game, MARKET_TYPE.bothToScore, 11);
    expect(pair.coef!).toBeLessThan(over * yes);
    const [pOver, pYes] = pair.pickProbabilities!;
    expect(pair.probability!).toBeGreaterThan(pOver! * pYes!);
    // The fitted model gives back the feed's own fair prices (the overround out).
    expect(pOver!).toBeCloseTo(
      1 / over / (1 / over + 1 / coefOf(game, MARKET_TYPE.total, 10, 2.5)),
      2,
    );

    expect(await quote(game.id, [THREE[2], { market: 'correctScore', home: 1, away: 0 }])).toEqual({
      ok: false,
      refusal: { code: 'builder_impossible', picks: [0, 1] },
    });
    expect((await quote(game.id, [THREE[0]])).refusal?.code).toBe('builder_too_few_picks');
    expect(
      (await quote(game.id, [THREE[0], { market: 'result', pick: 'draw' }])).refusal?.code,
    ).toBe('builder_same_market');
    expect(
      (await quote(game.id, [THREE[0], { market: 'total', line: 9.5, pick: 'over' }])).refusal,
    ).toEqual({ code: 'builder_market_unavailable', picks: [1] });
    for (const other of others) {
      const full = await app.inject({ url: `/web-api/sports/games/${other.game.id}` });
      const details = full.json<{ game: GameDetails }>().game;
      if (details.markets.some((m) => m.typeId === MARKET_TYPE.bothToScore)) continue;
      expect((await quote(other.game.id, THREE)).refusal?.code).toBe('builder_unsupported_game');
      break;
    }
  });

  it('answers 400 for a malformed body and 404 for an unknown game, changing nothing', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: QUOTE_URL,
      payload: { gameId: goalsGames[0]!.id, picks: [{ market: 'anything' }] },
    });
    expect(bad.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'POST',
      url: QUOTE_URL,
      payload: { gameId: goalsGames[0]!.id, picks: THREE, more: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: QUOTE_URL,
      payload: { gameId: 9_999_999_999, picks: THREE },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('places a builder in an express with another game, settles it from the result', async () => {
    const game = goalsGames[1]!;
    const other = others[0]!;
    const q = await quote(game.id, THREE);
    expect(q.ok).toBe(true);
    const before = await balanceOf(database, customer.mainAccountId);
    const [coupon] = await placeOk({
      typeId: 1,
      amount: 100,
      changeCoefAction: 0,
      bets: [builderBet(game, q.coef!), betOf(other)],
    });
    expect(coupon!.legs.map((l) => l.outcomeId)).toEqual([-game.id, other.outcome.id]);
    expect(coupon!.legs[0]!.coef).toBe(q.coef);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000);
    const { rows } = await sql<{ builder: BuilderPick[] | null; market_type_id: number }>`
      select builder, market_type_id from coupon_legs where coupon_id = ${coupon!.id}::bigint
      order by position`.execute(database.db);
    expect(rows[0]).toEqual({ builder: THREE, market_type_id: 81 });
    expect(rows[1]!.builder).toBeNull();

    // Named from its picks in the language asked.
    const en = await app.inject({
      url: `/web-api/coupon/${coupon!.id}?lng=en`,
      headers: customer.headers,
    });
    expect(
      en.json<{ legs: { marketName: string; outcomeName: string }[] }>().legs[0],
    ).toMatchObject({
      marketName: 'Bet builder',
      outcomeName: '1 + Total Over 2.5 + Both teams score: yes',
    });

    // 2:1 (1:1, 1:0): home won, three goals, both scored: the builder won; the other leg won too.
    await result(game, 2, 1, [
      { home: 1, away: 1 },
      { home: 1, away: 0 },
    ]);
    await result(
      other.game,
      other.outcome.typeId === 1 ? 2 : 0,
      other.outcome.typeId === 3 ? 2 : 0,
      [],
    );
    await settleOnFeedClock(database, clock);
    const view = await shown(coupon!.id);
    expect(view.status).toBe('won');
    expect(view.legs.map((l) => l.result)).toEqual(['won', 'won']);
    expect(view.payout).toBe(coupon!.possibleWin);
    expect(await settleCredits(coupon!.id)).toEqual([
      { kind: 'bet_win', amount: Math.round(coupon!.possibleWin * 100) },
    ]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(
      before - 10_000 + Math.round(coupon!.possibleWin * 100),
    );
  });

  it('loses when one pick loses (1:1: no home win)', async () => {
    const game = goalsGames[2]!;
    const q = await quote(game.id, THREE);
    const [coupon] = await placeOk({ typeId: 9, amount: 10, bets: [builderBet(game, q.coef!)] });
    await result(game, 2, 2, [
      { home: 1, away: 1 },
      { home: 1, away: 1 },
    ]);
    await settleOnFeedClock(database, clock);
    expect(await shown(coupon!.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await settleCredits(coupon!.id)).toEqual([]);
  });

  it('prices again at placement: a moved price is refused under "ask", taken under "any"', async () => {
    const game = goalsGames[3]!;
    const q = await quote(game.id, THREE);
    const main = game.markets.find((m) => m.typeId === MARKET_TYPE.result1x2)!;
    // The home side shortens: the builder (home win in it) gets shorter too.
    feed.push({
      gameId: game.id,
      outcomes: main.outcomes.map((o) => ({
        id: o.id,
        coef: o.typeId === 1 ? 1.3 : Math.round(o.coef * 250) / 100,
        isBlocked: false,
      })),
    });
    const moved = await quote(game.id, THREE);
    expect(moved.coef!).toBeLessThan(q.coef!);
    const snapshot = await balanceOf(database, customer.mainAccountId);
    const refusals = await expectRefused(
      await place(app, customer, {
        typeId: 1,
        accountId: customer.mainAccountId,
        amount: 10,
        changeCoefAction: 0,
        bets: [builderBet(game, q.coef!), betOf(others[1]!)],
      }),
      'odds_changed',
    );
    expect(refusals[0]).toMatchObject({ outcomeId: -game.id, newCoef: moved.coef });
    // "Accept increases" refuses a fall too; "accept any" books at the new price.
    await expectRefused(
      await place(app, customer, {
        typeId: 9,
        accountId: customer.mainAccountId,
        amount: 10,
        changeCoefAction: 1,
        bets: [builderBet(game, q.coef!)],
      }),
      'odds_changed',
    );
    expect(await balanceOf(database, customer.mainAccountId)).toBe(snapshot);
    const [coupon] = await placeOk({
      typeId: 9,
      amount: 10,
      changeCoefAction: 2,
      bets: [builderBet(game, q.coef!)],
    });
    expect(coupon!.legs[0]!.coef).toBe(moved.coef);

    // An impossible builder and a builder with a leg of its own game are refused.
    await expectRefused(
      await place(app, customer, {
        typeId: 9,
        accountId: customer.mainAccountId,
        amount: 10,
        changeCoefAction: 2,
        bets: [
          builderBet(game, 5, [
            { market: 'btts', pick: 'yes' },
            { market: 'correctScore', home: 1, away: 0 },
          ]),
        ],
      }),
      'builder_impossible',
    );
    const own = main.outcomes[0]!;
    await expectRefused(
      await place(app, customer, {
        typeId: 1,
        accountId: customer.mainAccountId,
        amount: 10,
        changeCoefAction: 2,
        bets: [builderBet(game, moved.coef!), { outcomeId: own.id, gameId: game.id, coef: 1.3 }],
      }),
      'dependent_bets',
    );
    expect(await balanceOf(database, customer.mainAccountId)).toBe(snapshot - 1_000);
  });

  async function result(
    game: GameDetails,
    home: number,
    away: number,
    periods: { home: number; away: number }[],
  ) {
    await insertResult(database.db, {
      gameId: game.id,
      permanentId: game.permanentId,
      number: game.number,
      sportId: game.sportId,
      champId: game.champId,
      countryId: 1,
      opponents: game.opponents,
      startAt: game.startAt,
      finishedAt: game.startAt + 7200,
      score: periodsScore(home, away, periods),
      wasLive: false,
    });
  }
});
