// DELETE /web-api/account/currency/{id} with coupons staked from the account still open: refused
// (settlement pays them to that account), nothing changes; once they are settled, a zero-balance
// account closes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDetails } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { postTransfer } from '../../../server/money/ledger';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { periodsScore } from '../../../server/sports/feed/sportSims';
import { insertResult } from '../../../server/sports/results/resultsRepository';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  place,
  settleOnFeedClock,
  writeSnapshot,
  type Customer,
} from '../coupon/couponTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { expectLedgerHealthy } from './moneyTestKit';

afterAll(removeTempDirs);

const EUR = 978;

describe.each(databaseBackends())(
  'closing a currency account with open coupons on $name',
  (backend) => {
    let database: AppDatabase;
    let drop: () => Promise<void>;
    let app: FastifyInstance;
    let customer: Customer;
    let clock: ManualFeedClock;
    const settle = () => settleOnFeedClock(database, clock);

    beforeAll(async () => {
      ({ database, drop } = await backend.open());
      ({ app, clock } = await buildCouponServer(database));
      await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, EUR);
      await houseAccountId(database.db, HOUSE_ACCOUNT.sportsbook, EUR);
      customer = await fundedCustomer(app, database, 0);
    });
    afterAll(async () => {
      await expectLedgerHealthy(database);
      await app.close();
      await drop();
    });

    const remove = (id: number) =>
      app.inject({
        method: 'DELETE',
        url: `/web-api/account/currency/${id}`,
        headers: customer.headers,
      });

    async function storeLost(game: GameDetails) {
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
        // The picks are the home side's: 0:2 loses them.
        score: periodsScore(0, 2, []),
        wasLive: false,
      });
    }

    it('refuses while a coupon staked from it is open, and closes it once settled', async () => {
      const added = await app.inject({
        method: 'POST',
        url: '/web-api/account/currency',
        headers: customer.headers,
        payload: { currency_id: EUR },
      });
      expect(added.json()).toMatchObject({ success: true });
      const eurId = added.json<{ account_id: number }>().account_id;
      await postTransfer(database.db, {
        idempotencyKey: `test-deposit-eur:${customer.userId}`,
        kind: 'deposit',
        fromAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, EUR),
        toAccountId: String(eurId),
        currencyId: EUR,
        amount: 5_000,
      });

      // The whole balance staked: the account is at zero with a coupon open on it.
      const picks = await linePicks(app, 2);
      const res = await place(app, customer, {
        accountId: eurId,
        changeCoefAction: 2,
        typeId: 1,
        amount: 50,
        bets: picks.map((p) => betOf(p)),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [coupon] = res.json<{ coupons: { id: number }[] }>().coupons;
      expect(await balanceOf(database, eurId)).toBe(0);

      const before = await writeSnapshot(database);
      const refused = await remove(eurId);
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toEqual({
        success: false,
        message: 'The account has bets not yet settled',
        reason: 'currency_account_has_open_bets',
      });
      expect(await writeSnapshot(database)).toBe(before);
      const data = await app.inject({ url: '/web-api/account/data', headers: customer.headers });
      expect(
        data.json<{ all_accounts: { id: number }[] }>().all_accounts.map((a) => a.id),
      ).toContain(eurId);

      // One leg lost: still open until the other is known, still refused.
      await storeLost(picks[0]!.game);
      await settle();
      expect((await remove(eurId)).json()).toMatchObject({ success: false });

      await storeLost(picks[1]!.game);
      await settle();
      const settled = await app.inject({
        url: `/web-api/coupon/${coupon!.id}`,
        headers: customer.headers,
      });
      expect(settled.json()).toMatchObject({ status: 'lost', payout: 0 });
      expect(await balanceOf(database, eurId)).toBe(0);
      expect((await remove(eurId)).json()).toEqual({ success: true, account_id: eurId });
      const after = await app.inject({ url: '/web-api/account/data', headers: customer.headers });
      expect(
        after.json<{ all_accounts: { id: number }[] }>().all_accounts.map((a) => a.id),
      ).not.toContain(eurId);
    });

    it('refuses only for open coupons of that account', async () => {
      // An account of another currency with no coupons of its own closes while others are open.
      const picks = await linePicks(app, 3);
      await postTransfer(database.db, {
        idempotencyKey: `test-deposit-rub:${customer.userId}`,
        kind: 'deposit',
        fromAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643),
        toAccountId: String(customer.mainAccountId),
        currencyId: 643,
        amount: 10_000,
      });
      const placed = await place(app, customer, {
        accountId: customer.mainAccountId,
        changeCoefAction: 2,
        typeId: 1,
        amount: 20,
        bets: picks.slice(1).map((p) => betOf(p)),
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const added = await app.inject({
        method: 'POST',
        url: '/web-api/account/currency',
        headers: customer.headers,
        payload: { currency_id: 840 },
      });
      const usdId = added.json<{ account_id: number }>().account_id;
      expect((await remove(usdId)).json()).toEqual({ success: true, account_id: usdId });
    });
  },
);
