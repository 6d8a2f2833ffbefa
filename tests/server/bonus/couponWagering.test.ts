// Coupon settlement wagers the bettor's own sports bonus (the hook in server/coupon/settlement.ts):
// a lost express of qualifying odds counts its stake, once however often settlement runs; another
// customer's coupon counts nothing; a coupon placed before the bonus counts nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusTerms } from '../../../domain/bonus/index';
import { creditBonus } from '../../../server/bonus/bonusService';
import type { AppDatabase } from '../../../server/db/index';
import { toSafeInteger } from '../../../server/money/bigints';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  settleOnFeedClock,
  type Customer,
  type Pick,
} from '../coupon/couponTestKit';
import { settlementHelpers } from '../coupon/settlementKit';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const TERMS: BonusTerms = {
  percent: 100,
  maxAmount: 500,
  minDeposit: 150,
  multiplier: 3,
  expiryDays: 30,
  minOdds: 1.01,
};

describe.each(databaseBackends())('coupon settlement wagers a sports bonus on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let customer: Customer;
  let other: Customer;
  let pool: Pick[];
  let bonusId: string;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    pool = await linePicks(app, 10);
    customer = await fundedCustomer(app, database, 10_000_000);
    other = await fundedCustomer(app, database, 10_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const mine = settlementHelpers(() => ({ app, database, customer }));
  const theirs = settlementHelpers(() => ({ app, database, customer: other }));
  const wagered = async () => {
    const row = await database.db
      .selectFrom('bonuses')
      .select(['wagered'])
      .where('id', '=', bonusId)
      .executeTakeFirstOrThrow();
    return toSafeInteger(row.wagered);
  };

  it('counts the stake of a settled coupon once, only for its own bettor', async () => {
    // A coupon placed before the bonus was credited counts nothing.
    const early = pool.splice(0, 2);
    await mine.placeOk({ typeId: 1, amount: 70, bets: early.map((p) => betOf(p)) });
    bonusId = (await database.db.transaction().execute((trx) =>
      creditBonus(trx, {
        userId: customer.userId,
        brand: 'aurora',
        source: 'promo',
        product: 'sports',
        kind: 'bonus',
        amount: 50_000,
        currencyId: 643,
        terms: TERMS,
        nowMs: Date.now(),
      }),
    ))!;

    const picks = pool.splice(0, 2);
    await mine.placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const foreign = pool.splice(0, 2);
    await theirs.placeOk({ typeId: 1, amount: 300, bets: foreign.map((p) => betOf(p)) });
    for (const p of [...early, ...picks, ...foreign]) await mine.storeResult(p.game, 'lost');
    await settleOnFeedClock(database, clock);
    await settleOnFeedClock(database, clock);
    expect(await wagered()).toBe(10_000);
  });
});
