// A trader's controls and resettlement (docs/back-office.md "Trading"): a suspension shown in the
// sports state and refused by placement (one set here by hand, one by another process), the stake
// factor on the maximum stake, and who may do what; a won market resettled as lost, corrected
// through the ledger exactly once, and a resettlement the customer cannot pay back refused.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { couponAmountRules } from '../../../domain/coupon/index';
import type { ResettlementAnswer } from '../../../domain/trading/contract';
import { checkLedger } from '../../../server/money/ledgerCheck';
import {
  balanceOf,
  expectRefused,
  fundedCustomer,
  place,
  settleOnFeedClock,
} from '../coupon/couponTestKit';
import { resettleFirstOutcome, waitFor } from '../coupon/settlementKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { databaseBackends } from '../testServer';
import { minor, tradingSuiteFor } from './tradingHarness';

const RUB = couponAmountRules(643);

describe.each(databaseBackends())('trading on $name', (backend) => {
  const trading = tradingSuiteFor(backend);
  const { take, get, gameOf, placeOk, storeResult, shown } = trading;

  it('suspends a market by hand: the state shows it blocked and placement refuses it', async () => {
    const { app, database, customer, trader } = trading;
    const [p] = take(1);
    const res = await app.inject({
      method: 'PUT',
      url: '/operator-api/trading/suspensions',
      headers: trader.headers,
      payload: { gameId: p!.game.id, marketId: p!.market.id, suspended: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const game = await gameOf(p!.game.id);
    const market = game.markets.find((m) => m.id === p!.market.id)!;
    expect(market.outcomes.every((o) => o.isBlocked)).toBe(true);
    const body = {
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 100,
      changeCoefAction: 2,
      bets: [{ outcomeId: p!.outcome.id, gameId: p!.game.id, coef: p!.outcome.coef }],
    };
    await expectRefused(await place(app, customer, body), 'market_suspended');
    const audit = await database.db
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('action', '=', 'trading.suspend')
      .execute();
    expect(audit).toContainEqual({
      action: 'trading.suspend',
      target: `game/${p!.game.id}/market/${p!.market.id}`,
    });

    const released = await app.inject({
      method: 'PUT',
      url: '/operator-api/trading/suspensions',
      headers: trader.headers,
      payload: { gameId: p!.game.id, marketId: p!.market.id, suspended: false },
    });
    expect(released.statusCode).toBe(200);
    const again = (await gameOf(p!.game.id)).markets.find((m) => m.id === p!.market.id)!;
    expect(again.outcomes.some((o) => !o.isBlocked)).toBe(true);
    const coef = again.outcomes.find((o) => o.id === p!.outcome.id)!.coef;
    const ok = await place(app, customer, {
      ...body,
      bets: [{ ...body.bets[0]!, coef }],
      changeCoefAction: 2,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses bets on an event suspended by another process, whatever the feed here says', async () => {
    const { app, database, customer, trader } = trading;
    const [p] = take(1);
    // The row alone, as a process without the feed writes it.
    await database.db
      .insertInto('trading_suspensions')
      .values({ game_id: p!.game.id, market_id: 0, operator_id: trader.operator.id })
      .execute();
    await expectRefused(
      await place(app, customer, {
        typeId: 9,
        accountId: customer.mainAccountId,
        amount: 100,
        changeCoefAction: 2,
        bets: [{ outcomeId: p!.outcome.id, gameId: p!.game.id, coef: p!.outcome.coef }],
      }),
      'market_suspended',
    );
  });

  it("enforces a customer's stake factor on the maximum stake", async () => {
    const { app, database, customer, trader } = trading;
    const [p] = take(1);
    const other = await fundedCustomer(app, database, 100_000_000);
    const res = await app.inject({
      method: 'PUT',
      url: `/operator-api/trading/stake-factors/${other.userId}`,
      headers: trader.headers,
      payload: { factor: 0.25, note: 'sharp' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const limit = Math.floor(RUB.max * 0.25);
    const body = (amountMinor: number) => ({
      typeId: 9,
      accountId: other.mainAccountId,
      amount: amountMinor / 100,
      changeCoefAction: 2,
      bets: [{ outcomeId: p!.outcome.id, gameId: p!.game.id, coef: p!.outcome.coef }],
    });
    const refusals = await expectRefused(
      await place(app, other, body(limit + 100)),
      'amount_above_max',
    );
    expect(refusals.find((r) => r.code === 'amount_above_max')!.limit).toBe(limit / 100);
    // The customer without a factor may stake that much.
    expect(
      (await place(app, customer, { ...body(limit + 100), accountId: customer.mainAccountId }))
        .statusCode,
    ).toBe(200);
    expect((await place(app, other, body(limit))).statusCode).toBe(200);
    // Refused input changes nothing.
    const bad = await app.inject({
      method: 'PUT',
      url: `/operator-api/trading/stake-factors/${other.userId}`,
      headers: trader.headers,
      payload: { factor: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'PUT',
      url: '/operator-api/trading/stake-factors/999999999',
      headers: trader.headers,
      payload: { factor: 2 },
    });
    expect(unknown.statusCode).toBe(404);
    const { factors } = await get<{ factors: { factor: number }[] }>(
      `/operator-api/trading/stake-factors?userId=${other.userId}`,
    );
    expect(factors.map((f) => f.factor)).toEqual([0.25]);
  });

  it('lets qa read but not write, and keeps editors and partners out', async () => {
    const { app, database } = trading;
    const [p] = take(1);
    const qa = await signedInOperator(app, database, 'qa');
    await get('/operator-api/trading/events', qa);
    const write = (who: SignedInOperator) =>
      app.inject({
        method: 'PUT',
        url: '/operator-api/trading/suspensions',
        headers: who.headers,
        payload: { gameId: p!.game.id, marketId: null, suspended: true },
      });
    expect((await write(qa)).statusCode).toBe(403);
    const editor = await signedInOperator(app, database, 'editor');
    expect(
      (await app.inject({ url: '/operator-api/trading/events', headers: editor.headers }))
        .statusCode,
    ).toBe(403);
    const partner = await signedInOperator(app, database, 'partner', 'nord');
    expect((await write(partner)).statusCode).toBe(403);
    expect(
      await database.db
        .selectFrom('trading_suspensions')
        .select('game_id')
        .where('game_id', '=', p!.game.id)
        .execute(),
    ).toEqual([]);
  });

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

    const resettle = () => resettleFirstOutcome(app, trader, p!, 'lost');
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
