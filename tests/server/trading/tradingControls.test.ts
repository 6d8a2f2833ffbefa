// A trader's controls (docs/back-office.md "Trading"): a suspension shown in the sports state and
// refused by placement (one set here by hand, one by another process), the stake factor on the
// maximum stake, and who may do what.
import { describe, expect, it } from 'vitest';
import { couponAmountRules } from '../../../domain/coupon/index';
import { expectRefused, fundedCustomer, place } from '../coupon/couponTestKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { databaseBackends } from '../testServer';
import { tradingSuiteFor } from './tradingHarness';

const RUB = couponAmountRules(643);

describe.each(databaseBackends())('trading on $name', (backend) => {
  const trading = tradingSuiteFor(backend);
  const { take, get, gameOf } = trading;

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
});
