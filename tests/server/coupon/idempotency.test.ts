// The Idempotency-Key of POST /web-api/coupon/place (the coupon contract): the same key and body
// answer the first placement and move nothing; another body is 422; identical requests racing
// book once; a refusal is not stored, so the key stays usable.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
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
  writeSnapshot,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('placement idempotency on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let picks: Pick[];
  let customer: Customer;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 3);
    customer = await fundedCustomer(app, database, 1_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const body = (amount = 100) => ({
    typeId: 1,
    accountId: customer.mainAccountId,
    amount,
    changeCoefAction: 2,
    bets: picks.map((p) => betOf(p)),
  });
  const couponCount = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from coupons where user_id = ${customer.userId}`.execute(
        database.db,
      )
    ).rows[0]!.n;

  it('replays the first answer for the same key and body, moving nothing', async () => {
    const key = newKey();
    const first = await place(app, customer, body(), key);
    expect(first.statusCode, first.body).toBe(200);
    const snapshot = await writeSnapshot(database);
    // Keys in another order are the same body.
    const reordered = Object.fromEntries(Object.entries(body()).reverse());
    const again = await place(app, customer, reordered, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('answers 422 for the same key with another body, moving nothing', async () => {
    const key = newKey();
    expect((await place(app, customer, body(), key)).statusCode).toBe(200);
    const snapshot = await writeSnapshot(database);
    const other = await place(app, customer, body(101), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'Unprocessable Entity' });
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('keys are per customer: another customer may use the same key', async () => {
    const key = newKey();
    expect((await place(app, customer, body(), key)).statusCode).toBe(200);
    const other = await fundedCustomer(app, database, 100_000);
    const res = await place(app, other, { ...body(), accountId: other.mainAccountId }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(database, other.mainAccountId)).toBe(90_000);
  });

  it('does not store a refusal: the key places once the coupon is acceptable', async () => {
    const key = newKey();
    await expectRefused(
      await place(app, customer, { ...body(), promoCode: 'X' }, key),
      'promo_code_invalid',
    );
    const res = await place(app, customer, body(), key);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('books once when identical requests race', async () => {
    const key = newKey();
    const before = await balanceOf(database, customer.mainAccountId);
    const coupons = await couponCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(app, customer, body(77), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const first = answers[0]!.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await couponCount()).toBe(coupons + 1);
    expect(before - (await balanceOf(database, customer.mainAccountId))).toBe(7_700);
  });
});
