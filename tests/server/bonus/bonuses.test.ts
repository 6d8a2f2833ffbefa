// The bonus state machine over the ledger, end to end through HTTP and the hooks the coupon and
// casino contexts call: the registration's choice earns the first deposit's bonus on the bonus
// account; the customer's own settled coupons and closed rounds wager it; completion moves it to
// the main account, expiry takes it back; every replay changes nothing; the ledger stays balanced.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusListResponse, DepositOfferResponse } from '../../../domain/bonus/contract';
import {
  bonusOnCasinoRoundClosed,
  bonusOnCouponSettled,
  type SettledCouponEvent,
} from '../../../server/bonus/hooks';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { accountData, depositViaSandbox } from '../money/moneyTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { openBonusServer, signUpWithChoice } from './bonusTestKit';

afterAll(removeTempDirs);

async function bonuses(app: FastifyInstance, user: SignedUpUser) {
  const res = await app.inject({ url: '/web-api/office/bonuses', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BonusListResponse>().bonuses;
}

async function ledgerRows(database: AppDatabase): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from ledger_transactions`.execute(database.db);
  return Number(rows[0]!.n);
}

describe.each(databaseBackends())('bonuses on $name', (backend) => {
  const server = openBonusServer(backend);
  let app: FastifyInstance;
  let database: AppDatabase;
  beforeAll(() => ({ app, database } = server));

  const settle = (event: SettledCouponEvent) =>
    database.db.transaction().execute((trx) => bonusOnCouponSettled(trx, event));
  const coupon = (
    user: SignedUpUser,
    id: string,
    stake: number,
    odds: number[],
    status: SettledCouponEvent['status'] = 'lost',
  ): SettledCouponEvent => ({
    couponId: id,
    userId: user.userId,
    currencyId: 643,
    status,
    stake,
    legOddsHundredths: odds,
    placedAt: new Date(),
  });

  it('credits the sports bonus of the first deposit to the bonus account, once', async () => {
    const user = await signUpWithChoice(app, 1);
    const offer = await app.inject({
      url: '/web-api/office/bonuses/deposit-offer',
      headers: user.headers,
    });
    expect(offer.json<DepositOfferResponse>()).toMatchObject({
      choice: 1,
      product: 'sports',
      available: true,
      terms: { percent: 100, maxAmount: 500, multiplier: 3, minOdds: 1.5 },
    });

    await depositViaSandbox(app, user, 20_000);
    let data = await accountData(app, user);
    expect(data.balance).toBe(20_000);
    expect(data.bonus).toBe(20_000);
    const [bonus] = await bonuses(app, user);
    expect(bonus).toMatchObject({
      source: 'first_deposit',
      product: 'sports',
      status: 'active',
      amount: 20_000,
      required: 60_000,
      wagered: 0,
      percent: 0,
      minOdds: 1.5,
    });

    // A second deposit earns nothing more.
    await depositViaSandbox(app, user, 30_000);
    data = await accountData(app, user);
    expect(data.bonus).toBe(20_000);
    expect(await bonuses(app, user)).toHaveLength(1);
    expect(
      (
        await app.inject({ url: '/web-api/office/bonuses/deposit-offer', headers: user.headers })
      ).json<DepositOfferResponse>().available,
    ).toBe(false);
  });

  it('caps the bonus at maxAmount and gives none below minDeposit', async () => {
    const big = await signUpWithChoice(app, 1);
    await depositViaSandbox(app, big, 100_000);
    expect((await accountData(app, big)).bonus).toBe(50_000);

    const small = await signUpWithChoice(app, 1);
    await depositViaSandbox(app, small, 10_000);
    expect((await accountData(app, small)).bonus).toBe(0);
    expect(await bonuses(app, small)).toEqual([]);
  });

  it('gives nothing to a customer who refused the bonus, or on a brand without bonuses', async () => {
    const refused = await signUpWithChoice(app, 0);
    await depositViaSandbox(app, refused, 20_000);
    expect((await accountData(app, refused)).bonus).toBe(0);

    const nord = await signUpWithChoice(app, 1, 'nord.localhost');
    await depositViaSandbox(app, nord, 20_000);
    expect((await accountData(app, nord)).bonus).toBe(0);
    expect(await bonuses(app, nord)).toEqual([]);
  });

  it('counts only qualifying settled coupons, each once, and completes into the main account', async () => {
    const user = await signUpWithChoice(app, 1);
    await depositViaSandbox(app, user, 20_000);
    const before = await accountData(app, user);
    expect(before.bonus).toBe(20_000);

    await settle(coupon(user, 'c1', 10_000, [120])); // a leg below 1.50: nothing
    await settle(coupon(user, 'c2', 10_000, [200, 180], 'void')); // stake returned: nothing
    expect((await bonuses(app, user))[0]).toMatchObject({ wagered: 0, status: 'active' });

    await settle(coupon(user, 'c3', 12_000, [150, 210]));
    await settle(coupon(user, 'c3', 12_000, [150, 210])); // a replay
    expect((await bonuses(app, user))[0]).toMatchObject({
      wagered: 12_000,
      required: 60_000,
      percent: 20,
      remaining: 48_000,
    });

    const transactions = await ledgerRows(database);
    await settle(coupon(user, 'c4', 50_000, [300], 'won'));
    const [done] = await bonuses(app, user);
    expect(done).toMatchObject({ status: 'completed', percent: 100, remaining: 0 });
    const after = await accountData(app, user);
    expect(after.bonus).toBe(0);
    expect(after.balance).toBe(before.balance + 20_000);
    expect(await ledgerRows(database)).toBe(transactions + 1);

    // Nothing after completion: a replay or a later coupon moves no money.
    await settle(coupon(user, 'c4', 50_000, [300], 'won'));
    await settle(coupon(user, 'c5', 20_000, [300]));
    expect(await ledgerRows(database)).toBe(transactions + 1);
    expect((await accountData(app, user)).balance).toBe(after.balance);
  });

  it("never lets another customer's bets wager a bonus, nor shows it to them", async () => {
    const owner = await signUpWithChoice(app, 1);
    const other = await signUpWithChoice(app, 1);
    await depositViaSandbox(app, owner, 20_000);
    await settle(coupon(other, 'x1', 1_000_000, [500]));
    expect((await bonuses(app, owner))[0]).toMatchObject({ wagered: 0, status: 'active' });
    expect(await bonuses(app, other)).toEqual([]);
    expect((await accountData(app, owner)).bonus).toBe(20_000);
  });

  it('wagers a casino bonus by closed rounds, weighted by the game section', async () => {
    const user = await signUpWithChoice(app, 2);
    await depositViaSandbox(app, user, 20_000);
    const [bonus] = await bonuses(app, user);
    expect(bonus).toMatchObject({ product: 'casino', amount: 10_000, required: 100_000 });
    // A sports coupon does not wager a casino bonus.
    await settle(coupon(user, 'k1', 50_000, [300]));
    expect((await bonuses(app, user))[0]!.wagered).toBe(0);
    // A game the catalogue does not know takes the default weight (50 %).
    const round = {
      roundId: 'r1',
      userId: user.userId,
      gameId: '999999',
      currencyId: 643,
      stake: 10_000,
      refunded: 2_000,
    };
    await database.db.transaction().execute((trx) => bonusOnCasinoRoundClosed(trx, round));
    await database.db.transaction().execute((trx) => bonusOnCasinoRoundClosed(trx, round));
    expect((await bonuses(app, user))[0]!.wagered).toBe(4_000);
  });

  it('removes an expired bonus through the sweep, once', async () => {
    const user = await signUpWithChoice(app, 2);
    await depositViaSandbox(app, user, 20_000);
    expect((await accountData(app, user)).bonus).toBe(10_000);
    const sweep = () =>
      app.inject({
        method: 'POST',
        url: '/test-control/bonus/sweep',
        headers: { origin: TEST_ORIGIN },
      });
    expect((await sweep()).json()).toEqual({ expired: 0 });
    const advance = await app.inject({
      method: 'POST',
      url: '/test-control/clock/advance',
      headers: { origin: TEST_ORIGIN },
      payload: { ms: 8 * 24 * 3600 * 1000 },
    });
    expect(advance.statusCode, advance.body).toBe(200);
    // Late bets do not count once it has expired.
    await database.db.transaction().execute((trx) =>
      bonusOnCasinoRoundClosed(trx, {
        roundId: 'late',
        userId: user.userId,
        gameId: '1',
        currencyId: 643,
        stake: 1_000_000,
        refunded: 0,
      }),
    );
    expect((await sweep()).json<{ expired: number }>().expired).toBeGreaterThanOrEqual(1);
    const [bonus] = await bonuses(app, user);
    expect(bonus).toMatchObject({ status: 'expired', wagered: 0 });
    const data = await accountData(app, user);
    expect(data.bonus).toBe(0);
    expect(data.balance).toBe(20_000);
    expect((await sweep()).json()).toEqual({ expired: 0 });
  });

  it('asks for sign-in on every bonus route', async () => {
    for (const call of [
      { method: 'GET', url: '/web-api/office/bonuses' },
      { method: 'GET', url: '/web-api/office/bonuses/deposit-offer' },
      { method: 'POST', url: '/web-api/promo-codes/check', payload: { code: 'ABC' } },
      { method: 'POST', url: '/web-api/promo-codes/redeem', payload: { code: 'ABC' } },
    ] as const) {
      const res = await app.inject({ ...call, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, call.url).toBe(401);
    }
  });
});
