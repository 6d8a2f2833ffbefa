// Cash-out offers pushed over the tab's content stream as odds move (docs/cash-out.md "Offers"):
// a price move of a leg reaches the coupon owner's open tabs as a `cash-out-offer` event, never
// another customer's; and the customer's own limits: during a time-out there is no offer and a
// cash-out is refused `cash_out_excluded`.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_TYPE } from '../../../domain/limits/index';
import { CASH_OUT_OFFER_EVENT } from '../../../domain/money/accountEvents';
import { CONTENT_CHANGES_PATH } from '../../../domain/studio/contract';
import type { AppDatabase } from '../../../server/db/index';
import { SseClient } from '../live/sseTestClient';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  betOf,
  buildCouponServer,
  ControlledFeed,
  fundedCustomer,
  settleOnFeedClock,
  linePicks,
  newKey,
  type Customer,
  type Pick,
} from './couponTestKit';
import { settlementHelpers, waitFor } from './settlementKit';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';

afterAll(removeTempDirs);

interface Pushed {
  couponId: number;
  value: number | null;
  reason: string | null;
  liveAmount: number;
}

describe.each(databaseBackends())('cash-out offers pushed on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];
  const clients: SseClient[] = [];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, feed, clock } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    pool = await linePicks(app, 12);
    customer = await fundedCustomer(app, database, 100_000_000);
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await app.close();
    await drop();
  });

  const { placeOk, storeResult } = settlementHelpers(() => ({ app, database, customer }));
  const take = (n: number) => pool.splice(0, n);
  /** A tab of `who`: the content stream, opened signed in. */
  const tabOf = async (who: Customer) => {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tab = await SseClient.open(`${base}${CONTENT_CHANGES_PATH}`, {
      cookie: who.headers.cookie!,
    });
    clients.push(tab);
    expect(tab.status).toBe(200);
    await tab.waitFor(() => tab.of('account-stream').length === 1);
    return tab;
  };
  const pushedTo = (tab: SseClient, couponId: number): Pushed[] =>
    tab
      .of(CASH_OUT_OFFER_EVENT)
      .flatMap((e) => (JSON.parse(e.data) as { offers: Pushed[] }).offers)
      .filter((o) => o.couponId === couponId);
  const offerOf = async (who: Customer, couponId: number) => {
    const res = await app.inject({
      url: `/web-api/coupon/cash-out/offers?ids=${couponId}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ offers: Pushed[] }>().offers[0]!;
  };
  /** Our outcome shorter (`coef`), the others longer: the value moves. */
  const movePrice = (pick: Pick, coef: number) =>
    feed.push({
      gameId: pick.game.id,
      outcomes: pick.market.outcomes.map((o) => ({
        id: o.id,
        coef: o.id === pick.outcome.id ? coef : Math.round(o.coef * 200) / 100,
        isBlocked: false,
      })),
    });

  it("pushes the new offer to the owner's tabs when a leg's price moves, not to another's", async () => {
    const picks = take(2);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    const before = await offerOf(customer, coupon!.id);
    const other = await fundedCustomer(app, database, 100_000_000);
    const [ownerTab, ownerOtherTab, otherTab] = [
      await tabOf(customer),
      await tabOf(customer),
      await tabOf(other),
    ];

    movePrice(picks[0]!, 1.1);
    await ownerTab.waitFor(() => pushedTo(ownerTab, coupon!.id).length > 0);
    await ownerOtherTab.waitFor(() => pushedTo(ownerOtherTab, coupon!.id).length > 0);
    const [pushed] = pushedTo(ownerTab, coupon!.id);
    expect(pushed!.value!).toBeGreaterThan(before.value!);
    expect(pushed!.liveAmount).toBe(100);
    // The pushed offer is the one the server would quote now.
    expect(pushed!.value).toBe((await offerOf(customer, coupon!.id)).value);

    // The other customer's own coupon moves next: once their tab has it, the owner's would have
    // had anything meant for it; neither tab heard the other's coupon.
    const otherPick = take(1)[0]!;
    const otherPlaced = await app.inject({
      method: 'POST',
      url: '/web-api/coupon/place',
      headers: { ...other.headers, 'idempotency-key': newKey() },
      payload: {
        accountId: other.mainAccountId,
        changeCoefAction: 2,
        typeId: 9,
        amount: 50,
        bets: [betOf(otherPick)],
      },
    });
    expect(otherPlaced.statusCode, otherPlaced.body).toBe(200);
    const otherCoupon = otherPlaced.json<{ coupons: { id: number }[] }>().coupons[0]!;
    movePrice(otherPick, 1.15);
    await otherTab.waitFor(() => pushedTo(otherTab, otherCoupon.id).length > 0);
    expect(pushedTo(otherTab, coupon!.id)).toEqual([]);
    expect(pushedTo(ownerTab, otherCoupon.id)).toEqual([]);

    // A suspension is pushed as no offer, with its reason.
    const { game, market } = picks[1]!;
    feed.push({
      gameId: game.id,
      outcomes: market.outcomes.map((o) => ({ id: o.id, coef: o.coef, isBlocked: true })),
    });
    await ownerTab.waitFor(() =>
      pushedTo(ownerTab, coupon!.id).some((o) => o.reason === 'suspended'),
    );
    expect(pushedTo(ownerTab, coupon!.id).at(-1)).toMatchObject({
      value: null,
      reason: 'suspended',
    });
  });

  it("has no offer and refuses a cash-out while the customer's time-out is in force", async () => {
    const excluded = await fundedCustomer(app, database, 100_000_000);
    const pick = take(1)[0]!;
    const placed = await app.inject({
      method: 'POST',
      url: '/web-api/coupon/place',
      headers: { ...excluded.headers, 'idempotency-key': newKey() },
      payload: {
        accountId: excluded.mainAccountId,
        changeCoefAction: 2,
        typeId: 9,
        amount: 50,
        bets: [betOf(pick)],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const couponId = placed.json<{ coupons: { id: number }[] }>().coupons[0]!.id;
    const offer = await offerOf(excluded, couponId);
    expect(offer.value).toBeGreaterThan(0);
    const tab = await tabOf(excluded);

    // A time-out taken after the bet (as the limits page stores it), in force for 7 days.
    const now = new Date();
    await database.db
      .insertInto('customer_limits')
      .values({
        user_id: String(excluded.userId),
        type: LIMIT_TYPE.depositTimeOut,
        value: 7,
        state: 'ACTIVE',
        started_at: now,
        ends_at: new Date(now.getTime() + 7 * 86_400_000),
        updated_at: now,
      })
      .execute();

    expect(await offerOf(excluded, couponId)).toMatchObject({ value: null, reason: 'excluded' });
    const res = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${couponId}/cash-out`,
      headers: { ...excluded.headers, 'idempotency-key': newKey() },
      payload: { value: offer.value },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ ok: false, refusal: { code: 'cash_out_excluded' } });
    // Nothing was written: the coupon is still open with its whole stake in play.
    const row = await database.db
      .selectFrom('coupons')
      .select(['status', 'cashed_out'])
      .where('id', '=', String(couponId))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(Number(row.cashed_out)).toBe(0);
    // A price move pushes the same answer: no offer, the customer's limits.
    movePrice(pick, 1.12);
    await tab.waitFor(() => pushedTo(tab, couponId).length > 0);
    expect(pushedTo(tab, couponId).at(-1)).toMatchObject({ value: null, reason: 'excluded' });
  });

  /** Places a coupon for `who` (their tab already open): its id. */
  const placeFor = async (who: Customer, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/coupon/place',
      headers: { ...who.headers, 'idempotency-key': newKey() },
      payload: { accountId: who.mainAccountId, changeCoefAction: 2, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ coupons: { id: number }[] }>().coupons[0]!.id;
  };
  const cashOut = async (who: Customer, couponId: number, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${couponId}/cash-out`,
      headers: { ...who.headers, 'idempotency-key': newKey() },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ liveAmount: number; status: string }>();
  };
  const latest = (tab: SseClient, couponId: number) => pushedTo(tab, couponId).at(-1);
  /**
   * Waits until the last offer pushed for the coupon is the one the offers route answers now
   * (and, with `unlike`, is not that earlier one); answers it.
   */
  const agreed = (tab: SseClient, who: Customer, couponId: number, unlike?: Pushed) =>
    waitFor(async () => {
      const pushed = latest(tab, couponId);
      if (!pushed || (unlike && JSON.stringify(pushed) === JSON.stringify(unlike))) return null;
      const { value, reason, liveAmount } = await offerOf(who, couponId);
      return pushed.value === value && pushed.reason === reason && pushed.liveAmount === liveAmount
        ? pushed
        : null;
    }, `the pushed offer of coupon ${couponId} to equal the offers route's`);

  it('pushes the coupons placed and cashed out after the tab opened as the offers route answers them', async () => {
    const who = await fundedCustomer(app, database, 100_000_000);
    const tab = await tabOf(who);
    const [pick, other] = take(2);
    // Both placed once the tab is open: the push holds them only by reading the customer's
    // coupons again on the account event the placement sends.
    const kept = await placeFor(who, { typeId: 9, amount: 100, bets: [betOf(pick!)] });
    const sold = await placeFor(who, {
      typeId: 1,
      amount: 60,
      bets: [betOf(pick!), betOf(other!)],
    });
    movePrice(pick!, 1.1);
    const keptMoved = await agreed(tab, who, kept);
    expect(keptMoved.value).toBeGreaterThan(0);
    await agreed(tab, who, sold);

    // A part cashed out: the stake in play the push prices is the one left.
    const offer = await offerOf(who, kept);
    const part = await cashOut(who, kept, {
      value: offer.value,
      amount: Math.max(1, Math.floor(offer.value! / 2)),
    });
    expect(part.status).toBe('open');
    expect(part.liveAmount).toBeLessThan(100);
    const afterPart = await agreed(tab, who, kept, keptMoved);
    expect(afterPart.liveAmount).toBe(part.liveAmount);
    movePrice(pick!, 1.2);
    const movedAgain = await agreed(tab, who, kept, afterPart);
    expect(movedAgain.liveAmount).toBe(part.liveAmount);

    // The other cashed out whole: its account event reached the tab, so a move after it pushes
    // the coupon still open and never the one sold.
    const changesBefore = tab.of('account-changed').length;
    const whole = await cashOut(who, sold, { value: (await offerOf(who, sold)).value });
    expect(whole.status).toBe('cashed_out');
    await tab.waitFor(() => tab.of('account-changed').length > changesBefore);
    const soldPushes = pushedTo(tab, sold).length;
    movePrice(pick!, 1.3);
    await agreed(tab, who, kept, movedAgain);
    expect(pushedTo(tab, sold)).toHaveLength(soldPushes);
  });

  it('pushes a leg lost at settlement, which moves no money, as the offers route answers it', async () => {
    const who = await fundedCustomer(app, database, 100_000_000);
    const tab = await tabOf(who);
    const [losing, open] = take(2);
    const couponId = await placeFor(who, {
      typeId: 1,
      amount: 100,
      bets: [betOf(losing!), betOf(open!)],
    });
    const before = await agreed(tab, who, couponId);
    expect(before.value).toBeGreaterThan(0);
    // The first leg's game ends lost; settlement resolves the leg and the coupon stays open.
    await storeResult(losing!.game, 'lost');
    const report = await settleOnFeedClock(database, clock, { gameIds: [losing!.game.id] });
    expect(report).toMatchObject({ legs: 1, coupons: 0 });
    const after = await agreed(tab, who, couponId, before);
    expect(after.value ?? 0).toBe(0);
  });
});
