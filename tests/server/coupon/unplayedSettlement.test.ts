// The house rule for games never played (domain/coupon/settlement.ts UNPLAYED_VOID_AFTER_HOURS):
// a leg whose game has no stored result more than 48 hours after its scheduled start is void, as
// a cancelled game's leg, and its coupon settles by the usual path, once. The passes' clock is
// driven by the tests (`now`); the server's sweeps measure it on the feed's clock.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hundredthsOf,
  productHundredths,
  UNPLAYED_VOID_AFTER_HOURS,
  winOf,
} from '../../../domain/coupon/index';
import type { GameDetails } from '../../../domain/sports/types';
import { settleFromResults } from '../../../server/coupon/settlement';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { periodsScore } from '../../../server/sports/feed/sportSims';
import { insertResult } from '../../../server/sports/results/resultsRepository';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  ControlledFeed,
  couponContentRoot,
  fundedCustomer,
  linePicks,
  place,
  START,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

interface Placed {
  id: number;
  typeId: number;
  amount: number;
  possibleWin: number;
  legs: { outcomeId: number; coef: number }[];
}

interface Shown {
  id: number;
  status: string;
  payout: number | null;
  legs: { outcomeId: number; result: string | null }[];
}

const HOUR_MS = 3_600_000;

async function buildServer(database: AppDatabase, clockMs: number, sweepEveryMs: number) {
  const clock = new ManualFeedClock(clockMs);
  const feed = new ControlledFeed(new SimulatedFeed({ seed: 7, clock }));
  const app = await buildTestServer({
    database,
    contentRoot: couponContentRoot(),
    sports: { feed, seed: 7, clock },
    settlement: { sweepEveryMs },
  });
  await app.ready();
  return app;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(databaseBackends())('unplayed games on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    // Sweeps an hour apart: the passes the tests run by hand are the only ones.
    app = await buildServer(database, START, 3_600_000);
    await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
    await houseAccountId(database.db, HOUSE_ACCOUNT.sportsbook, 643);
    pool = await linePicks(app, 12);
    customer = await fundedCustomer(app, database, 100_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const take = (n: number) => {
    if (pool.length < n) throw new Error('Out of line picks');
    return pool.splice(0, n);
  };

  async function placeOk(body: Record<string, unknown>): Promise<Placed[]> {
    const res = await place(app, customer, {
      accountId: customer.mainAccountId,
      changeCoefAction: 2,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ coupons: Placed[] }>().coupons;
  }

  async function storeResult(game: GameDetails, outcome: 'won' | 'lost') {
    const [home, away] = outcome === 'won' ? [2, 0] : [0, 2];
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
      score: periodsScore(home, away, []),
      wasLive: false,
    });
  }

  async function shown(id: number): Promise<Shown> {
    const res = await app.inject({ url: `/web-api/coupon/${id}`, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Shown>();
  }

  /** The latest scheduled start (ms) of a coupon's legs, as booked on coupon_legs. */
  async function latestStartMs(couponId: number): Promise<number> {
    const { rows } = await sql<{ start_at: Date | string }>`
      select max(start_at) as start_at from coupon_legs where coupon_id = ${couponId}`.execute(
      database.db,
    );
    return new Date(rows[0]!.start_at).getTime();
  }

  /** A clock `hours` after `fromMs`. */
  const at = (fromMs: number, hours: number) => () => new Date(fromMs + hours * HOUR_MS);

  async function settleCredits(id: number) {
    const { rows } = await sql<{ kind: string; amount: string | number }>`
      select t.kind, p.amount from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id
      where t.idempotency_key = ${`coupon:${id}:settle`} and p.amount > 0`.execute(database.db);
    return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
  }

  it('is the house rule of 48 hours', () => {
    expect(UNPLAYED_VOID_AFTER_HOURS).toBe(48);
  });

  it('leaves a leg with no result open at 47 h and voids it at 49 h, refunding once', async () => {
    const [pick] = take(1);
    const [single] = await placeOk({ typeId: 9, amount: 25, bets: [betOf(pick!)] });
    const start = await latestStartMs(single!.id);
    expect(start).toBe(pick!.game.startAt * 1000);
    const before = await balanceOf(database, customer.mainAccountId);

    await settleFromResults(database.db, { now: at(start, 47) });
    expect(await shown(single!.id)).toMatchObject({ status: 'open', payout: null });
    expect((await shown(single!.id)).legs.map((l) => l.result)).toEqual([null]);
    // A per-game pass (for another game) does not look for unplayed games.
    const other = take(1)[0]!;
    await settleFromResults(database.db, { gameIds: [other.game.id], now: at(start, 49) });
    expect((await shown(single!.id)).status).toBe('open');

    const reports = await Promise.all([
      settleFromResults(database.db, { now: at(start, 49) }),
      settleFromResults(database.db, { now: at(start, 49) }),
      settleFromResults(database.db, { now: at(start, 50) }),
    ]);
    await settleFromResults(database.db, { now: at(start, 51) });
    expect(reports.reduce((n, r) => n + r.coupons, 0)).toBe(1);
    const view = await shown(single!.id);
    expect(view).toMatchObject({ status: 'void', payout: 25 });
    expect(view.legs.map((l) => l.result)).toEqual(['void']);
    expect(await settleCredits(single!.id)).toEqual([{ kind: 'bet_refund', amount: 2_500 }]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + 2_500);

    // A result that arrives after the leg was voided changes nothing.
    await storeResult(pick!.game, 'won');
    await settleFromResults(database.db, { now: at(start, 60) });
    expect(await shown(single!.id)).toMatchObject({ status: 'void', payout: 25 });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + 2_500);
  });

  it('pays an express with one unplayed and two won legs, the unplayed leg at 1', async () => {
    const picks = take(3);
    const [express] = await placeOk({ typeId: 1, amount: 40, bets: picks.map((p) => betOf(p)) });
    const before = await balanceOf(database, customer.mainAccountId);
    await storeResult(picks[1]!.game, 'won');
    await storeResult(picks[2]!.game, 'won');
    const start = await latestStartMs(express!.id);

    await settleFromResults(database.db, { now: at(start, 47) });
    expect((await shown(express!.id)).status).toBe('open');

    await settleFromResults(database.db, { now: at(start, 49) });
    const coefs = express!.legs.slice(1).map((l) => hundredthsOf(l.coef));
    const expected = winOf(4_000, productHundredths(coefs));
    const view = await shown(express!.id);
    expect(view).toMatchObject({ status: 'won', payout: expected / 100 });
    expect(view.legs.map((l) => l.result)).toEqual(['void', 'won', 'won']);
    expect(await settleCredits(express!.id)).toEqual([{ kind: 'bet_win', amount: expected }]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + expected);
  });

  it('settles by the result when it arrives before the deadline', async () => {
    const [pick] = take(1);
    const [single] = await placeOk({ typeId: 9, amount: 30, bets: [betOf(pick!)] });
    const start = await latestStartMs(single!.id);
    const before = await balanceOf(database, customer.mainAccountId);
    await settleFromResults(database.db, { now: at(start, 47) });
    expect((await shown(single!.id)).status).toBe('open');

    await storeResult(pick!.game, 'lost');
    await settleFromResults(database.db, { now: at(start, 49) });
    const view = await shown(single!.id);
    expect(view).toMatchObject({ status: 'lost', payout: 0 });
    expect(view.legs.map((l) => l.result)).toEqual(['lost']);
    expect(await settleCredits(single!.id)).toEqual([]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before);
  });

  it("a server's sweeps measure the deadline on the feed's clock", async () => {
    const [pick] = take(1);
    const [single] = await placeOk({ typeId: 9, amount: 15, bets: [betOf(pick!)] });
    const start = await latestStartMs(single!.id);
    const before = await balanceOf(database, customer.mainAccountId);
    expect((await shown(single!.id)).status).toBe('open');

    // A server whose feed is 49 hours past the game's start voids it on its own sweeps.
    const later = await buildServer(database, start + 49 * HOUR_MS, 20);
    try {
      await waitFor(async () => (await shown(single!.id)).status !== 'open', 'the sweep');
      expect(await shown(single!.id)).toMatchObject({ status: 'void', payout: 15 });
      expect(await balanceOf(database, customer.mainAccountId)).toBe(before + 1_500);
    } finally {
      await later.close();
    }
  });
});
