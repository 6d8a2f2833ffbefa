// The hyper bonus (SPEC section 3 hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit;
// docs/coupon.md "Hyper bonus"): a brand with `hyperBonus` in its site config answers it, fixes
// its own percent and limits on each qualifying express placed there and refuses a slip whose
// percent differs (hyper_bonus_changed), writing nothing; settlement of a won coupon pays the
// bonus from the house account hyper_bonus in the same balanced transaction as the payout, taxed
// with the winnings on a taxed brand, once however often settlement runs; a lost, void or cashed
// out coupon earns none, a resettlement as lost takes it back, and a brand without it pays none.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hyperBonusAmount, winningsTax } from '../../../domain/coupon/index';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT } from '../../../server/money/houseAccounts';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  couponContentRoot,
  expectRefused,
  fundedCustomer,
  linePicks,
  NORD,
  overrideSite,
  place,
  settleOnFeedClock,
  writeSnapshot,
  type Customer,
  type Pick,
} from './couponTestKit';
import {
  houseBalance,
  resettleFirstOutcome,
  settlementHelpers,
  settlePostings,
} from './settlementKit';
import { signedInOperator } from '../operators/operatorKit';

afterAll(removeTempDirs);

/** aurora: 5 % from 3 legs, 10 % from 4, each at 1.2 or more, from 50.00, at most 20.00. */
const HYPER = {
  minLegCoef: 1.2,
  percentByLegs: [
    { legs: 3, percent: 5 },
    { legs: 4, percent: 10 },
  ],
  minBet: 50,
  maxBonus: 20,
};
const TERMS = { percent: 5, minBetMinor: 5_000, maxBonusMinor: 2_000 };
/** aurora also taxes 15 % of the winnings above 10.00, to test the two together. */
const TAX = { rateBp: 1500, taxFreeMinor: 1000 };

function hyperContentRoot(): string {
  return overrideSite(couponContentRoot(), 'aurora', {
    hyperBonus: HYPER,
    taxes: { ratePercent: 15, taxFreeWinnings: 10 },
  });
}

