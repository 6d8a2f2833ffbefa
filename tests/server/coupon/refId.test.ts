// SPEC section 3 "Coupon to place" refId: the code of the shared coupon the slip was loaded from.
// The server checks its form (400) and that it names a saved coupon (a refusal, nothing written),
// keeps it on every coupon it books and answers it in the placement, the coupon and the history.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  place,
  writeSnapshot,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

interface Placed {
  coupons: { id: number; refId?: string | null }[];
}

describe.each(databaseBackends())('coupon refId on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let picks: Pick[];
  let customer: Customer;
  let code: string;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 2);
    customer = await fundedCustomer(app, database, 1_000_000);
    const saved = await app.inject({
      method: 'POST',
      url: '/web-api/coupon/save',
      headers: { origin: TEST_ORIGIN },
      payload: {
        typeId: 1,
        bets: picks.map((p) => ({ outcomeId: p.outcome.id, gameId: p.game.id })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    code = saved.json<{ code: string }>().code;
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const express = (extra: Record<string, unknown>) => ({
    typeId: 1,
    accountId: customer.mainAccountId,
    amount: 100,
    changeCoefAction: 2,
    bets: picks.map((p) => betOf(p)),
    ...extra,
  });

  it('books the code the coupon was loaded from and answers it everywhere', async () => {
    const res = await place(app, customer, express({ refId: code }));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<Placed>().coupons[0]!;
    expect(placed.refId).toBe(code);

    const row = await database.db
      .selectFrom('coupons')
      .select('ref_id')
      .where('id', '=', String(placed.id))
      .executeTakeFirstOrThrow();
    expect(row.ref_id).toBe(code);

    const one = await app.inject({
      url: `/web-api/coupon/${placed.id}`,
      headers: customer.headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ refId: string | null }>().refId).toBe(code);

    const history = await app.inject({ url: '/web-api/bets/history', headers: customer.headers });
    expect(history.statusCode, history.body).toBe(200);
    const item = history
      .json<{ items: { id: number; refId: string | null }[] }>()
      .items.find((c) => c.id === placed.id);
    expect(item?.refId).toBe(code);
  });

  it('answers null for a coupon typed by hand', async () => {
    const res = await place(app, customer, express({}));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<Placed>().coupons[0]!;
    expect(placed.refId).toBeNull();
    const one = await app.inject({
      url: `/web-api/coupon/${placed.id}`,
      headers: customer.headers,
    });
    expect(one.json<{ refId: string | null }>().refId).toBeNull();
  });

  it('refuses a well-formed code no coupon was saved under, writing nothing', async () => {
    const unknown = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    const before = await writeSnapshot(database);
    const res = await place(app, customer, express({ refId: unknown }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ refusals: { code: string }[] }>().refusals).toContainEqual({
      code: 'ref_id_unknown',
    });
    expect(await writeSnapshot(database)).toBe(before);
  });

  it.each([['lowercase1'], ['abc'], ['ABCDEFG!'], ['']])(
    'rejects the malformed refId %j',
    async (refId) => {
      const res = await place(app, customer, express({ refId }));
      expect(res.statusCode, res.body).toBe(400);
    },
  );
});
