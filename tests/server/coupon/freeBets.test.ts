// Free bets (docs/bonus.md "Free bets"): a token of a fixed amount, granted by an operator or redeemed
// from a promo code, stakes one sports coupon from the house account `bonuses`, consumed in the
// booking's transaction. A won coupon pays its winnings minus the stake to the main account, a
// lost one nothing, a void one gives the token back; each exactly once, the ledger balanced.
// Every bad token is refused with its code and nothing changes; a token raced by two placements
// books exactly one coupon.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusListResponse } from '../../../domain/bonus/contract';
import type { AppDatabase } from '../../../server/db/index';
import { houseAccountId } from '../../../server/money/houseAccounts';
import { checkLedger } from '../../../server/money/ledgerCheck';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  expectRefused,
  fundedCustomer,
  linePicks,
  newKey,
  place,
  settleOnFeedClock,
  writeSnapshot,
  type Customer,
  type Pick,
} from './couponTestKit';
import { settlementHelpers } from './settlementKit';

afterAll(removeTempDirs);

const DAY = 24 * 3600 * 1000;
const TOKEN = 2_500;

describe.each(databaseBackends())('free bets on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let admin: SignedInOperator;
  let customer: Customer;
  let other: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock } = await buildCouponServer(database, { sweepEveryMs: 3_600_000 }));
    admin = await signedInOperator(app, database, 'admin');
    pool = await linePicks(app, 20);
    customer = await fundedCustomer(app, database, 1_000_000);
    other = await fundedCustomer(app, database, 1_000_000);
  });
  afterAll(async () => {
    await app.close();
    expect((await checkLedger(database.db)).problems).toEqual([]);
    await drop();
  });

  const take = (n: number) => {
    if (pool.length < n) throw new Error('Out of line picks');
    return pool.splice(0, n);
  };
  const { storeResult, shown, settleCredits } = settlementHelpers(() => ({
    app,
    database,
    customer,
  }));

  const grant = async (to: Customer, body: Record<string, unknown> = {}): Promise<string> => {
    const res = await app.inject({
      method: 'POST',
      url: '/operator-api/free-bets',
      headers: admin.headers,
      payload: {
        brand: 'aurora',
        userId: Number(to.userId),
        amount: TOKEN,
        currencyId: 643,
        expiryDays: 7,
        minOdds: 1.01,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  };
  const freeBetBody = (freeBetId: string, picks: Pick[], extra: Record<string, unknown> = {}) => ({
    // One pick: a singles coupon of one bet; more: an express.
    typeId: picks.length === 1 ? 9 : 1,
    accountId: customer.mainAccountId,
    amount: TOKEN / 100,
    changeCoefAction: 2,
    freeBetId: Number(freeBetId),
    bets: picks.map((p) => betOf(p)),
    ...extra,
  });
  const token = async (id: string) => {
    const row = await database.db
      .selectFrom('bonuses')
      .select(['status', 'coupon_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { status: row.status, coupon_id: row.coupon_id === null ? null : Number(row.coupon_id) };
  };
  const house = async (code: string) =>
    balanceOf(database, Number(await houseAccountId(database.db, code, 643)));
  const settle = () => settleOnFeedClock(database, clock);

  it('grants a token (audited) that moves no money and is listed with its amount and expiry', async () => {
    const before = await writeSnapshot(database);
    const id = await grant(customer);
    expect(await writeSnapshot(database)).toBe(before);
    const audit = await sql<{ target: string }>`
      select target from operator_audit where action = 'free_bet.grant'`.execute(database.db);
    expect(audit.rows).toContainEqual({ target: `user/${customer.userId}` });
    const res = await app.inject({ url: '/web-api/office/bonuses', headers: customer.headers });
    const listed = res.json<BonusListResponse>().bonuses.find((b) => b.id === id);
    expect(listed).toMatchObject({
      kind: 'free_bet',
      source: 'grant',
      status: 'active',
      amount: TOKEN,
      minOdds: 1.01,
      couponId: null,
    });
    // Seven days on the world clock (the suite's feed clock).
    expect(Date.parse(listed!.expiresAt)).toBe(clock.now() + 7 * DAY);
    // Customers cannot grant themselves one.
    const self = await app.inject({
      method: 'POST',
      url: '/operator-api/free-bets',
      headers: customer.headers,
      payload: { brand: 'aurora', userId: Number(customer.userId), amount: 1, currencyId: 643 },
    });
    expect(self.statusCode).toBe(403);
  });

  it('stakes a coupon from the house account, not the customer, consuming the token', async () => {
    const id = await grant(customer);
    const main = await balanceOf(database, customer.mainAccountId);
    const bonusHouse = await house('bonuses');
    const res = await place(app, customer, freeBetBody(id, take(2)));
    expect(res.statusCode, res.body).toBe(200);
    const [coupon] = res.json<{ coupons: { id: number; isFreeBet: boolean; amount: number }[] }>()
      .coupons;
    expect(coupon).toMatchObject({ isFreeBet: true, amount: TOKEN / 100 });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(main);
    expect(await house('bonuses')).toBe(bonusHouse - TOKEN);
    expect(await token(id)).toMatchObject({ status: 'used', coupon_id: coupon!.id });
    const history = await app.inject({
      url: '/web-api/bets/history?period=all&status=all&page=1&pageSize=10',
      headers: customer.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ items: { id: number; isFreeBet: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ id: coupon!.id, isFreeBet: true }),
    );
  });

  it('refuses each bad token with its code and changes nothing', async () => {
    const picks = take(2);
    const active = await grant(customer);
    const strictOdds = await grant(customer, { minOdds: 50 });
    const theirs = await grant(other);
    const expired = await grant(customer);
    await database.db
      .updateTable('bonuses')
      .set({ expires_at: new Date(clock.now() - 1000) })
      .where('id', '=', expired)
      .execute();
    const casino = await grant(customer);
    await database.db
      .updateTable('bonuses')
      .set({ product: 'casino' })
      .where('id', '=', casino)
      .execute();
    const used = await grant(customer);
    expect((await place(app, customer, freeBetBody(used, take(1)))).statusCode).toBe(200);

    const before = await writeSnapshot(database);
    const tokensBefore = await sql`select * from bonuses order by id`.execute(database.db);
    const cases: [Record<string, unknown>, string][] = [
      [freeBetBody(active, picks, { amount: TOKEN / 100 + 1 }), 'free_bet_amount_mismatch'],
      [freeBetBody(expired, picks), 'free_bet_expired'],
      [freeBetBody(used, picks), 'free_bet_used'],
      [freeBetBody(theirs, picks), 'free_bet_not_found'],
      [freeBetBody('999999999', picks), 'free_bet_not_found'],
      [freeBetBody(casino, picks), 'free_bet_not_sports'],
      [freeBetBody(strictOdds, picks), 'free_bet_min_odds'],
      [
        freeBetBody(active, picks, { accountId: customer.bonusAccountId }),
        'free_bet_account_mismatch',
      ],
      [freeBetBody(active, picks, { typeId: 9 }), 'free_bet_one_coupon'],
    ];
    for (const [body, code] of cases) {
      const refusals = await expectRefused(await place(app, customer, body), code);
      expect(refusals).toHaveLength(1);
    }
    expect(await writeSnapshot(database)).toBe(before);
    expect((await sql`select * from bonuses order by id`.execute(database.db)).rows).toEqual(
      tokensBefore.rows,
    );
    // A token id that is not an id at all is the schema's refusal.
    const bad = await place(app, customer, { ...freeBetBody(active, picks), freeBetId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('pays a won free-bet coupon its winnings minus the stake, once', async () => {
    const picks = take(2);
    const id = await grant(customer);
    const res = await place(app, customer, freeBetBody(id, picks));
    const [coupon] = res.json<{ coupons: { id: number; possibleWin: number }[] }>().coupons;
    const main = await balanceOf(database, customer.mainAccountId);
    for (const p of picks) await storeResult(p.game, 'won');
    await settle();
    const winnings = Math.round(coupon!.possibleWin * 100) - TOKEN;
    expect(winnings).toBeGreaterThan(0);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(main + winnings);
    expect(await settleCredits(coupon!.id)).toEqual([{ kind: 'bet_win', amount: winnings }]);
    expect(await shown(coupon!.id)).toMatchObject({ status: 'won', payout: winnings / 100 });
    // Settling again pays nothing more.
    await settle();
    expect(await balanceOf(database, customer.mainAccountId)).toBe(main + winnings);
    expect(await token(id)).toMatchObject({ status: 'used' });
  });

  it('pays nothing for a lost free-bet coupon, and the token stays used', async () => {
    const picks = take(1);
    const id = await grant(customer);
    const res = await place(app, customer, freeBetBody(id, picks));
    const [coupon] = res.json<{ coupons: { id: number }[] }>().coupons;
    const main = await balanceOf(database, customer.mainAccountId);
    await storeResult(picks[0]!.game, 'lost');
    await settle();
    expect(await shown(coupon!.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await settleCredits(coupon!.id)).toEqual([]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(main);
    expect(await token(id)).toMatchObject({ status: 'used' });
  });

  it('gives the token back for a void coupon and returns the stake to the house, once', async () => {
    const picks = take(1);
    const id = await grant(customer);
    const bonusHouse = await house('bonuses');
    const res = await place(app, customer, freeBetBody(id, picks));
    const [coupon] = res.json<{ coupons: { id: number }[] }>().coupons;
    const main = await balanceOf(database, customer.mainAccountId);
    await storeResult(picks[0]!.game, 'cancelled');
    await settle();
    await settle();
    expect(await shown(coupon!.id)).toMatchObject({ status: 'void', payout: 0 });
    expect(await settleCredits(coupon!.id)).toEqual([{ kind: 'free_bet_return', amount: TOKEN }]);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(main);
    expect(await house('bonuses')).toBe(bonusHouse);
    expect(await token(id)).toEqual({ status: 'active', coupon_id: null });
    // The returned token stakes another coupon.
    expect((await place(app, customer, freeBetBody(id, take(1)))).statusCode).toBe(200);
  });

  it('books exactly one coupon when two placements race for one token', async () => {
    const picks = take(2);
    const id = await grant(customer);
    const coupons = async () =>
      Number(
        (
          await database.db
            .selectFrom('coupons')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('free_bet_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        place(app, customer, freeBetBody(id, [picks[i % 2]!]), newKey()),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json<{ refusals: { code: string }[] }>().refusals).toEqual([
        { code: 'free_bet_used' },
      ]);
    }
    expect(await coupons()).toBe(1);
  });

  it('turns a redeemed free-bet promo code into a token the coupon stakes', async () => {
    const promo = await app.inject({
      method: 'POST',
      url: '/operator-api/promo-codes',
      headers: admin.headers,
      payload: {
        brand: 'aurora',
        code: 'FREE25',
        kind: 'free_bet',
        amount: TOKEN,
        currencyId: 643,
        perCustomerLimit: 1,
        totalLimit: 10,
        validFrom: new Date(clock.now() - DAY).toISOString(),
        validTo: new Date(clock.now() + DAY).toISOString(),
      },
    });
    expect(promo.statusCode, promo.body).toBe(200);
    const redeemed = await app.inject({
      method: 'POST',
      url: '/web-api/promo-codes/redeem',
      headers: other.headers,
      payload: { code: 'FREE25' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const id = redeemed.json<{ bonusId: string }>().bonusId;
    const res = await place(app, other, {
      ...freeBetBody(id, take(1)),
      accountId: other.mainAccountId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
