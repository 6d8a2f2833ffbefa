// Wagering and loss limits where stakes are placed: coupon placement refuses a stake beyond what a
// limit leaves (refusal code and what is left), wins and refunds count against losses, other
// currencies count converted, and concurrent stakes cannot both slip under one limit (proved on
// PostgreSQL, where transactions really run side by side).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { assertStakeAllowed, StakeLimitRefusal } from '../../../server/limits/index';
import {
  HOUSE_ACCOUNT,
  houseAccountId,
  sportsbookAccountCode,
} from '../../../server/money/houseAccounts';
import { postTransfer } from '../../../server/money/ledger';
import { startDeposit } from '../../../server/money/payments';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  expectRefused,
  fundedCustomer,
  linePicks,
  place,
  type Pick,
} from '../coupon/couponTestKit';
import { buildMoneyServer, createCustomer } from '../money/moneyTestKit';
import { databaseBackends } from '../testServer';
import { limitCall, limitsOf } from './limitsTestKit';

const RUB = 10_000;

describe.each(databaseBackends())('stake limits in coupon placement ($name)', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let picks: Pick[];
  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 4);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const single = (customer: { mainAccountId: number }, pick: Pick, amount: number) => ({
    typeId: 9,
    accountId: customer.mainAccountId,
    amount,
    changeCoefAction: 2,
    bets: [betOf(pick)],
  });

  it('refuses a stake beyond what the wagering limit leaves, and places one within it', async () => {
    const customer = await fundedCustomer(app, database, 500_000);
    const set = await limitCall(app, customer, 'POST', 'limits', {
      limits: [{ type: 1, limitValue: 10 * RUB }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await place(app, customer, single(customer, picks[0]!, 600))).statusCode).toBe(200);
    const before = await balanceOf(database, customer.mainAccountId);
    const refusals = await expectRefused(
      await place(app, customer, single(customer, picks[1]!, 500)),
      'limit_wagering_exceeded',
    );
    expect(refusals).toEqual([{ code: 'limit_wagering_exceeded', limit: 400 }]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before);
    expect((await place(app, customer, single(customer, picks[1]!, 400))).statusCode).toBe(200);
    expect((await limitsOf(app, customer))[0]!.limitBalance).toBe(0);
  });

  it('counts stakes minus wins and refunds against the loss limit', async () => {
    const customer = await fundedCustomer(app, database, 500_000);
    const set = await limitCall(app, customer, 'POST', 'limits', {
      limits: [{ type: 10, limitValue: 10 * RUB }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await place(app, customer, single(customer, picks[2]!, 600))).statusCode).toBe(200);
    await expectRefused(
      await place(app, customer, single(customer, picks[3]!, 500)),
      'limit_loss_exceeded',
    );
    // A win of 300 comes back: the loss so far is 300, so 500 more fits and 300 after it does not.
    const book = await houseAccountId(database.db, sportsbookAccountCode(customer.userId), 643);
    await postTransfer(database.db, {
      idempotencyKey: `loss-test-win:${customer.userId}`,
      kind: 'bet_win',
      fromAccountId: book,
      toAccountId: String(customer.mainAccountId),
      currencyId: 643,
      amount: 30_000,
    });
    expect((await place(app, customer, single(customer, picks[3]!, 500))).statusCode).toBe(200);
    const refusals = await expectRefused(
      await place(app, customer, single(customer, picks[0]!, 300)),
      'limit_loss_exceeded',
    );
    expect(refusals[0]).toEqual({ code: 'limit_loss_exceeded', limit: 200 });
  });
});

