// Trading's resettlement (docs/back-office.md "Trading"): a won market resettled as lost, corrected
// through the ledger exactly once, and a resettlement the customer cannot pay back refused.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ResettlementAnswer } from '../../../domain/trading/contract';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { balanceOf, fundedCustomer, place, settleOnFeedClock } from '../coupon/couponTestKit';
import { waitFor } from '../coupon/settlementKit';
import { databaseBackends } from '../testServer';
import { minor, tradingSuiteFor } from './tradingHarness';

describe.each(databaseBackends())('trading on $name', (backend) => {
  const trading = tradingSuiteFor(backend);
  const { take, placeOk, storeResult, shown } = trading;

  it('resettles a won market as lost: the payout moves back once, the history shows it lost', async () => {
    const { app, database, clock, customer, trader } = trading;
    const [p] = take(1);
    const [coupon] = await placeOk({
      typeId: 9,
      amount: 100,
      bets: [{ outcomeId: p!.outcome.id, gameId: p!.game.id, coef: p!.outcome.coef }],
    });
    await storeResult(p!.game, 'won');
    await settleOnFeedClock(database, clock, { gameIds: [p!.game.id] });
    await waitFor(async () => (await shown(coupon!.id)).status === 'won', 'the coupon won');
    const won = await balanceOf(database, customer.mainAccountId);
    const payout = minor(coupon!.possibleWin);

    const resettle = () =>
      app.inject({
        method: 'POST',
        url: '/operator-api/trading/resettlements',
        headers: trader.headers,
        payload: {
          gameId: p!.game.id,
          results: p!.market.outcomes.map((o, k) => ({
            outcomeId: o.id,
            result: k === 0 ? 'lost' : 'won',
          })),
        },
      });
    const first = await resettle();
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<ResettlementAnswer>();
    expect(answer.coupons).toEqual([
      expect.objectContaining({
        couponId: coupon!.id,
        oldStatus: 'won',
        newStatus: 'lost',
        oldPayout: payout,
        newPayout: 0,
      }),
    ]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(won - payout);
    const second = await resettle();
    expect(second.statusCode).toBe(200);
    expect(second.json<ResettlementAnswer>().coupons).toEqual([]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(won - payout);
    const corrections = await sql<{ n: string | number }>`
      select count(*) as n from coupon_resettlements where coupon_id = ${coupon!.id}`.execute(
      database.db,
    );
    expect(Number(corrections.rows[0]!.n)).toBe(1);
    expect((await shown(coupon!.id)).status).toBe('lost');
    const history = await app.inject({
      url: '/web-api/bets/history?status=lost',
      headers: customer.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).toContain(`"id":${coupon!.id}`);
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });

  it('refuses a resettlement the customer cannot pay back, changing nothing', async () => {
    const { app, database, clock, trader } = trading;
    const [p] = take(1);
    const poor = await fundedCustomer(app, database, 10_000);
    const res = await place(app, poor, {
      typeId: 9,
      accountId: poor.mainAccountId,
      amount: 100,
      changeCoefAction: 2,
      bets: [{ outcomeId: p!.outcome.id, gameId: p!.game.id, coef: p!.outcome.coef }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await storeResult(p!.game, 'won');
    await settleOnFeedClock(database, clock, { gameIds: [p!.game.id] });
    // The customer withdraws everything (a transfer out of the account stands for it).
    const balance = await balanceOf(database, poor.mainAccountId);
    const { postTransfer } = await import('../../../server/money/ledger');
    const { HOUSE_ACCOUNT, houseAccountId } = await import('../../../server/money/houseAccounts');
    await postTransfer(database.db, {
      idempotencyKey: `test-withdraw:${poor.userId}`,
      kind: 'withdrawal_settle',
      fromAccountId: String(poor.mainAccountId),
      toAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643),
      currencyId: 643,
      amount: balance,
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/operator-api/trading/resettlements',
      headers: trader.headers,
      payload: { gameId: p!.game.id, results: [{ outcomeId: p!.outcome.id, result: 'lost' }] },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ reason: string }>().reason).toBe('resettlement_insufficient_funds');
    const leg = await database.db
      .selectFrom('coupon_legs')
      .select('result')
      .where('outcome_id', '=', p!.outcome.id)
      .executeTakeFirstOrThrow();
    expect(leg.result).toBe('won');
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });
});
