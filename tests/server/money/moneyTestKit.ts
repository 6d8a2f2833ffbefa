// Shared set-up of the money suites: customers inserted straight into `users` (the service-level
// suites do not need sign-in), and the ledger invariants asserted after each suite.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PaymentOutcome } from '../../../domain/money/paymentStatus';
import type { AppDatabase } from '../../../server/db/index';
import type { MoneyOptions } from '../../../server/money/moneyRoutes';
import type { SignedUpUser } from '../authHelpers';
import { buildTestServer, type DatabaseBackend } from '../testServer';
import { openCustomerAccounts } from '../../../server/money/accounts';
import { checkLedger } from '../../../server/money/ledgerCheck';

/** A user row with its main and bonus accounts, as registration creates them. */
export async function createCustomer(
  database: AppDatabase,
  currencyId = 643,
): Promise<{ userId: string }> {
  const row = await sql<{ id: string | number }>`
    insert into users (password_hash, registration_type, country_id, currency_id)
    values (${'test-only'}, ${'fast_reg'}, ${1}, ${currencyId}) returning id`.execute(database.db);
  const userId = String(row.rows[0]!.id);
  await openCustomerAccounts(database.db, { userId, currencyId });
  return { userId };
}

/** The invariants `npm run ledger:check` verifies; every money suite ends with this. */
export async function expectLedgerHealthy(database: AppDatabase): Promise<void> {
  const report = await checkLedger(database.db);
  expect(report.problems).toEqual([]);
}

export const SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';

/** A test server whose sandbox signs with SANDBOX_SECRET and calls back without delay. */
export async function buildMoneyServer(
  database: AppDatabase,
  payments: MoneyOptions = {},
): Promise<FastifyInstance> {
  return buildTestServer({
    database,
    payments: { sandboxSecret: SANDBOX_SECRET, sandboxDelayMs: 0, ...payments },
  });
}

/**
 * A money server on a fresh database of `backend` for a describe block: built before its tests;
 * after them closed, the ledger invariants asserted and the database dropped. Read `app` and
 * `database` inside hooks and tests (they exist once the block's beforeAll has run).
 */
export function moneyServerFor(backend: DatabaseBackend): {
  readonly app: FastifyInstance;
  readonly database: AppDatabase;
} {
  const held = {} as { app: FastifyInstance; database: AppDatabase; drop: () => Promise<void> };
  beforeAll(async () => {
    ({ database: held.database, drop: held.drop } = await backend.open());
    held.app = await buildMoneyServer(held.database);
  });
  afterAll(async () => {
    await held.app.close();
    await expectLedgerHealthy(held.database);
    await held.drop();
  });
  return held;
}

/** Deposits through the whole sandbox flow (request, hosted page choice, callbacks). */
export async function depositViaSandbox(
  app: FastifyInstance,
  user: SignedUpUser,
  amount: number,
  outcome: PaymentOutcome = 'success',
  accountId?: number,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: user.headers,
    payload: { amount, ...(accountId === undefined ? {} : { account_id: accountId }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { payment_id } = res.json<{ payment_id: string }>();
  await chooseOnHostedPage(app, user, payment_id, outcome);
  return payment_id;
}

/** The paying customer submits the hosted page's form, then the provider's callbacks are awaited. */
export async function chooseOnHostedPage(
  app: FastifyInstance,
  user: SignedUpUser,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox-pay/${paymentId}`,
    headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  await app.paymentSandbox.idle();
  return res;
}

export async function accountData(app: FastifyInstance, user: SignedUpUser) {
  const res = await app.inject({ url: '/web-api/account/data', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    balance: number;
    bonus: number;
    all_accounts: {
      id: number;
      currencyId: number;
      type: number;
      money: number;
      isActive: boolean;
    }[];
    is_available_first_deposit_bonus: boolean;
  }>();
}

/** Every row of the money tables, to prove a refused request changed nothing. */
export async function moneySnapshot(database: AppDatabase): Promise<string> {
  const tables = [
    'accounts',
    'ledger_transactions',
    'ledger_postings',
    'payments',
    'payment_callbacks',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by 1`.execute(database.db);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}
