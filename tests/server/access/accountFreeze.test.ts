// A frozen account (SPEC section 3 "Account state" isAccountFrozen): an operator freezes a
// customer's money (audited; test control does the same for end-to-end tests). The customer
// still signs in and reads the account, which says isAccountFrozen; every call that would move
// money (bets, cash-out, pool tickets, deposits, withdrawals, conversion, promo codes, real-money
// casino) is refused 403 account_frozen and changes nothing. Account data also lists the active
// bonuses ({idBonus, money}).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS } from '../../../domain/access/contract';
import { BONUS_PATHS } from '../../../domain/bonus/contract';
import { creditBonus } from '../../../server/bonus/bonusService';
import type { AppDatabase } from '../../../server/db/index';
import { fundedCustomer, type Customer } from '../coupon/couponTestKit';
import { moneySnapshot } from '../money/moneyTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { accessServerFor, refusalOf, signedInOperator, TEST_ORIGIN } from './accessTestKit';

afterAll(removeTempDirs);

type Call = (app: FastifyInstance, customer: Customer) => Promise<LightMyRequestResponse>;

const post =
  (url: string, payload: object, headers: Record<string, string> = {}): Call =>
  (app, customer) =>
    app.inject({ method: 'POST', url, headers: { ...customer.headers, ...headers }, payload });

/** Every call that would move the customer's money. */
const MONEY_CALLS: Record<string, Call> = {
  deposit: post('/web-api/payments/deposit', { amount: 50_000 }),
  withdrawal: post('/web-api/payments/withdraw', { amount: 10_000 }),
  coupon: (app, customer) =>
    post(
      '/web-api/coupon/place',
      {
        typeId: 1,
        accountId: customer.mainAccountId,
        amount: 100,
        changeCoefAction: 2,
        bets: [{ outcomeId: 1, gameId: 1, coef: 1.5 }],
      },
      { 'idempotency-key': `frozen-${Math.random()}` },
    )(app, customer),
  'cash-out': post('/web-api/coupon/1/cash-out', { amount: 100 }, { 'idempotency-key': 'k1' }),
  'toto ticket': post('/web-api/toto/tickets', {}, { 'idempotency-key': 'k2' }),
  'lotto ticket': post('/web-api/lotto/tickets', {}, { 'idempotency-key': 'k3' }),
  conversion: post('/web-api/account/conversion', { account_id: 1, request_key: 'k4' }),
  'promo code': post(BONUS_PATHS.promoRedeem, { code: 'WELCOME' }),
  'casino real': post('/web-api/games/launch', { gameId: 1, mode: 'real' }),
};

interface AccountAnswer {
  isAccountFrozen: boolean;
  bonuses: { idBonus: number; money: number }[];
}

describe.each(databaseBackends('both'))('a frozen account on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => ({ app, database } = held));

  const freeze = async (userId: string, isAccountFrozen: boolean) => {
    const res = await app.inject({
      method: 'PUT',
      url: ACCESS_PATHS.testControlAccountFreeze(userId),
      headers: { origin: TEST_ORIGIN },
      payload: { isAccountFrozen },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId, isAccountFrozen });
  };
  const accountOf = async (customer: Customer): Promise<AccountAnswer> => {
    const res = await app.inject({ url: '/web-api/account/data', headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AccountAnswer>();
  };

  it.each(Object.keys(MONEY_CALLS))(
    '%s is refused account_frozen, and moves nothing',
    async (call) => {
      const customer = await fundedCustomer(app, database, 1_000_000);
      const open = await MONEY_CALLS[call]!(app, customer);
      expect(open.statusCode, open.body).toBeLessThan(500);
      expect(open.json<{ reason?: string }>().reason).not.toBe('account_frozen');

      const frozen = await fundedCustomer(app, database, 1_000_000);
      await freeze(frozen.userId, true);
      const before = await moneySnapshot(database);
      const res = await MONEY_CALLS[call]!(app, frozen);
      expect(refusalOf(res)).toEqual({ status: 403, reason: 'account_frozen' });
      expect(await moneySnapshot(database)).toBe(before);
    },
  );

  it('the frozen customer reads the account (it says so), plays demos, and is open again once unfrozen', async () => {
    const customer = await fundedCustomer(app, database, 1_000_000);
    expect((await accountOf(customer)).isAccountFrozen).toBe(false);
    await freeze(customer.userId, true);
    expect((await accountOf(customer)).isAccountFrozen).toBe(true);
    for (const url of ['/web-api/user/config', '/web-api/office/payments/history']) {
      const read = await app.inject({ url, headers: customer.headers });
      expect(read.statusCode, `${url} ${read.body}`).toBe(200);
    }
    const demo = await post('/web-api/games/launch', { gameId: 1, mode: 'demo' })(app, customer);
    expect(demo.json<{ reason?: string }>().reason).not.toBe('account_frozen');

    await freeze(customer.userId, false);
    expect((await accountOf(customer)).isAccountFrozen).toBe(false);
    const withdrawal = await MONEY_CALLS.withdrawal!(app, customer);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  });

  it('an operator freezes and unfreezes (audited); bad input is 400 and changes nothing', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await fundedCustomer(app, database, 0);
    const url = ACCESS_PATHS.operatorAccountFreeze(customer.userId);
    const put = (payload: unknown, headers = admin.headers) =>
      app.inject({ method: 'PUT', url, headers, payload: payload as object });
    const res = await put({ isAccountFrozen: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: customer.userId, isAccountFrozen: true });
    expect((await accountOf(customer)).isAccountFrozen).toBe(true);
    for (const payload of [{}, { isAccountFrozen: 'yes' }, { isAccountFrozen: false, x: 1 }]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await accountOf(customer)).isAccountFrozen).toBe(true);
    const audit = await database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `customer/${customer.userId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['customer.account_freeze']);
    const missing = await app.inject({
      method: 'PUT',
      url: ACCESS_PATHS.operatorAccountFreeze('999999999'),
      headers: admin.headers,
      payload: { isAccountFrozen: true },
    });
    expect(refusalOf(missing)).toMatchObject({ status: 404, reason: 'not_found' });
    // The customer cannot unfreeze themselves.
    const self = await put({ isAccountFrozen: false }, customer.headers);
    expect([401, 403]).toContain(self.statusCode);
    expect((await accountOf(customer)).isAccountFrozen).toBe(true);
  });

  it('account data lists the active bonuses with their money, oldest first', async () => {
    const customer = await fundedCustomer(app, database, 0);
    expect((await accountOf(customer)).bonuses).toEqual([]);
    const credit = (amount: number) =>
      database.db.transaction().execute((trx) =>
        creditBonus(trx, {
          userId: customer.userId,
          brand: 'aurora',
          source: 'promo',
          product: 'sports',
          kind: 'bonus',
          amount,
          currencyId: 643,
          terms: { percent: 100, maxAmount: 10_000, minDeposit: 0, multiplier: 5, expiryDays: 30 },
          nowMs: Date.now(),
        }),
      );
    const first = await credit(50_000);
    const second = await credit(7_500);
    const data = await accountOf(customer);
    expect(data.bonuses).toEqual([
      { idBonus: Number(first), money: 50_000 },
      { idBonus: Number(second), money: 7_500 },
    ]);
    await database.db
      .updateTable('bonuses')
      .set({ status: 'expired' })
      .where('id', '=', first!)
      .execute();
    expect((await accountOf(customer)).bonuses).toEqual([
      { idBonus: Number(second), money: 7_500 },
    ]);
  });
});
