// Shared set-up of the access suites: a server over the real content (its brands carry the
// `maintenance` config group and the real route table) with test control on, operators signed in
// over HTTP, and customers registered over HTTP.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BlockResult } from '../../../domain/access/contract';
import type { OperatorRole } from '../../../domain/operators/roles';
import type { AppDatabase } from '../../../server/db/index';
import { createOperator } from '../../../server/operators/index';
import { serverFor } from '../casino/walletTestKit';
import { cookieHeader, signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { buildTestServer, PROJECT_ROOT, type DatabaseBackend } from '../testServer';

export { signUpFast, TEST_ORIGIN, type SignedUpUser };

export const NORD = { host: 'nord.localhost' };

export interface AccessServer {
  app: FastifyInstance;
  database: AppDatabase;
}

/** A server over the real content, TEST_CONTROL on, on a fresh database of `backend`. */
export function accessServerFor(
  backend: DatabaseBackend,
  ready: (held: AccessServer) => unknown,
  options: { testControl?: boolean; clientDistDir?: string } = {},
): void {
  serverFor(
    backend,
    async (database) => ({
      app: await buildTestServer({
        database,
        contentRoot: PROJECT_ROOT,
        testControl: options.testControl ?? true,
        ...(options.clientDistDir ? { clientDistDir: options.clientDistDir } : {}),
      }),
    }),
    ({ database, server }) => ready({ database, app: server.app }),
  );
}

let operatorCounter = 0;

/** An operator of `role` signed in over HTTP: headers (cookie, origin) for app.inject. */
export async function signedInOperator(
  app: FastifyInstance,
  database: AppDatabase,
  role: OperatorRole = 'admin',
  brand?: string,
): Promise<{ id: string; headers: Record<string, string> }> {
  operatorCounter += 1;
  const login = `access-${role}-${process.pid}-${operatorCounter}`;
  const password = 'Operator-Pass-2026!x';
  const { operator } = await createOperator(database.db, {
    login,
    password,
    role,
    brand: brand ?? null,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/operator-api/session',
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: { origin: TEST_ORIGIN },
    payload: { login, password },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in: ${res.statusCode} ${res.body}`);
  return { id: operator.id, headers: { cookie: cookieHeader(res), origin: TEST_ORIGIN } };
}

/** The refusal's status and reason (and field), for `toEqual`. */
export function refusalOf(res: LightMyRequestResponse): {
  status: number;
  reason?: string;
  field?: string;
} {
  const body = res.json<{ reason?: string; field?: string }>();
  return {
    status: res.statusCode,
    reason: body.reason,
    ...(body.field === undefined ? {} : { field: body.field }),
  };
}

/** Sets a customer's ban through test control. */
export async function ban(
  app: FastifyInstance,
  userId: string,
  level: number,
  version = 0,
): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: `/test-control/customers/${userId}/ban`,
    headers: { origin: TEST_ORIGIN },
    payload: { level, version },
  });
  if (res.statusCode !== 200) throw new Error(`ban: ${res.statusCode} ${res.body}`);
}

/** The rows of the access tables and the audit log, to prove a refused write changed nothing. */
export async function accessSnapshot(database: AppDatabase): Promise<string> {
  const db = database.db;
  const [redirects, blocks, windows, brands, audit] = await Promise.all([
    db.selectFrom('redirect_rules').selectAll().orderBy('id').execute(),
    db.selectFrom('block_rules').selectAll().orderBy('id').execute(),
    db.selectFrom('maintenance_windows').selectAll().orderBy('id').execute(),
    db.selectFrom('maintenance_brands').selectAll().orderBy('brand').execute(),
    db.selectFrom('operator_audit').select(['id', 'action']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ redirects, blocks, windows, brands, audit });
}

/** The boot JSON of a page's first HTML. */
export function bootOf(html: string): {
  block: BlockResult | null;
  config: Record<string, unknown>;
} {
  const match = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot JSON in the page');
  return JSON.parse(match[1]!) as { block: BlockResult | null; config: Record<string, unknown> };
}