describe.each(databaseBackends())(
  'concurrent stakes and deposits against a limit ($name)',
  (backend) => {
    let app: FastifyInstance;
    let database: AppDatabase;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await backend.open());
      app = await buildMoneyServer(database);
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await drop();
    });

    async function limitedCustomer(type: number, value: number, currencyId = 643) {
      const { userId } = await createCustomer(database, currencyId);
      const at = new Date();
      await database.db
        .insertInto('customer_limits')
        .values({ user_id: userId, type, value, state: 'ACTIVE', started_at: at, updated_at: at })
        .execute();
      const main = await database.db
        .selectFrom('accounts')
        .select('id')
        .where('user_id', '=', userId)
        .where('type', '=', 0)
        .executeTakeFirstOrThrow();
      return { userId, mainId: String(main.id) };
    }

    async function fund(accountId: string, currencyId: number, amount: number) {
      await postTransfer(database.db, {
        idempotencyKey: `fund:${accountId}`,
        kind: 'deposit',
        fromAccountId: await houseAccountId(
          database.db,
          HOUSE_ACCOUNT.providerClearing,
          currencyId,
        ),
        toAccountId: accountId,
        currencyId,
        amount,
      });
    }

    /** A stake as the casino wallet or placement makes it: checked, then posted, in one transaction. */
    const stake = (
      userId: string,
      accountId: string,
      currencyId: number,
      amount: number,
      key: string,
    ) =>
      database.db.transaction().execute(async (trx) => {
        await assertStakeAllowed(trx, { userId, amount, currencyId, at: new Date() });
        await postTransfer(trx, {
          idempotencyKey: key,
          kind: 'casino_bet',
          fromAccountId: accountId,
          toAccountId: await houseAccountId(trx, HOUSE_ACCOUNT.sportsbook, currencyId),
          currencyId,
          amount,
        });
      });

    it('lets exactly the stakes that fit a wagering limit through when ten arrive at once', async () => {
      const { userId, mainId } = await limitedCustomer(1, 100_000);
      await fund(mainId, 643, 1_000_000);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          stake(userId, mainId, 643, 30_000, `race:${userId}:${i}`),
        ),
      );
      const passed = results.filter((r) => r.status === 'fulfilled').length;
      expect(passed).toBe(3);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(StakeLimitRefusal);
      }
      const staked = await sql<{ total: string | number }>`
      select coalesce(sum(-p.amount), 0) as total from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      where p.account_id = ${mainId} and t.kind = 'casino_bet'`.execute(database.db);
      expect(Number(staked.rows[0]!.total)).toBe(90_000);
    });

    it('lets exactly the deposits that fit a deposit limit start when five arrive at once', async () => {
      const { userId } = await limitedCustomer(20, 100_000);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          startDeposit(database.db, app.paymentSandbox, { userId, amount: 40_000, lng: 'en' }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      for (const r of results) {
        if (r.status === 'rejected')
          expect(r.reason).toMatchObject({ reason: 'limit_deposit_exceeded' });
      }
    });

    it('runs stakes and deposit starts of one customer side by side without a deadlock', async () => {
      const { userId, mainId } = await limitedCustomer(1, 100_000);
      await fund(mainId, 643, 1_000_000);
      const stakes = Array.from({ length: 8 }, (_, i) =>
        stake(userId, mainId, 643, 10_000, `mixed:${userId}:${i}`),
      );
      const deposits = Array.from({ length: 8 }, () =>
        startDeposit(database.db, app.paymentSandbox, { userId, amount: 20_000, lng: 'en' }),
      );
      const results = await Promise.allSettled([...stakes, ...deposits]);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    });

    it('answers the tightest limit a stake crosses', async () => {
      const { userId, mainId } = await limitedCustomer(1, 100_000);
      const at = new Date();
      await database.db
        .insertInto('customer_limits')
        .values({
          user_id: userId,
          type: 12,
          value: 50_000,
          state: 'ACTIVE',
          started_at: at,
          updated_at: at,
        })
        .execute();
      await fund(mainId, 643, 1_000_000);
      await stake(userId, mainId, 643, 20_000, `tight:${userId}:1`);
      await expect(stake(userId, mainId, 643, 40_000, `tight:${userId}:2`)).rejects.toMatchObject({
        reason: 'limit_loss_exceeded',
        details: { remaining: 30_000 },
      });
      await stake(userId, mainId, 643, 30_000, `tight:${userId}:3`);
    });

    it('counts a currency account converted at the stated rate (1 USD = 100 RUB), rounded up', async () => {
      const { userId } = await limitedCustomer(1, 100_000);
      const usd = await sql<{ id: string | number }>`
      insert into accounts (user_id, type, currency_id) values (${userId}, 9, 840) returning id`.execute(
        database.db,
      );
      const usdId = String(usd.rows[0]!.id);
      await fund(usdId, 840, 100_000);
      // 10.01 USD is 1001 RUB: over the 1000 RUB limit; 10 USD fits exactly.
      await expect(stake(userId, usdId, 840, 1_001, `usd:${userId}:1`)).rejects.toMatchObject({
        reason: 'limit_wagering_exceeded',
        details: { remaining: 100_000 },
      });
      await stake(userId, usdId, 840, 1_000, `usd:${userId}:2`);
      await expect(stake(userId, usdId, 840, 1, `usd:${userId}:3`)).rejects.toMatchObject({
        details: { remaining: 0 },
      });
    });
  },
);
