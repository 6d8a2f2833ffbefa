// POST /web-api/coupon/place (SPEC sections 3, 4 and 5; the coupon contract): a placed coupon
// debits exactly its stake, books its legs with the current prices, and every refusal code is
// answered as 409 with nothing written.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponAmountRules, MAX_COUPON_BETS, VIP_MAX_FACTOR } from '../../../domain/coupon/index';
import { GameStatus } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  expectRefused,
  fundedCustomer,
  linePicks,
  NORD,
  place,
  writeSnapshot,
  type ControlledFeed,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

const RUB = couponAmountRules(643);
const FUNDS = 100_000_000; // 1 000 000.00 RUB

describe.each(databaseBackends('both'))('coupon placement on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let picks: Pick[];
  let customer: Customer;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, feed } = await buildCouponServer(database));
    picks = await linePicks(app, MAX_COUPON_BETS + 8);
    customer = await fundedCustomer(app, database, FUNDS);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** A pick past the first MAX_COUPON_BETS + 1 (each price or state test spoils its own game). */
  let nextPick = MAX_COUPON_BETS + 1;
  const fresh = (n = 1) => {
    const taken = picks.slice(nextPick, nextPick + n);
    nextPick += n;
    if (taken.length < n) throw new Error('out of picks');
    return taken;
  };
  const express = (legs: Pick[], extra: Record<string, unknown> = {}) => ({
    typeId: 1,
    accountId: customer.mainAccountId,
    amount: 150,
    changeCoefAction: 0,
    bets: legs.map((p) => betOf(p, { isLive: false })),
    ...extra,
  });

  it('places an express: the stake debited exactly, legs booked at the shown prices', async () => {
    const legs = picks.slice(0, 3);
    const before = await balanceOf(database, customer.mainAccountId);
    const res = await place(app, customer, express(legs, { amount: 150.5 }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      ok: boolean;
      balance: number;
      coupons: {
        id: number;
        typeId: number;
        amount: number;
        coef: number;
        possibleWin: number;
        status: string;
        accountId: number;
        currencyId: number;
        legs: {
          outcomeId: number;
          coef: number;
          marketName: string;
          opponents: string[];
          result: null;
        }[];
      }[];
    }>();
    expect(body.ok).toBe(true);
    expect(body.coupons).toHaveLength(1);
    const coupon = body.coupons[0]!;
    expect(coupon).toMatchObject({
      typeId: 1,
      amount: 150.5,
      status: 'open',
      accountId: customer.mainAccountId,
      currencyId: 643,
    });
    expect(coupon.id).toBeGreaterThan(700_000_000);
    expect(coupon.legs.map((l) => l.outcomeId)).toEqual(legs.map((p) => p.outcome.id));
    expect(coupon.legs.map((l) => l.coef)).toEqual(legs.map((p) => p.outcome.coef));
    expect(coupon.legs[0]!.opponents).toHaveLength(2);
    const product = legs.reduce((c, p) => c * p.outcome.coef, 1);
    expect(coupon.coef).toBeCloseTo(product, 1);
    expect(coupon.possibleWin).toBe(Math.floor(15050 * coupon.coef) / 100);

    const after = await balanceOf(database, customer.mainAccountId);
    expect(before - after).toBe(15050);
    expect(body.balance).toBe(after / 100);

    const rows = await sql<{ n: number }>`select count(*)::int as n from coupon_legs
      where coupon_id = ${coupon.id}`.execute(database.db);
    expect(rows.rows[0]!.n).toBe(3);
    const stake = await sql<{ kind: string; amount: string }>`select t.kind, p.amount::text
      from coupons c join ledger_transactions t on t.id = c.stake_transaction_id
      join ledger_postings p on p.transaction_id = t.id and p.account_id = c.account_id
      where c.id = ${coupon.id}`.execute(database.db);
    expect(stake.rows).toEqual([{ kind: 'bet_stake', amount: '-15050' }]);

    const one = await app.inject({
      url: `/web-api/coupon/${coupon.id}`,
      headers: customer.headers,
    });
    expect(one.statusCode).toBe(200);
    // The coupon read back also says what cash-outs took (nothing yet) and the stake in play.
    expect(one.json()).toEqual({ ...body.coupons[0], cashedOut: 0, liveAmount: coupon.amount });
  });

  it("shows a coupon to its owner only: another customer's is 404", async () => {
    const res = await place(app, customer, express(picks.slice(0, 2), { amount: 10 }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ coupons: { id: number }[] }>().coupons[0]!.id;
    const other = await fundedCustomer(app, database, 0);
    const answer = await app.inject({ url: `/web-api/coupon/${id}`, headers: other.headers });
    expect(answer.statusCode).toBe(404);
    expect((await app.inject({ url: `/web-api/coupon/${id}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/web-api/coupon/99999999999', headers: customer.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('places singles: one coupon a bet, type 0, each with its own amount', async () => {
    const legs = picks.slice(3, 5);
    const before = await balanceOf(database, customer.mainAccountId);
    const res = await place(app, customer, {
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 0,
      amountByBetId: { [legs[0]!.outcome.id]: 100, [legs[1]!.outcome.id]: 250 },
      changeCoefAction: 2,
      bets: legs.map((p) => betOf(p)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const coupons = res.json<{ coupons: { typeId: number; amount: number; legs: unknown[] }[] }>()
      .coupons;
    expect(coupons.map((c) => [c.typeId, c.amount, c.legs.length])).toEqual([
      [0, 100, 1],
      [0, 250, 1],
    ]);
    expect(before - (await balanceOf(database, customer.mainAccountId))).toBe(35_000);
  });

  it('books a changed price when changeCoefAction accepts it, refuses it (odds_changed) when not', async () => {
    const [pick] = fresh();
    const newCoef = Math.round((pick!.outcome.coef + 0.35) * 100) / 100;
    feed.push({
      gameId: pick!.game.id,
      outcomes: [{ id: pick!.outcome.id, coef: newCoef, isBlocked: false }],
    });
    const body = (action: number) => ({
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 10,
      changeCoefAction: action,
      bets: [betOf(pick!)],
    });
    const snapshot = await writeSnapshot(database);
    const refusals = await expectRefused(await place(app, customer, body(0)), 'odds_changed');
    expect(refusals[0]).toMatchObject({ outcomeId: pick!.outcome.id, newCoef });
    expect(await writeSnapshot(database)).toBe(snapshot);

    const accepted = await place(app, customer, body(1));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      accepted.json<{ coupons: { legs: { coef: number }[] }[] }>().coupons[0]!.legs[0]!.coef,
    ).toBe(newCoef);
    // A decrease is refused by "accept increases only" and booked by "accept any".
    const lower = Math.round((newCoef - 0.2) * 100) / 100;
    feed.push({
      gameId: pick!.game.id,
      outcomes: [{ id: pick!.outcome.id, coef: lower, isBlocked: false }],
    });
    await expectRefused(
      await place(app, customer, { ...body(1), bets: [{ ...betOf(pick!), coef: newCoef }] }),
      'odds_changed',
    );
    const any = await place(app, customer, {
      ...body(2),
      bets: [{ ...betOf(pick!), coef: newCoef }],
    });
    expect(any.statusCode, any.body).toBe(200);
  });

  it('refuses suspended markets, started and finished games and unknown outcomes', async () => {
    const [suspended, started, finished, other] = fresh(4);
    feed.push({
      gameId: suspended!.game.id,
      outcomes: [{ id: suspended!.outcome.id, coef: suspended!.outcome.coef, isBlocked: true }],
    });
    feed.push({ gameId: started!.game.id, status: GameStatus.InPlay, timeSec: 60, period: 1 });
    feed.push({ gameId: finished!.game.id, status: GameStatus.Finished, finished: true });
    const single = (bet: Record<string, unknown>) => ({
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 10,
      changeCoefAction: 2,
      bets: [bet],
    });
    const snapshot = await writeSnapshot(database);
    await expectRefused(await place(app, customer, single(betOf(suspended!))), 'market_suspended');
    await expectRefused(
      await place(app, customer, single(betOf(started!, { isLive: false }))),
      'game_started',
    );
    await expectRefused(await place(app, customer, single(betOf(finished!))), 'game_finished');
    await expectRefused(
      await place(app, customer, single({ ...betOf(other!), outcomeId: 999_999_999 })),
      'unknown_outcome',
    );
    await expectRefused(
      await place(app, customer, single({ ...betOf(other!), gameId: 999_999_999 })),
      'unknown_outcome',
    );
    expect(await writeSnapshot(database)).toBe(snapshot);
    // Gone from the state after it finished, the game is still told apart by its stored result.
    await expect
      .poll(async () => {
        const row = await database.db
          .selectFrom('sport_results')
          .select('game_id')
          .where('game_id', '=', finished!.game.id)
          .executeTakeFirst();
        return row !== undefined;
      })
      .toBe(true);
    feed.push({ gameId: finished!.game.id, removed: true });
    await expectRefused(await place(app, customer, single(betOf(finished!))), 'game_finished');
    // Live betting closed to the customer (SPEC section 3 user config): the live bet is refused,
    // a line bet still goes; line closed, the line bet is refused.
    const closeSections = (line: boolean, live: boolean) =>
      sql`update users set disallow_line_sport = ${line}, disallow_live_sport = ${live}
        where id = ${customer.userId}`.execute(database.db);
    await closeSections(false, true);
    await expectRefused(
      await place(app, customer, single(betOf(started!, { isLive: true }))),
      'live_closed',
    );
    await closeSections(true, false);
    await expectRefused(await place(app, customer, single(betOf(other!))), 'line_closed');
    await closeSections(false, false);
    expect(await writeSnapshot(database)).toBe(snapshot);
    // Shown as live, the started game is taken at its price.
    const live = await place(app, customer, single(betOf(started!, { isLive: true })));
    expect(live.statusCode, live.body).toBe(200);
    expect(
      live.json<{ coupons: { legs: { isLive: boolean }[] }[] }>().coupons[0]!.legs[0]!.isLive,
    ).toBe(true);
  });

  it('refuses amounts: below the minimum, above the maximum, not whole minor units, payout above max', async () => {
    const legs = picks.slice(0, 3);
    const snapshot = await writeSnapshot(database);
    const below = await expectRefused(
      await place(app, customer, express(legs, { amount: (RUB.min - 1) / 100 })),
      'amount_below_min',
    );
    expect(below.find((r) => r.code === 'amount_below_min')!.limit).toBe(RUB.min / 100);
    const above = await expectRefused(
      await place(app, customer, express(legs, { amount: (RUB.max + 100) / 100 })),
      'amount_above_max',
    );
    expect(above.find((r) => r.code === 'amount_above_max')!.limit).toBe(RUB.max / 100);
    await expectRefused(
      await place(app, customer, express(legs, { amount: 10.005 })),
      'amount_not_minor_units',
    );
    // Nord sets no amount limits: a system there has no maximum, but the payout cap holds.
    const system = {
      typeId: 2,
      systemValue: 2,
      accountId: customer.mainAccountId,
      amount: (RUB.maxPayout + 100) / 100,
      changeCoefAction: 0,
      bets: picks.slice(0, 3).map((p) => betOf(p)),
    };
    const nordCustomer = { headers: { ...customer.headers, ...NORD } };
    await expectRefused(await place(app, nordCustomer, system), 'payout_above_max');
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('refuses the coupon shape: dependent bets, too few, too many, duplicates', async () => {
    const [a, b] = picks;
    const sameGame = a!.market.outcomes[1]!;
    const snapshot = await writeSnapshot(database);
    await expectRefused(
      await place(
        app,
        customer,
        express([a!, b!], {
          bets: [betOf(a!), { outcomeId: sameGame.id, gameId: a!.game.id, coef: sameGame.coef }],
        }),
      ),
      'dependent_bets',
    );
    await expectRefused(await place(app, customer, express([a!])), 'too_few_bets');
    await expectRefused(
      await place(app, customer, express([a!, b!], { bets: [betOf(a!), betOf(a!), betOf(b!)] })),
      'duplicate_bet',
    );
    await expectRefused(
      await place(app, customer, express(picks.slice(0, MAX_COUPON_BETS + 1))),
      'too_many_bets',
    );
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('refuses the customer and the account: not allowed, another account, insufficient funds', async () => {
    const legs = picks.slice(0, 3);
    const poor = await fundedCustomer(app, database, 5_000);
    const snapshot = await writeSnapshot(database);
    await expectRefused(
      await place(app, poor, { ...express(legs), accountId: poor.mainAccountId, amount: 50.01 }),
      'insufficient_funds',
    );
    await expectRefused(
      await place(app, poor, { ...express(legs), accountId: customer.mainAccountId }),
      'account_unavailable',
    );
    await expectRefused(
      await place(app, poor, { ...express(legs), accountId: poor.mainAccountId, promoCode: 'WIN' }),
      'promo_code_invalid',
    );
    await sql`update users set ban_level = 1 where id = ${poor.userId}`.execute(database.db);
    // A banned customer is refused before placement looks at the coupon (server/access/banGate.ts).
    const banned = await place(app, poor, {
      ...express(legs),
      accountId: poor.mainAccountId,
      amount: 10,
    });
    expect(banned.statusCode, banned.body).toBe(403);
    expect(banned.json<{ reason: string }>().reason).toBe('customer_banned');
    await sql`update users set ban_level = 0 where id = ${poor.userId}`.execute(database.db);
    expect(await writeSnapshot(database)).toBe(snapshot);
    const ok = await place(app, poor, {
      ...express(legs),
      accountId: poor.mainAccountId,
      amount: 50,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(database, poor.mainAccountId)).toBe(0);
  });

  it('bonus bet and VIP bet: applied where the brand offers them, refused where not', async () => {
    const legs = picks.slice(0, 3);
    const bonus = await place(app, customer, express(legs, { amount: 100, isBonusBet: true }));
    expect(bonus.statusCode, bonus.body).toBe(200);
    const plain = await place(app, customer, express(legs, { amount: 100 }));
    const coefOf = (r: typeof bonus) => r.json<{ coupons: { coef: number }[] }>().coupons[0]!.coef;
    expect(coefOf(bonus)).toBeGreaterThan(coefOf(plain));
    expect(coefOf(bonus)).toBeCloseTo(coefOf(plain) * 1.03, 1);

    // Just above the maximum, on the two lowest prices, so the payout stays under its cap.
    const cheap = [...picks.slice(0, MAX_COUPON_BETS)]
      .sort((x, y) => x.outcome.coef - y.outcome.coef)
      .slice(0, 2);
    const vipAmount = (RUB.max + 100) / 100;
    await expectRefused(
      await place(app, customer, express(cheap, { amount: vipAmount })),
      'amount_above_max',
    );
    const vip = await place(app, customer, express(cheap, { amount: vipAmount, isVipBet: true }));
    expect(vip.statusCode, vip.body).toBe(200);
    expect(vip.json<{ coupons: { isVip: boolean }[] }>().coupons[0]!.isVip).toBe(true);
    await expectRefused(
      await place(
        app,
        customer,
        express(cheap, { amount: (RUB.max * VIP_MAX_FACTOR + 100) / 100, isVipBet: true }),
      ),
      'amount_above_max',
    );

    const nord = { headers: { ...customer.headers, ...NORD } };
    const snapshot = await writeSnapshot(database);
    await expectRefused(
      await place(app, nord, express(legs, { isBonusBet: true })),
      'bonus_bet_unavailable',
    );
    await expectRefused(
      await place(app, nord, express(legs, { isVipBet: true })),
      'vip_bet_unavailable',
    );
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('refuses a coefficient view the brand does not offer (coef_view_not_allowed), nothing written', async () => {
    const legs = picks.slice(0, 3);
    // Aurora offers decimal, fractional and American here; nord lists none, so offers every view.
    const american = await place(app, customer, express(legs, { amount: 100, coefViewId: 2 }));
    expect(american.statusCode, american.body).toBe(200);
    const snapshot = await writeSnapshot(database);
    for (const coefViewId of [14, 6, 3, 99]) {
      await expectRefused(
        await place(app, customer, express(legs, { amount: 100, coefViewId })),
        'coef_view_not_allowed',
      );
    }
    const nord = { headers: { ...customer.headers, ...NORD } };
    await expectRefused(
      await place(app, nord, express(legs, { amount: 100, coefViewId: 3 })),
      'coef_view_not_allowed',
    );
    expect(await writeSnapshot(database)).toBe(snapshot);
    const hongKong = await place(app, nord, express(legs, { amount: 100, coefViewId: 14 }));
    expect(hongKong.statusCode, hongKong.body).toBe(200);
  });

  it('keeps every ledger invariant', async () => {
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([]);
  });
});