describe.each(databaseBackends('both'))('hyper bonus on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock } = await buildCouponServer(database, {
      seed: 11,
      contentRoot: hyperContentRoot(),
      sweepEveryMs: 3_600_000,
    }));
    pool = await linePicks(app, 24);
    customer = await fundedCustomer(app, database, 100_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const take = (n: number) => pool.splice(0, n);
  const aurora = settlementHelpers(() => ({ app, database, customer }));
  const nord = () => ({ ...customer, headers: { ...customer.headers, ...NORD } });

  const hyperBalance = () => houseBalance(database, HOUSE_ACCOUNT.hyperBonus);
  const ledgerSum = async () => {
    const { rows } = await sql<{ total: string | number | null }>`
      select sum(amount) as total from ledger_postings`.execute(database.db);
    return Number(rows[0]?.total ?? 0);
  };
  const express = (picks: Pick[], amount: number, extra: Record<string, unknown> = {}) => ({
    typeId: 1,
    accountId: customer.mainAccountId,
    changeCoefAction: 2,
    amount,
    bets: picks.map((p) => betOf(p)),
    ...extra,
  });

  it('answers the terms for the brand that has them only', async () => {
    const config = await app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json()).toMatchObject({ hyperBonus: HYPER });
    const plain = await app.inject({ url: '/bff-api/config/all.json?lang=en', headers: NORD });
    expect(plain.json()).not.toHaveProperty('hyperBonus');
  });

  it('refuses a slip whose percent is not the server’s, writing nothing', async () => {
    const picks = take(3);
    const snapshot = await writeSnapshot(database);
    // 3 legs earn 5 %, not 10 %; below the 50.00 stake none; on nord none at all.
    await expectRefused(
      await place(app, customer, express(picks, 100, { hyperBonusPercent: 10 })),
      'hyper_bonus_changed',
    );
    await expectRefused(
      await place(app, customer, express(picks, 20, { hyperBonusPercent: 5 })),
      'hyper_bonus_changed',
    );
    await expectRefused(
      await place(app, nord(), express(picks, 100, { hyperBonusPercent: 5 })),
      'hyper_bonus_changed',
    );
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('pays a won express its bonus from the house, taxed with the winnings, once', async () => {
    const picks = take(3);
    const before = await balanceOf(database, customer.mainAccountId);
    const hyperBefore = await hyperBalance();
    const sumBefore = await ledgerSum();
    const [coupon] = await aurora.placeOk(
      express(picks, 100, {
        hyperBonusPercent: 5,
        minHyperBonusBetLimit: 50,
        maxHyperBonusLimit: 20,
      }),
    );
    expect(await aurora.shown(coupon!.id)).toMatchObject({ hyperBonusPercent: 5, hyperBonus: 0 });
    const gross = Math.round(coupon!.possibleWin * 100);
    const bonus = hyperBonusAmount(TERMS, 10_000, gross);
    // 5 % of the winnings, capped at 20.00.
    expect(bonus).toBe(Math.min(2_000, Math.floor(((gross - 10_000) * 5) / 100)));
    expect(bonus).toBeGreaterThan(0);
    const { tax, net } = winningsTax(TAX, gross + bonus, 10_000);
    expect(tax).toBeGreaterThan(0);

    for (const p of picks) await aurora.storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000 + net);
    expect(hyperBefore - (await hyperBalance())).toBe(bonus);
    const postings = await settlePostings(database, coupon!.id);
    expect(postings).toHaveLength(4);
    expect(postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
    expect(postings.find((p) => p.code === HOUSE_ACCOUNT.hyperBonus)?.amount).toBe(-bonus);
    expect(postings.find((p) => p.code === HOUSE_ACCOUNT.winningsTax)?.amount).toBe(tax);
    expect(postings.find((p) => p.code === null)?.amount).toBe(net);
    expect(await ledgerSum()).toBe(sumBefore);

    // Settlement again pays nothing more.
    await settleOnFeedClock(database, clock);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000 + net);
    expect(await settlePostings(database, coupon!.id)).toHaveLength(4);

    expect(await aurora.shown(coupon!.id)).toMatchObject({
      status: 'won',
      payout: net / 100,
      tax: tax / 100,
      hyperBonusPercent: 5,
      hyperBonus: bonus / 100,
    });
    const history = await app.inject({
      url: '/web-api/bets/history?pageSize=50',
      headers: customer.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const row = history
      .json<{ items: { id: number; hyperBonus?: number }[] }>()
      .items.find((c) => c.id === coupon!.id);
    expect(row?.hyperBonus).toBe(bonus / 100);
  });

  it('pays no bonus to a lost express, nor to one cashed out', async () => {
    const hyperBefore = await hyperBalance();
    const lostPicks = take(3);
    const [lost] = await aurora.placeOk(express(lostPicks, 100, { hyperBonusPercent: 5 }));
    await aurora.storeResult(lostPicks[0]!.game, 'lost');
    for (const p of lostPicks.slice(1)) await aurora.storeResult(p.game, 'won');

    const soldPicks = take(3);
    const [sold] = await aurora.placeOk(express(soldPicks, 100, { hyperBonusPercent: 5 }));
    for (const p of soldPicks.slice(0, 2)) await aurora.storeResult(p.game, 'won');
    const offers = await app.inject({
      url: `/web-api/coupon/cash-out/offers?ids=${sold!.id}`,
      headers: customer.headers,
    });
    expect(offers.statusCode, offers.body).toBe(200);
    const value = offers.json<{ offers: { value: number }[] }>().offers[0]!.value;
    const cashOut = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${sold!.id}/cash-out`,
      headers: { ...customer.headers, 'idempotency-key': `hyper-cash-out-${sold!.id}` },
      payload: { value },
    });
    expect(cashOut.statusCode, cashOut.body).toBe(200);
    await aurora.storeResult(soldPicks[2]!.game, 'won');
    await settleOnFeedClock(database, clock);

    expect(await aurora.shown(lost!.id)).toMatchObject({ status: 'lost', hyperBonus: 0 });
    expect(await aurora.shown(sold!.id)).toMatchObject({ status: 'cashed_out', hyperBonus: 0 });
    expect(await hyperBalance()).toBe(hyperBefore);
  });

  it('a resettlement of a won express as lost takes the bonus back', async () => {
    const picks = take(3);
    const trader = await signedInOperator(app, database, 'trader');
    const before = await balanceOf(database, customer.mainAccountId);
    const hyperBefore = await hyperBalance();
    const [coupon] = await aurora.placeOk(express(picks, 100, { hyperBonusPercent: 5 }));
    for (const p of picks) await aurora.storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);
    expect(await hyperBalance()).toBeLessThan(hyperBefore);

    const first = picks[0]!;
    const resettled = await resettleFirstOutcome(app, trader, first, 'lost');
    expect(resettled.statusCode, resettled.body).toBe(200);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000);
    expect(await hyperBalance()).toBe(hyperBefore);
    expect(await aurora.shown(coupon!.id)).toMatchObject({
      status: 'lost',
      payout: 0,
      hyperBonus: 0,
    });
  });

  it('a brand without it pays none: nord settles the express as it wins', async () => {
    const picks = take(3);
    const nordHelpers = settlementHelpers(() => ({ app, database, customer: nord() }));
    const hyperBefore = await hyperBalance();
    const [coupon] = await nordHelpers.placeOk(express(picks, 100, { hyperBonusPercent: 0 }));
    for (const p of picks) await nordHelpers.storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);
    const shown = await nordHelpers.shown(coupon!.id);
    expect(shown).toMatchObject({ status: 'won' });
    expect(shown).not.toHaveProperty('hyperBonus');
    expect(await hyperBalance()).toBe(hyperBefore);
  });
});
