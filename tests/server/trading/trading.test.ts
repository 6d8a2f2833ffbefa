// Trading (docs/back-office.md "Trading"): liability per event and outcome against a brute-force
// sum over the open coupons (kept exact through a lost leg, a cash-out, a resettlement and the
// folding of the events' sums), a trader's suspension pushed to the sports state and refused by
// placement, the stake factor on the maximum stake, resettlement corrected through the ledger
// exactly once, and who may do what.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponAmountRules } from '../../../domain/coupon/index';
import type {
  EventExposure,
  EventLiability,
  ResettlementAnswer,
} from '../../../domain/trading/contract';
import type { GameDetails } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { compactExposure, eventsExposure } from '../../../server/trading/liability';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  buildCouponServer,
  expectRefused,
  fundedCustomer,
  linePicks,
  place,
  settleOnFeedClock,
  type Customer,
  type Pick,
} from '../coupon/couponTestKit';
import { settlementHelpers, waitFor } from '../coupon/settlementKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';

afterAll(removeTempDirs);

const RUB = couponAmountRules(643);

interface Booked {
  amount: number;
  possibleWin: number;
  legs: { gameId: number; outcomeId: number }[];
}

describe.each(databaseBackends())('trading on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];
  let trader: SignedInOperator;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    let feed;
    ({ app, clock, feed } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    void feed;
    pool = await linePicks(app, 30);
    customer = await fundedCustomer(app, database, 100_000_000);
    trader = await signedInOperator(app, database, 'trader');
    // A server over the simulated feed and a migrated database: slow on a loaded machine.
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const take = (n: number) => pool.splice(0, n);
  const { placeOk, storeResult, shown } = settlementHelpers(() => ({ app, database, customer }));
  const minor = (major: number) => Math.round(major * 100);
  const get = <T>(url: string, who: SignedInOperator = trader) =>
    app.inject({ url, headers: who.headers }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });
  const gameOf = async (gameId: number) =>
    (await app.inject({ url: `/web-api/sports/games/${gameId}` })).json<{ game: GameDetails }>()
      .game;

  it('sums liability per outcome and per event as a brute force over the open coupons does', async () => {
    const picks = take(5);
    const booked: Booked[] = [];
    const bet = (p: Pick, k: number) => ({
      outcomeId: p.market.outcomes[k]!.id,
      gameId: p.game.id,
      coef: p.market.outcomes[k]!.coef,
    });
    // Singles on several outcomes of each market, and expresses across the games.
    for (const [i, p] of picks.entries()) {
      const bets = p.market.outcomes.map((_, k) => bet(p, k));
      const coupons = await placeOk({ typeId: 9, amount: 100 + 10 * i, bets });
      coupons.forEach((c, k) =>
        booked.push({
          amount: minor(c.amount),
          possibleWin: minor(c.possibleWin),
          legs: [{ gameId: p.game.id, outcomeId: bets[k]!.outcomeId }],
        }),
      );
    }
    for (const [i, legs] of [
      [picks[0]!, picks[1]!, picks[2]!],
      [picks[1]!, picks[3]!],
      [picks[4]!, picks[0]!],
    ].entries()) {
      const bets = legs.map((p, j) => bet(p, (i + j) % p.market.outcomes.length));
      const [c] = await placeOk({ typeId: 1, amount: 200 + 10 * i, bets });
      booked.push({
        amount: minor(c!.amount),
        possibleWin: minor(c!.possibleWin),
        legs: bets.map((b) => ({ gameId: b.gameId, outcomeId: b.outcomeId })),
      });
    }
    // Picks[2]'s home side loses: its singles settle, the express with that leg stays open but
    // can no longer win (it leaves the book).
    const lostOutcome = picks[2]!.market.outcomes[0]!.id;
    await storeResult(picks[2]!.game, 'lost');
    await settleOnFeedClock(database, clock, { gameIds: [picks[2]!.game.id] });
    const live = booked.filter(
      (c) =>
        !c.legs.some((l) => l.outcomeId === lostOutcome) &&
        !(c.legs.length === 1 && c.legs[0]!.gameId === picks[2]!.game.id),
    );

    const byOutcome = new Map<number, { coupons: number; stakes: number; liability: number }>();
    const byGame = new Map<number, { coupons: number; stakes: number; liability: number }>();
    const add = (
      map: Map<number, { coupons: number; stakes: number; liability: number }>,
      key: number,
      c: Booked,
    ) => {
      const sum = map.get(key) ?? { coupons: 0, stakes: 0, liability: 0 };
      sum.coupons += 1;
      sum.stakes += c.amount;
      sum.liability += c.possibleWin - c.amount;
      map.set(key, sum);
    };
    for (const c of live) {
      for (const leg of c.legs) add(byOutcome, leg.outcomeId, c);
      for (const gameId of new Set(c.legs.map((l) => l.gameId))) add(byGame, gameId, c);
    }

    const { events } = await get<{ events: EventExposure[] }>('/operator-api/trading/events');
    const shownGames = new Map(
      events
        .filter((e) => picks.some((p) => p.game.id === e.gameId))
        .map((e) => [e.gameId, { coupons: e.coupons, stakes: e.stakes, liability: e.liability }]),
    );
    expect(shownGames).toEqual(byGame);
    const shownOutcomes = new Map<number, { coupons: number; stakes: number; liability: number }>();
    for (const p of picks) {
      const detail = await get<EventLiability>(`/operator-api/trading/events/${p.game.id}`);
      for (const market of detail.markets) {
        for (const o of market.outcomes) {
          shownOutcomes.set(o.outcomeId, {
            coupons: o.coupons,
            stakes: o.stakes,
            liability: o.liability,
          });
        }
      }
      for (const c of detail.largest) expect(c.possibleWin).toBeGreaterThan(c.amount);
    }
    expect(shownOutcomes).toEqual(byOutcome);

    // A new bet moves the figures at the next read.
    const p = picks[3]!;
    const [extra] = await placeOk({ typeId: 9, amount: 70, bets: [bet(p, 0)] });
    const after = await get<EventLiability>(`/operator-api/trading/events/${p.game.id}`);
    const outcome = after.markets
      .flatMap((m) => m.outcomes)
      .find((o) => o.outcomeId === p.market.outcomes[0]!.id)!;
    const before = byOutcome.get(p.market.outcomes[0]!.id)!;
    expect(outcome.liability).toBe(
      before.liability + minor(extra!.possibleWin) - minor(extra!.amount),
    );
  });

  it("keeps the events' sums exact through a lost leg, a cash-out, a resettlement and a fold", async () => {
    // The brute force: every open coupon without a lost leg, once for each game of its legs.
    const bruteForce = async () => {
      const { rows } = await sql<{
        game_id: string | number;
        currency_id: number;
        coupons: string | number;
        stakes: string | number;
        liability: string | number;
      }>`
        select l.game_id, c.currency_id, count(*) as coupons, sum(c.amount) as stakes,
          sum(c.possible_win - c.amount) as liability
        from coupons c join (select distinct coupon_id, game_id from coupon_legs) l
          on l.coupon_id = c.id
        where c.status = 'open' and not exists (
          select 1 from coupon_legs x where x.coupon_id = c.id and x.result = 'lost')
        group by l.game_id, c.currency_id`.execute(database.db);
      return new Map(
        rows.map((r) => [
          `${r.game_id}:${r.currency_id}`,
          { coupons: Number(r.coupons), stakes: Number(r.stakes), liability: Number(r.liability) },
        ]),
      );
    };
    const shownSums = async () =>
      new Map(
        (await eventsExposure(database.db, 500)).map((e) => [
          `${e.gameId}:${e.currencyId}`,
          { coupons: e.coupons, stakes: e.stakes, liability: e.liability },
        ]),
      );
    const expectExact = async (step: string) =>
      expect(await shownSums(), step).toEqual(await bruteForce());

    const [a, b, c] = take(3);
    const home = (p: Pick) => ({
      outcomeId: p.market.outcomes[0]!.id,
      gameId: p.game.id,
      coef: p.market.outcomes[0]!.coef,
    });
    const [express] = await placeOk({ typeId: 1, amount: 150, bets: [home(a!), home(b!)] });
    await placeOk({ typeId: 9, amount: 120, bets: [home(a!)] });
    const [single] = await placeOk({ typeId: 9, amount: 110, bets: [home(c!)] });
    await expectExact('placed');
    const expressOn = async (gameId: number) =>
      (await get<EventLiability>(`/operator-api/trading/events/${gameId}`)).largest.some(
        (l) => l.couponId === express!.id,
      );
    expect(await expressOn(b!.game.id)).toBe(true);

    // A whole cash-out takes the coupon off.
    const offer = await app.inject({
      url: `/web-api/coupon/cash-out/offers?ids=${single!.id}`,
      headers: customer.headers,
    });
    const value = offer.json<{ offers: { value: number | null }[] }>().offers[0]!.value;
    expect(value).toBeGreaterThan(0);
    const cashed = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${single!.id}/cash-out`,
      headers: { ...customer.headers, 'idempotency-key': `liability-${single!.id}` },
      payload: { value },
    });
    expect(cashed.statusCode, cashed.body).toBe(200);
    await expectExact('cashed out');

    // A's home side loses: the single on it settles lost, the express keeps its leg on B open but
    // leaves the book on both games.
    await storeResult(a!.game, 'lost');
    await settleOnFeedClock(database, clock, { gameIds: [a!.game.id] });
    await expectExact('a leg lost');
    expect(await expressOn(b!.game.id)).toBe(false);

    // Resettled as won: the express stands to win again, the single is settled won.
    const resettled = await app.inject({
      method: 'POST',
      url: '/operator-api/trading/resettlements',
      headers: trader.headers,
      payload: {
        gameId: a!.game.id,
        results: a!.market.outcomes.map((o, k) => ({
          outcomeId: o.id,
          result: k === 0 ? 'won' : 'lost',
        })),
      },
    });
    expect(resettled.statusCode, resettled.body).toBe(200);
    await expectExact('resettled');
    expect(await expressOn(b!.game.id)).toBe(true);

    // Folding the rows changes no figure and leaves one row a game and currency.
    const before = await shownSums();
    expect(await compactExposure(database.db)).toBeGreaterThan(0);
    expect(await shownSums()).toEqual(before);
    await expectExact('folded');
    const { rows } = await sql<{ rows: string | number; groups: string | number }>`
      select count(*) as rows, count(distinct (game_id, currency_id)) as groups
      from trading_exposure`.execute(database.db);
    expect(Number(rows[0]!.rows)).toBe(Number(rows[0]!.groups));
  });

  it('suspends a market by hand: the state shows it blocked and placement refuses it', async () => {
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

  it('resettles a won market as lost: the payout moves back once, the history shows it lost', async () => {
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

  it('lets qa read but not write, and keeps editors and partners out', async () => {
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
