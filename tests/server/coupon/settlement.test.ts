// Settlement from stored results (SPEC section 3 "Bet", section 4 "Bets and coupon", section 9
// "Possible win"): legs resolved by the result table, coupons paid through the ledger exactly once
// whatever the repeats, the concurrency or a failure half-way, and the customer's coupon and bet
// history showing the outcome.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUNDRED, hundredthsOf, productHundredths, winOf } from '../../../domain/coupon/index';
import { OUTCOME_TYPE } from '../../../domain/sports/pricing/fairMarket';
import { GameStatus } from '../../../domain/sports/types';
import type { SettlementPassOptions } from '../../../server/coupon/settlement';
import type { AppDatabase } from '../../../server/db/index';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { periodsScore } from '../../../server/sports/feed/sportSims';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  buildCouponServer,
  betOf,
  ControlledFeed,
  settleOnFeedClock,
  fundedCustomer,
  linePicks,
  type Customer,
  type Pick,
} from './couponTestKit';
import { settlementHelpers, waitFor, type Shown } from './settlementKit';

afterAll(removeTempDirs);

const minor = (major: number) => Math.round(major * 100);

describe.each(databaseBackends())('settlement on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    // Sweeps an hour apart: the passes a test runs by hand are the only ones (besides the one
    // right after a stored result).
    ({ app, feed, clock } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    pool = await linePicks(app, 40);
    for (const pick of pool) expect(pick.outcome.typeId).toBe(OUTCOME_TYPE.home);
    customer = await fundedCustomer(app, database, 100_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const settle = (options: SettlementPassOptions = {}) =>
    settleOnFeedClock(database, clock, options);

  /** Fresh games for one test (a game's result is stored once). */
  const take = (n: number) => {
    if (pool.length < n) throw new Error('Out of line picks');
    return pool.splice(0, n);
  };

  const { placeOk, storeResult, shown, settleCredits } = settlementHelpers(() => ({
    app,
    database,
    customer,
  }));

  it('pays a won express its possible win, once, and shows it won', async () => {
    const picks = take(3);
    const before = await balanceOf(database, customer.mainAccountId);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    for (const p of picks) await storeResult(p.game, 'won');
    const report = await settle();
    expect(report.legs).toBeGreaterThanOrEqual(3);

    const win = minor(coupon!.possibleWin);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000 + win);
    expect(await settleCredits(coupon!.id)).toEqual([{ kind: 'bet_win', amount: win }]);
    const view = await shown(coupon!.id);
    expect(view).toMatchObject({ status: 'won', payout: coupon!.possibleWin });
    expect(view.settledAt).not.toBeNull();
    expect(view.legs.map((l) => l.result)).toEqual(['won', 'won', 'won']);

    const history = await app.inject({
      url: '/web-api/bets/history?status=won&period=all',
      headers: customer.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const items = history.json<{ items: Shown[] }>().items;
    expect(items.find((c) => c.id === coupon!.id)).toMatchObject({
      status: 'won',
      payout: coupon!.possibleWin,
    });
  });

  it('settles a lost express with no credit', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 50, bets: picks.map((p) => betOf(p)) });
    const afterStake = await balanceOf(database, customer.mainAccountId);
    await storeResult(picks[0]!.game, 'lost');
    // One leg lost, the other still unknown: the coupon waits for its last leg.
    await settle();
    expect(await shown(coupon!.id)).toMatchObject({ status: 'open', payout: null });
    expect((await shown(coupon!.id)).legs.map((l) => l.result)).toEqual(['lost', null]);

    await storeResult(picks[1]!.game, 'won');
    await settle();
    expect(await shown(coupon!.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await settleCredits(coupon!.id)).toEqual([]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(afterStake);
    const row = await database.db
      .selectFrom('coupons')
      .select('settle_transaction_id')
      .where('id', '=', coupon!.id)
      .executeTakeFirstOrThrow();
    expect(row.settle_transaction_id).toBeNull();
  });

  it('voids an express on cancelled games (stake back) and drops a void leg from a win', async () => {
    const voided = take(2);
    const [allVoid] = await placeOk({ typeId: 1, amount: 70, bets: voided.map((p) => betOf(p)) });
    for (const p of voided) await storeResult(p.game, 'cancelled');

    const mixed = take(3);
    const [oneVoid] = await placeOk({ typeId: 1, amount: 40, bets: mixed.map((p) => betOf(p)) });
    const before = await balanceOf(database, customer.mainAccountId);
    await storeResult(mixed[0]!.game, 'cancelled');
    await storeResult(mixed[1]!.game, 'won');
    await storeResult(mixed[2]!.game, 'won');
    await settle();

    expect(await shown(allVoid!.id)).toMatchObject({ status: 'void', payout: 70 });
    expect(await settleCredits(allVoid!.id)).toEqual([{ kind: 'bet_refund', amount: 7_000 }]);
    // The void leg counts 1: the win is the stake times the other two coefficients.
    const coefs = oneVoid!.legs.slice(1).map((l) => hundredthsOf(l.coef));
    const expected = winOf(4_000, productHundredths(coefs));
    expect(await shown(oneVoid!.id)).toMatchObject({ status: 'won', payout: expected / 100 });
    expect((await shown(oneVoid!.id)).legs.map((l) => l.result)).toEqual(['void', 'won', 'won']);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + 7_000 + expected);
  });

  it('pays a system 2/3 with a banker per winning combination', async () => {
    const [banker, ...free] = take(4);
    const [system] = await placeOk({
      typeId: 2,
      systemValue: 2,
      useBankers: true,
      amount: 300,
      bets: [betOf(banker!, { blockId: 0 }), ...free.map((p) => betOf(p, { blockId: 1 }))],
    });
    expect(system!.possibleWin).toBeGreaterThan(0);
    const before = await balanceOf(database, customer.mainAccountId);
    await storeResult(banker!.game, 'won');
    await storeResult(free[0]!.game, 'won');
    await storeResult(free[1]!.game, 'won');
    await storeResult(free[2]!.game, 'lost');
    await settle();

    // Three combinations of 100.00 each (banker + two free legs); only {free0, free1} won.
    const c = (i: number) => hundredthsOf(system!.legs[i]!.coef);
    const winning = productHundredths([c(0), c(1), c(2)]);
    const expected = Number((30_000n * winning) / (3n * HUNDRED));
    expect(await shown(system!.id)).toMatchObject({ status: 'won', payout: expected / 100 });
    expect(await settleCredits(system!.id)).toEqual([{ kind: 'bet_win', amount: expected }]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + expected);
  });

  it('loses a system whose banker lost', async () => {
    const [banker, ...free] = take(4);
    const [system] = await placeOk({
      typeId: 2,
      systemValue: 2,
      useBankers: true,
      amount: 300,
      bets: [betOf(banker!, { blockId: 0 }), ...free.map((p) => betOf(p, { blockId: 1 }))],
    });
    await storeResult(banker!.game, 'lost');
    for (const p of free) await storeResult(p.game, 'won');
    await settle();
    expect(await shown(system!.id)).toMatchObject({ status: 'lost', payout: 0 });
  });

  it('settles each single of a singles coupon on its own', async () => {
    const picks = take(3);
    const coupons = await placeOk({
      typeId: 9,
      amount: 10,
      amountByBetId: { [picks[0]!.outcome.id]: 20, [picks[1]!.outcome.id]: 30 },
      bets: picks.map((p) => betOf(p)),
    });
    expect(coupons.map((c) => [c.typeId, c.amount])).toEqual([
      [0, 20],
      [0, 30],
      [0, 10],
    ]);
    const before = await balanceOf(database, customer.mainAccountId);
    await storeResult(picks[0]!.game, 'won');
    await storeResult(picks[1]!.game, 'lost');
    await storeResult(picks[2]!.game, 'cancelled');
    await settle({ gameIds: picks.map((p) => p.game.id) });

    const won = winOf(2_000, hundredthsOf(coupons[0]!.legs[0]!.coef));
    expect(await shown(coupons[0]!.id)).toMatchObject({ status: 'won', payout: won / 100 });
    expect(await shown(coupons[1]!.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await shown(coupons[2]!.id)).toMatchObject({ status: 'void', payout: 10 });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + won + 1_000);
  });

  it('pays a blocks coupon per block, the lobby leg in every block', async () => {
    const [lobby, one, two] = take(3);
    const [blocks] = await placeOk({
      typeId: 4,
      amount: 0,
      amountByBlockId: { 1: 25, 2: 35 },
      bets: [
        betOf(lobby!, { blockId: 0 }),
        betOf(one!, { blockId: 1 }),
        betOf(two!, { blockId: 2 }),
      ],
    });
    expect(blocks!.amount).toBe(60);
    const before = await balanceOf(database, customer.mainAccountId);
    await storeResult(lobby!.game, 'won');
    await storeResult(one!.game, 'won');
    await storeResult(two!.game, 'lost');
    await settle();

    const c = (i: number) => hundredthsOf(blocks!.legs[i]!.coef);
    const expected = winOf(2_500, productHundredths([c(0), c(1)]));
    expect(await shown(blocks!.id)).toMatchObject({ status: 'won', payout: expected / 100 });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + expected);
  });

  it('leaves a leg of a market the rules do not know open', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 10, bets: picks.map((p) => betOf(p)) });
    await sql`update coupon_legs set market_type_id = 9999 where coupon_id = ${coupon!.id}
      and position = 0`.execute(database.db);
    for (const p of picks) await storeResult(p.game, 'won');
    await settle();
    const view = await shown(coupon!.id);
    expect(view.status).toBe('open');
    expect(view.legs.map((l) => l.result)).toEqual([null, 'won']);

    // A person settles it; the next sweep settles the coupon.
    await sql`update coupon_legs set result = 'won' where coupon_id = ${coupon!.id}
      and position = 0`.execute(database.db);
    await settle();
    expect(await shown(coupon!.id)).toMatchObject({ status: 'won', payout: coupon!.possibleWin });
  });

  it('credits once when results arrive twice and passes run twice and at once', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const before = await balanceOf(database, customer.mainAccountId);
    for (const p of picks) {
      await storeResult(p.game, 'won');
      await storeResult(p.game, 'won');
    }
    const reports = await Promise.all([
      settle(),
      settle(),
      settle({ gameIds: [picks[0]!.game.id] }),
      settle({ gameIds: [picks[1]!.game.id] }),
    ]);
    await settle();
    expect(reports.reduce((n, r) => n + r.coupons, 0)).toBe(1);
    const win = minor(coupon!.possibleWin);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + win);
    expect(await settleCredits(coupon!.id)).toEqual([{ kind: 'bet_win', amount: win }]);
  });

  it('settles through the feed: a finished game stores its result and settles at once', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 20, bets: picks.map((p) => betOf(p)) });
    const before = await balanceOf(database, customer.mainAccountId);
    for (const p of picks) {
      const finished = {
        gameId: p.game.id,
        status: GameStatus.Finished,
        score: periodsScore(3, 1, []),
        finished: true,
      };
      feed.push(finished);
      // Delivered again (a replay of the same change): applied once, stored once, credited once.
      feed.push(finished);
    }
    await waitFor(async () => (await shown(coupon!.id)).status !== 'open', 'the coupon to settle');
    expect(await shown(coupon!.id)).toMatchObject({ status: 'won', payout: coupon!.possibleWin });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(
      before + minor(coupon!.possibleWin),
    );
  });

  it('a failure half-way credits nothing and the next pass settles it once', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 30, bets: picks.map((p) => betOf(p)) });
    const before = await balanceOf(database, customer.mainAccountId);
    for (const p of picks) await storeResult(p.game, 'won');
    // The coupon's update fails after the credit was posted in the same transaction, as a
    // process dying before COMMIT would leave it: nothing of it stays.
    await sql`create function fail_settle() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`.execute(database.db);
    await sql`create trigger fail_settle before update on coupons
      for each row when (new.id = ${sql.lit(coupon!.id)}) execute function fail_settle()`.execute(
      database.db,
    );
    const failures: string[] = [];
    await settle({ onCouponError: (id) => failures.push(id) });
    expect(failures).toEqual([String(coupon!.id)]);
    expect(await shown(coupon!.id)).toMatchObject({ status: 'open', payout: null });
    expect((await shown(coupon!.id)).legs.map((l) => l.result)).toEqual([null, null]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before);
    expect(await settleCredits(coupon!.id)).toEqual([]);

    await sql`drop trigger fail_settle on coupons`.execute(database.db);
    await sql`drop function fail_settle()`.execute(database.db);
    await settle();
    expect(await shown(coupon!.id)).toMatchObject({ status: 'won' });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(
      before + minor(coupon!.possibleWin),
    );
  });

  it("a later server's sweeps settle results another process stored", async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 15, bets: picks.map((p) => betOf(p)) });
    const before = await balanceOf(database, customer.mainAccountId);
    // Stored while no server of ours ran a pass for it (another process, or before a crash).
    for (const p of picks) await storeResult(p.game, 'won');
    const { app: other } = await buildCouponServer(database, { seed: 3, sweepEveryMs: 20 });
    try {
      await waitFor(async () => (await shown(coupon!.id)).status === 'won', 'the sweep');
      expect(await balanceOf(database, customer.mainAccountId)).toBe(
        before + minor(coupon!.possibleWin),
      );
    } finally {
      await other.close();
    }
  });
});
