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
import { settleFromResults } from '../../../server/coupon/settlement';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  buildCouponServer,
  betOf,
  fundedCustomer,
  linePicks,
  type Customer,
  type Pick,
} from './couponTestKit';
import { settlementHelpers, waitFor } from './settlementKit';

afterAll(removeTempDirs);

const HOUR_MS = 3_600_000;

describe.each(databaseBackends())('unplayed games on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    // Sweeps an hour apart: the passes the tests run by hand are the only ones.
    ({ app } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
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

  const { placeOk, storeResult, shown, settleCredits } = settlementHelpers(() => ({
    app,
    database,
    customer,
  }));

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
    // The deadline is the unplayed leg's own: the line's games may start hours apart, so 47 h
    // after the latest leg's start could already be past 48 h of the unplayed one.
    const start = picks[0]!.game.startAt * 1000;

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
    const { app: later } = await buildCouponServer(database, {
      clockMs: start + 49 * HOUR_MS,
      sweepEveryMs: 20,
    });
    try {
      await waitFor(async () => (await shown(single!.id)).status !== 'open', 'the sweep');
      expect(await shown(single!.id)).toMatchObject({ status: 'void', payout: 15 });
      expect(await balanceOf(database, customer.mainAccountId)).toBe(before + 1_500);
    } finally {
      await later.close();
    }
  });
});
