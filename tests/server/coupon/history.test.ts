// GET /web-api/bets/history: the customer's own coupons, newest first, filtered by period, status
// and type, in pages.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  place,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

interface HistoryPage {
  items: { id: number; typeId: number; status: string; placedAt: string; legs: unknown[] }[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(databaseBackends())('bets history on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let picks: Pick[];
  let customer: Customer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 4);
    customer = await fundedCustomer(app, database, 10_000_000);
    const base = { accountId: customer.mainAccountId, changeCoefAction: 2 };
    const placed = async (name: string, body: Record<string, unknown>) => {
      const res = await place(app, customer, { ...base, ...body });
      expect(res.statusCode, res.body).toBe(200);
      const coupons = res.json<{ coupons: { id: number }[] }>().coupons;
      coupons.forEach((c, i) => (ids[`${name}${i}`] = c.id));
    };
    await placed('express', {
      typeId: 1,
      amount: 100,
      bets: picks.slice(0, 3).map((p) => betOf(p)),
    });
    await placed('system', {
      typeId: 2,
      systemValue: 2,
      amount: 300,
      bets: picks.slice(0, 3).map((p) => betOf(p)),
    });
    await placed('single', { typeId: 9, amount: 50, bets: picks.slice(0, 4).map((p) => betOf(p)) });
    // Settled and older coupons, as settlement and time would leave them.
    await sql`update coupons set status = 'won', payout = 20000, settled_at = now()
      where id = ${ids.express0!}`.execute(database.db);
    await sql`update coupons set status = 'lost', payout = 0, settled_at = now(),
      placed_at = now() - interval '10 days' where id = ${ids.system0!}`.execute(database.db);
    await sql`update coupons set placed_at = now() - interval '40 days'
      where id = ${ids.single0!}`.execute(database.db);
    // Another customer's coupon never shows.
    const other = await fundedCustomer(app, database, 100_000);
    expect(
      (
        await place(app, other, {
          typeId: 1,
          accountId: other.mainAccountId,
          amount: 100,
          changeCoefAction: 2,
          bets: picks.slice(0, 2).map((p) => betOf(p)),
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const history = async (query: string): Promise<HistoryPage> => {
    const res = await app.inject({
      url: `/web-api/bets/history${query}`,
      headers: customer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HistoryPage>();
  };

  it('lists every coupon of the customer, newest first, with legs', async () => {
    const all = await history('');
    expect(all.total).toBe(6);
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(20);
    const times = all.items.map((i) => Date.parse(i.placedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.items.every((i) => i.legs.length >= 1)).toBe(true);
    expect(all.items.map((i) => i.id)).not.toContain(undefined);
  });

  it('filters by status, type and period', async () => {
    expect((await history('?status=won')).items.map((i) => i.id)).toEqual([ids.express0]);
    expect((await history('?status=lost')).items.map((i) => i.id)).toEqual([ids.system0]);
    expect((await history('?status=open')).total).toBe(4);
    expect((await history('?status=void')).total).toBe(0);
    expect((await history('?type=0')).total).toBe(4);
    expect((await history('?type=2')).items.map((i) => i.typeId)).toEqual([2]);
    expect((await history('?type=4')).total).toBe(0);
    expect((await history('?period=7d')).total).toBe(4);
    expect((await history('?period=30d')).total).toBe(5);
    expect((await history('?period=90d')).total).toBe(6);
    expect((await history('?period=1d&type=1&status=won')).total).toBe(1);
  });

  it('pages without overlap', async () => {
    const first = await history('?pageSize=4&page=1');
    const second = await history('?pageSize=4&page=2');
    const third = await history('?pageSize=4&page=3');
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(third.items).toHaveLength(0);
    expect(first.total).toBe(6);
    const seen = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(seen).size).toBe(6);
  });
});
