// The winnings tax (SPEC section 3 "Global state" partnerHasTaxes, docs/coupon.md "Winnings
// tax"): a brand with `taxes` in its site config answers partnerHasTaxes, fixes its rule on each
// coupon placed there, and settlement withholds the tax through the ledger: the customer is
// credited exactly the payout less the tax, the house account winnings_tax receives the tax, the
// ledger stays balanced; a refund is never taxed, and a brand without taxes withholds nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winningsTax } from '../../../domain/coupon/index';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT } from '../../../server/money/houseAccounts';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  couponContentRoot,
  fundedCustomer,
  linePicks,
  NORD,
  overrideSite,
  settleOnFeedClock,
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

/** nord taxes 15 % of the winnings above 10.00; aurora has no taxes. */
const RULE = { rateBp: 1500, taxFreeMinor: 1000 };

function taxedContentRoot(): string {
  return overrideSite(couponContentRoot(), 'nord', {
    taxes: { ratePercent: 15, taxFreeWinnings: 10 },
  });
}

describe.each(databaseBackends('both'))('winnings tax on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock } = await buildCouponServer(database, {
      seed: 7,
      contentRoot: taxedContentRoot(),
      sweepEveryMs: 3_600_000,
    }));
    pool = await linePicks(app, 12);
    customer = await fundedCustomer(app, database, 100_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const take = (n: number) => pool.splice(0, n);
  const nord = () => ({ ...customer, headers: { ...customer.headers, ...NORD } });
  const helpers = (who: () => Customer) =>
    settlementHelpers(() => ({ app, database, customer: who() }));
  const taxed = helpers(nord);
  const plain = helpers(() => customer);

  const taxAccountBalance = () => houseBalance(database, HOUSE_ACCOUNT.winningsTax);

  it('answers partnerHasTaxes and the rule for the taxed brand only', async () => {
    const taxedConfig = await app.inject({
      url: '/bff-api/config/all.json?lang=en',
      headers: NORD,
    });
    expect(taxedConfig.statusCode, taxedConfig.body).toBe(200);
    expect(taxedConfig.json()).toMatchObject({
      partnerHasTaxes: true,
      taxes: { ratePercent: 15, taxFreeWinnings: 10 },
    });
    const plainConfig = await app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(plainConfig.json()).toMatchObject({ partnerHasTaxes: false });
    expect(plainConfig.json()).not.toHaveProperty('taxes');
  });

  it('credits a won coupon its payout less the tax; the tax account receives the tax', async () => {
    const picks = take(3);
    const before = await balanceOf(database, customer.mainAccountId);
    const taxBefore = await taxAccountBalance();
    const [coupon] = await taxed.placeOk({
      typeId: 1,
      amount: 100,
      bets: picks.map((p) => betOf(p)),
    });
    const gross = Math.round(coupon!.possibleWin * 100);
    const { tax, net } = winningsTax(RULE, gross, 10_000);
    // The stated rule: 15 % of the winnings above the stake and the 10.00 allowance, rounded down.
    expect(tax).toBe(Math.floor(((gross - 10_000 - 1000) * 15) / 100));
    expect(tax).toBeGreaterThan(0);
    for (const p of picks) await taxed.storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);

    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000 + net);
    expect((await taxAccountBalance()) - taxBefore).toBe(tax);
    const postings = await settlePostings(database, coupon!.id);
    expect(postings).toHaveLength(3);
    expect(postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
    expect(postings.find((p) => p.code === HOUSE_ACCOUNT.winningsTax)?.amount).toBe(tax);
    expect(postings.find((p) => p.code === null)?.amount).toBe(net);

    const shown = await taxed.shown(coupon!.id);
    expect(shown).toMatchObject({ status: 'won', payout: net / 100, tax: tax / 100 });
    const history = await app.inject({
      url: '/web-api/bets/history?pageSize=50',
      headers: nord().headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const row = history
      .json<{ items: { id: number; tax?: number }[] }>()
      .items.find((c) => c.id === coupon!.id);
    expect(row?.tax).toBe(tax / 100);
  });

  it('never taxes a refund: a void coupon gets its whole stake back', async () => {
    const picks = take(2);
    const before = await balanceOf(database, customer.mainAccountId);
    const taxBefore = await taxAccountBalance();
    const [coupon] = await taxed.placeOk({
      typeId: 1,
      amount: 500,
      bets: picks.map((p) => betOf(p)),
    });
    for (const p of picks) await taxed.storeResult(p.game, 'cancelled');
    await settleOnFeedClock(database, clock);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before);
    expect(await taxAccountBalance()).toBe(taxBefore);
    expect(await taxed.settleCredits(coupon!.id)).toEqual([{ kind: 'bet_refund', amount: 50_000 }]);
    expect(await taxed.shown(coupon!.id)).toMatchObject({ status: 'void', payout: 500, tax: 0 });
  });

  it('taxes a cash-out on the winnings above the stake it sells', async () => {
    const picks = take(3);
    const [coupon] = await taxed.placeOk({
      typeId: 1,
      amount: 100,
      bets: picks.map((p) => betOf(p)),
    });
    // Two legs won: the offer is well above the stake.
    for (const p of picks.slice(0, 2)) await taxed.storeResult(p.game, 'won');
    const offers = await app.inject({
      url: `/web-api/coupon/cash-out/offers?ids=${coupon!.id}`,
      headers: nord().headers,
    });
    expect(offers.statusCode, offers.body).toBe(200);
    const value = offers.json<{ offers: { value: number }[] }>().offers[0]!.value;
    const gross = Math.round(value * 100);
    const { tax, net } = winningsTax(RULE, gross, 10_000);
    expect(tax).toBeGreaterThan(0);
    const before = await balanceOf(database, customer.mainAccountId);
    const taxBefore = await taxAccountBalance();
    const res = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${coupon!.id}/cash-out`,
      headers: { ...nord().headers, 'idempotency-key': `tax-cash-out-${coupon!.id}` },
      payload: { value },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: value, tax: tax / 100, status: 'cashed_out' });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + net);
    expect((await taxAccountBalance()) - taxBefore).toBe(tax);
    expect(await taxed.shown(coupon!.id)).toMatchObject({
      status: 'cashed_out',
      payout: net / 100,
      tax: tax / 100,
    });
  });

  it('a resettlement of a taxed win as lost takes back the net payout and the tax', async () => {
    const [p] = take(1);
    const trader = await signedInOperator(app, database, 'trader');
    const before = await balanceOf(database, customer.mainAccountId);
    const taxBefore = await taxAccountBalance();
    const [coupon] = await taxed.placeOk({
      typeId: 9,
      amount: 500,
      bets: [betOf(p!)],
    });
    const { tax, net } = winningsTax(RULE, Math.round(coupon!.possibleWin * 100), 50_000);
    expect(tax).toBeGreaterThan(0);
    await taxed.storeResult(p!.game, 'won');
    await settleOnFeedClock(database, clock);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 50_000 + net);
    expect((await taxAccountBalance()) - taxBefore).toBe(tax);

    const resettled = await resettleFirstOutcome(app, trader, p!, 'lost');
    expect(resettled.statusCode, resettled.body).toBe(200);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 50_000);
    expect(await taxAccountBalance()).toBe(taxBefore);
    expect(await taxed.shown(coupon!.id)).toMatchObject({ status: 'lost', payout: 0, tax: 0 });
  });

  it('a brand without taxes withholds nothing and shows no tax', async () => {
    const picks = take(3);
    const before = await balanceOf(database, customer.mainAccountId);
    const taxBefore = await taxAccountBalance();
    const [coupon] = await plain.placeOk({
      typeId: 1,
      amount: 100,
      bets: picks.map((p) => betOf(p)),
    });
    const gross = Math.round(coupon!.possibleWin * 100);
    for (const p of picks) await plain.storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 10_000 + gross);
    expect(await taxAccountBalance()).toBe(taxBefore);
    expect(await settlePostings(database, coupon!.id)).toHaveLength(2);
    const shown = await plain.shown(coupon!.id);
    expect(shown).toMatchObject({ status: 'won', payout: gross / 100 });
    expect(shown).not.toHaveProperty('tax');
  });
});
