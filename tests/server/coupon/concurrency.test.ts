// 200 placements fired at once against one balance (distinct keys). On PostgreSQL they run in
// parallel over the server's pool: the proof that placement never overdraws.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  place,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

const REQUESTS = 200;
const BALANCE = 1_000_000;
const STAKE = 30_000;

describe.each(databaseBackends())('concurrent placements on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let picks: Pick[];
  let customer: Customer;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 3);
    customer = await fundedCustomer(app, database, BALANCE);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it(`never overdraws one balance with ${REQUESTS} placements at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        place(app, customer, {
          typeId: 1,
          accountId: customer.mainAccountId,
          amount: STAKE / 100,
          changeCoefAction: 2,
          bets: picks.map((p) => betOf(p)),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    const expected = Math.floor(BALANCE / STAKE);
    expect(statuses.filter((s) => s === 200).length).toBe(expected);
    expect(statuses.filter((s) => s === 409).length).toBe(REQUESTS - expected);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ ok: false, refusals: [{ code: 'insufficient_funds' }] });
    }
    const final = await balanceOf(database, customer.mainAccountId);
    expect(final).toBe(BALANCE - expected * STAKE);
    expect(final).toBeGreaterThanOrEqual(0);
    const rows = await sql<{ n: number }>`select count(*)::int as n from coupons
      where user_id = ${customer.userId}`.execute(database.db);
    expect(rows.rows[0]!.n).toBe(expected);
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });
});
