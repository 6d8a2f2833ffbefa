// Shared set-up of the bonus server tests.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { cookieHeader, type SignedUpUser } from '../authHelpers';
import { SANDBOX_SECRET } from '../money/moneyTestKit';
import { buildTestServer, type DatabaseBackend } from '../testServer';

export interface BonusServer {
  app: FastifyInstance;
  database: AppDatabase;
}

/**
 * A test server with test control and the sandbox payment provider on a fresh database of
 * `backend`, opened before the suite's tests and closed after them, the ledger checked last.
 * Its fields are set once the suite's first hook has run.
 */
export function openBonusServer(backend: DatabaseBackend): BonusServer {
  const server = {} as BonusServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database: server.database, drop } = await backend.open());
    server.app = await buildTestServer({
      database: server.database,
      testControl: true,
      payments: { sandboxSecret: SANDBOX_SECRET, sandboxDelayMs: 0 },
    });
  });
  afterAll(async () => {
    await server.app.close();
    expect((await checkLedger(server.database.db)).problems).toEqual([]);
    await drop();
  });
  return server;
}

/** Registers a one-click customer with a first-deposit bonus choice, on `host`'s brand. */
export async function signUpWithChoice(
  app: FastifyInstance,
  choice: 0 | 1 | 2,
  host = 'localhost',
): Promise<SignedUpUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: { origin: `http://${host}`, host },
    payload: {
      type: 'fast_reg',
      country_id: 643,
      currency_id: 643,
      first_deposit_bonus_choice: choice,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ user_id: number; login: string; password: string }>();
  return {
    userId: String(body.user_id),
    login: body.login,
    password: body.password,
    headers: { cookie: cookieHeader(res), origin: `http://${host}`, host },
  };
}
