// Cash-out (docs/cash-out.md): offers from the current prices, full and partial cash-outs through
// one idempotent ledger transaction, the seen value checked against the odds-change setting,
// suspended markets, settlement paying only the share left, auto cash-out rules executed by the
// server, and a cash-out racing settlement paying once (100 races on PostgreSQL).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hundredthsOf,
  productHundredths,
  unplayedStartCutoffMs,
  winOf,
} from '../../../domain/coupon/index';
import { settleOneCoupon } from '../../../server/coupon/settlement';
import type { AppDatabase } from '../../../server/db/index';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  ControlledFeed,
  fundedCustomer,
  linePicks,
  newKey,
  settleOnFeedClock,
  type Customer,
  type Pick,
} from './couponTestKit';
import { settlementHelpers, waitFor } from './settlementKit';

afterAll(removeTempDirs);

const minor = (major: number) => Math.round(major * 100);

interface Offer {
  couponId: number;
  value: number | null;
  reason: string | null;
  liveAmount: number;
  minAmount: number;
}

describe.each(databaseBackends())('cash-out on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, feed, clock } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    pool = await linePicks(app, 40);
    customer = await fundedCustomer(app, database, 1_000_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const take = (n: number) => {
    if (pool.length < n) throw new Error('Out of line picks');
    return pool.splice(0, n);
  };
  const { placeOk, storeResult, shown } = settlementHelpers(() => ({ app, database, customer }));

  const offers = async (ids: number[]): Promise<Offer[]> => {
    const res = await app.inject({
      url: `/web-api/coupon/cash-out/offers?ids=${ids.join(',')}`,
      headers: customer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ offers: Offer[] }>().offers;
  };
  const offerOf = async (id: number) => (await offers([id]))[0]!;
  const cashOut = (id: number, body: Record<string, unknown>, key = newKey()) =>
    app.inject({
      method: 'POST',
      url: `/web-api/coupon/${id}/cash-out`,
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: body,
    });
  const refusalOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(409);
    return res.json<{ refusal: { code: string; newValue?: number; reason?: string } }>().refusal;
  };
  const cashOutCredits = async (id: number) => {
    const { rows } = await sql<{ kind: string; amount: string | number }>`
      select t.kind, p.amount from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id
      where t.reference = ${`coupon:${id}`} and p.amount > 0
        and p.account_id = ${customer.mainAccountId}::bigint`.execute(database.db);
    return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
  };

  it('offers less than the possible win for an open express, and cashes it out whole once', async () => {
    const picks = take(3);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const offer = await offerOf(coupon!.id);
    expect(offer.reason).toBeNull();
    expect(offer.value).toBeGreaterThan(0);
    expect(offer.value!).toBeLessThan(coupon!.possibleWin);
    expect(offer.liveAmount).toBe(100);

    const before = await balanceOf(database, customer.mainAccountId);
    const key = newKey();
    const res = await cashOut(coupon!.id, { value: offer.value }, key);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<{
      amount: number;
      status: string;
      liveAmount: number;
      balance: number;
    }>();
    expect(done).toMatchObject({ amount: offer.value, status: 'cashed_out', liveAmount: 0 });
    const after = await balanceOf(database, customer.mainAccountId);
    expect(after - before).toBe(minor(offer.value!));
    expect(done.balance).toBe(after / 100);

    // The same key and body: the same answer, no money; the same key, another body: 422.
    const again = await cashOut(coupon!.id, { value: offer.value }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await balanceOf(database, customer.mainAccountId)).toBe(after);
    expect((await cashOut(coupon!.id, { value: 1 }, key)).statusCode).toBe(422);
    // A new key: the coupon is settled.
    expect(refusalOf(await cashOut(coupon!.id, { value: offer.value })).code).toBe(
      'coupon_settled',
    );

    const view = await shown(coupon!.id);
    expect(view).toMatchObject({ status: 'cashed_out', payout: offer.value });
    expect(await cashOutCredits(coupon!.id)).toEqual([
      { kind: 'bet_cash_out', amount: minor(offer.value!) },
    ]);
    // Its results change nothing: it is settled.
    for (const p of picks) await storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(after);
  });

  it('refuses a moved value under "ask" with the new value, takes it under "accept any"', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 50, bets: picks.map((p) => betOf(p)) });
    const offer = await offerOf(coupon!.id);
    const seen = offer.value! + 0.5;
    const refused = refusalOf(await cashOut(coupon!.id, { value: seen, changeCoefAction: 0 }));
    expect(refused).toEqual({ code: 'cash_out_value_changed', newValue: offer.value });
    // Accept increases only: a fall is refused too.
    expect(refusalOf(await cashOut(coupon!.id, { value: seen, changeCoefAction: 1 })).code).toBe(
      'cash_out_value_changed',
    );
    // More than the value, or below the least part: refused; nothing moved.
    expect(
      refusalOf(await cashOut(coupon!.id, { value: offer.value, amount: offer.value! + 1 })).code,
    ).toBe('cash_out_amount_above_value');
    expect(refusalOf(await cashOut(coupon!.id, { value: offer.value, amount: 0.01 })).code).toBe(
      'cash_out_amount_below_min',
    );
    expect(refusalOf(await cashOut(coupon!.id, { value: 1.001 })).code).toBe(
      'amount_not_minor_units',
    );
    expect(await cashOutCredits(coupon!.id)).toEqual([]);
    const ok = await cashOut(coupon!.id, { value: seen, changeCoefAction: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ amount: number }>().amount).toBe(offer.value);
  });

  it('has no offer while a leg is suspended, and moves with the prices', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const first = await offerOf(coupon!.id);
    const { game, market, outcome } = picks[0]!;
    feed.push({
      gameId: game.id,
      outcomes: market.outcomes.map((o) => ({ id: o.id, coef: o.coef, isBlocked: true })),
    });
    expect(await offerOf(coupon!.id)).toMatchObject({ value: null, reason: 'suspended' });
    const refused = refusalOf(await cashOut(coupon!.id, { value: first.value }));
    expect(refused).toEqual({ code: 'cash_out_unavailable', reason: 'suspended' });
    // Back, our outcome shorter: the offer rises.
    feed.push({
      gameId: game.id,
      outcomes: market.outcomes.map((o) => ({
        id: o.id,
        coef: o.id === outcome.id ? 1.1 : Math.round(o.coef * 200) / 100,
        isBlocked: false,
      })),
    });
    const moved = await offerOf(coupon!.id);
    expect(moved.value!).toBeGreaterThan(first.value!);
  });

  it('cashes out part: the rest stays in play and settlement pays only its share', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const offer = await offerOf(coupon!.id);
    const half = Math.floor(offer.value! * 50) / 100;
    const before = await balanceOf(database, customer.mainAccountId);
    const res = await cashOut(coupon!.id, { value: offer.value, amount: half });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<{ liveAmount: number; status: string }>();
    expect(done.status).toBe('open');
    expect(done.liveAmount).toBeGreaterThan(0);
    expect(done.liveAmount).toBeLessThan(100);
    const rest = await offerOf(coupon!.id);
    expect(rest.liveAmount).toBe(done.liveAmount);
    expect(rest.value!).toBeLessThanOrEqual(offer.value! - half + 0.01);

    for (const p of picks) await storeResult(p.game, 'won');
    await settleOnFeedClock(database, clock);
    const settledShare = Math.floor((minor(coupon!.possibleWin) * minor(done.liveAmount)) / 10_000);
    const after = await balanceOf(database, customer.mainAccountId);
    expect(after - before).toBe(minor(half) + settledShare);
    expect(after - before).toBeLessThanOrEqual(minor(coupon!.possibleWin));
    const view = await shown(coupon!.id);
    expect(view.status).toBe('won');
    expect(minor(view.payout!)).toBe(minor(half) + settledShare);
  });

  it('values a blocks coupon per block, sells part of it, and settlement pays the share left', async () => {
    const [lobby, one, two] = take(3);
    const [blocks] = await placeOk({
      typeId: 4,
      amount: 0,
      amountByBlockId: { 1: 25, 2: 35 },
      bets: [
        betOf(lobby!, { blockId: 0 }),
        betOf(one!, { blockId: 1 }),
        betOf(two!, { blockId: 2 }),
      ],
    });
    const first = await offerOf(blocks!.id);
    expect(first.reason).toBeNull();
    expect(first.value).toBeGreaterThan(0);
    expect(first.value!).toBeLessThan(blocks!.possibleWin);
    expect(first.liveAmount).toBe(60);

    // Block 1 lost: block 2 (with the lobby leg) still pays, so there is an offer, a lower one.
    await storeResult(one!.game, 'lost');
    const oneLost = await offerOf(blocks!.id);
    expect(oneLost.value).toBeGreaterThan(0);
    expect(oneLost.value!).toBeLessThan(first.value!);

    const before = await balanceOf(database, customer.mainAccountId);
    const half = Math.floor(oneLost.value! * 50) / 100;
    const part = await cashOut(blocks!.id, { value: oneLost.value, amount: half });
    expect(part.statusCode, part.body).toBe(200);
    const done = part.json<{ liveAmount: number; status: string }>();
    expect(done.status).toBe('open');
    expect(done.liveAmount).toBeGreaterThan(0);
    expect(done.liveAmount).toBeLessThan(60);

    // Every leg settled: the offer is exactly block 2's payout for the share in play, no margin.
    await storeResult(lobby!.game, 'won');
    await storeResult(two!.game, 'won');
    const c = (i: number) => hundredthsOf(blocks!.legs[i]!.coef);
    const blockTwo = winOf(3_500, productHundredths([c(0), c(2)]));
    const share = Math.floor((blockTwo * minor(done.liveAmount)) / 6_000);
    expect(minor((await offerOf(blocks!.id)).value!)).toBe(share);

    // Settlement pays that share and no more: the part plus the share, within the possible win.
    await settleOnFeedClock(database, clock);
    const view = await shown(blocks!.id);
    expect(view.status).toBe('won');
    expect(minor(view.payout!)).toBe(minor(half) + share);
    const paid = (await balanceOf(database, customer.mainAccountId)) - before;
    expect(paid).toBe(minor(half) + share);
    expect(paid).toBeLessThanOrEqual(minor(blocks!.possibleWin));
  });

  it('executes an auto cash-out rule when a goal (a price move) takes the offer to its line', async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const offer = await offerOf(coupon!.id);
    const stopAt = Math.floor(offer.value! * 50) / 100;
    const set = await app.inject({
      method: 'PUT',
      url: `/web-api/coupon/${coupon!.id}/auto-cash-out`,
      headers: customer.headers,
      payload: { stopAt },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ couponId: coupon!.id, takeAt: null, stopAt });
    // The offers carry the rule; a stop at or above the take is refused (400), nothing changed.
    expect(await offerOf(coupon!.id)).toMatchObject({ autoRule: { takeAt: null, stopAt } });
    const crossed = await app.inject({
      method: 'PUT',
      url: `/web-api/coupon/${coupon!.id}/auto-cash-out`,
      headers: customer.headers,
      payload: { takeAt: stopAt, stopAt },
    });
    expect(crossed.statusCode, crossed.body).toBe(400);
    expect(crossed.json()).toMatchObject({ field: 'stopAt' });
    const read = await app.inject({
      url: `/web-api/coupon/${coupon!.id}/auto-cash-out`,
      headers: customer.headers,
    });
    expect(read.json()).toEqual({ couponId: coupon!.id, takeAt: null, stopAt });
    const before = await balanceOf(database, customer.mainAccountId);
    // A move that keeps the value above the line: nothing happens.
    const { game, market, outcome } = picks[0]!;
    feed.push({
      gameId: game.id,
      outcomes: [{ id: outcome.id, coef: outcome.coef, isBlocked: false }],
    });
    // The other side scores: our outcome drifts far out.
    feed.push({
      gameId: game.id,
      outcomes: market.outcomes.map((o) => ({
        id: o.id,
        coef: o.id === outcome.id ? 25 : 1.05,
        isBlocked: false,
      })),
    });
    await waitFor(async () => (await shown(coupon!.id)).status === 'cashed_out', 'auto cash-out');
    const view = await shown(coupon!.id);
    expect(view.payout!).toBeGreaterThan(0);
    expect(view.payout!).toBeLessThanOrEqual(stopAt);
    expect((await balanceOf(database, customer.mainAccountId)) - before).toBe(minor(view.payout!));
    const { rows } = await sql<{ source: string }>`
      select source from coupon_cash_outs where coupon_id = ${coupon!.id}::bigint`.execute(
      database.db,
    );
    expect(rows).toEqual([{ source: 'auto' }]);
  });

  it("refuses another customer's coupon (404) and a bad body (400)", async () => {
    const [pick] = take(1);
    const [coupon] = await placeOk({ typeId: 9, amount: 10, bets: [betOf(pick!)] });
    const other = await fundedCustomer(app, database, 0);
    const res = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${coupon!.id}/cash-out`,
      headers: { ...other.headers, 'idempotency-key': newKey() },
      payload: { value: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect((await cashOut(coupon!.id, { value: -1 })).statusCode).toBe(400);
    expect((await cashOut(coupon!.id, { value: 1, extra: true })).statusCode).toBe(400);
    const noKey = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${coupon!.id}/cash-out`,
      headers: customer.headers,
      payload: { value: 1 },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it.runIf(backend.name === 'postgres')(
    'pays once when a cash-out races settlement (100 races)',
    async () => {
      const picks = take(2);
      const placed: { id: number; possibleWin: number }[] = [];
      for (let i = 0; i < 100; i += 1) {
        // A stake of twice the minimum: half the possible win (the partial cash-outs below) is at
        // least the minimum cash-out at any price a line pick has (1.2 and above).
        const [c] = await placeOk({
          typeId: 9,
          amount: 20,
          bets: [betOf(picks[i % 2]!)],
        });
        placed.push({ id: c!.id, possibleWin: minor(c!.possibleWin) });
      }
      // The results are in; settlement has not run (the pass after a stored result is not here).
      for (const p of picks) await storeResult(p.game, 'won');
      const now = new Date();
      const cutoff = new Date(unplayedStartCutoffMs(clock.now())).toISOString();
      let cashedFirst = 0;
      for (const [i, c] of placed.entries()) {
        const partial = i % 2 === 1;
        const [cashed] = await Promise.all([
          cashOut(
            c.id,
            partial
              ? { value: c.possibleWin / 100, amount: Math.floor(c.possibleWin / 2) / 100 }
              : { value: c.possibleWin / 100 },
          ),
          settleOneCoupon(database.db, String(c.id), now, cutoff),
        ]);
        if (cashed.statusCode === 200) cashedFirst += 1;
        else expect(refusalOf(cashed)).toEqual({ code: 'coupon_settled' });
      }
      // What a skipped (locked) coupon left open, the next pass settles.
      await settleOnFeedClock(database, clock);
      for (const c of placed) {
        const credits = await cashOutCredits(c.id);
        const total = credits.reduce((sum, x) => sum + x.amount, 0);
        // Every leg won: the coupon pays its possible win, split or not, never twice.
        expect(total, `coupon ${c.id}: ${JSON.stringify(credits)}`).toBeLessThanOrEqual(
          c.possibleWin,
        );
        expect(total).toBeGreaterThanOrEqual(c.possibleWin - 1);
        expect(credits.filter((x) => x.kind === 'bet_cash_out').length).toBeLessThanOrEqual(1);
        expect(credits.filter((x) => x.kind === 'bet_win').length).toBeLessThanOrEqual(1);
        const view = await shown(c.id);
        expect(['won', 'cashed_out']).toContain(view.status);
        expect(minor(view.payout!)).toBe(total);
      }
      // Which side took each coupon first is the machine's timing: both are correct.
      expect(cashedFirst).toBeGreaterThanOrEqual(0);
      console.info(`cash-out first in ${cashedFirst} of 100 races`);
    },
    120_000,
  );
});
