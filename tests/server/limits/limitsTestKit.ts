// Shared set-up of the limits suites: a server with test control (the world clock moves with
// POST /test-control/clock/advance) and the sandbox payment provider, over the fixture content with
// the brand's `limits` config and the limits dictionaries; customers signed up over HTTP.
import { randomInt } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PingResponse } from '../../../domain/limits/index';
import type { LimitsConfig } from '../../../runtime/schema/types';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { SANDBOX_SECRET } from '../money/moneyTestKit';
import {
  buildTestServer,
  FIXTURE_CONTENT,
  makeTempDir,
  PROJECT_ROOT,
  type DatabaseBackend,
} from '../testServer';

export const V3 = '/limit-service-api/api/external/web/v3';
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The fixture content, the aurora brand's `limits` set to `limits`, with the limits dictionaries. */
export function limitsContentRoot(limits: LimitsConfig | undefined): string {
  const root = makeTempDir('limits-content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  for (const lng of ['ru', 'en', 'ar']) {
    cpSync(
      path.join(PROJECT_ROOT, 'configs', 'locales', lng, 'limits.json'),
      path.join(root, 'configs', 'locales', lng, 'limits.json'),
    );
  }
  const file = path.join(root, 'configs', 'brands', 'aurora', 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { limits: _old, ...rest } = site;
  writeFileSync(file, JSON.stringify(limits === undefined ? rest : { ...rest, limits }));
  return root;
}

export interface LimitsServer {
  readonly app: FastifyInstance;
  readonly database: AppDatabase;
}

/** A server on a fresh database of `backend` for a describe block (closed and dropped after). */
export function limitsServerFor(
  backend: DatabaseBackend,
  limits: LimitsConfig | undefined = { coolingOffHours: 24 },
): LimitsServer {
  const held = {} as { app: FastifyInstance; database: AppDatabase; drop: () => Promise<void> };
  beforeAll(async () => {
    ({ database: held.database, drop: held.drop } = await backend.open());
    held.app = await buildTestServer({
      database: held.database,
      contentRoot: limitsContentRoot(limits),
      testControl: true,
      auth: { testInbox: true },
      payments: { sandboxSecret: SANDBOX_SECRET, sandboxDelayMs: 0 },
    });
    await held.app.ready();
  });
  afterAll(async () => {
    await held.app.close();
    await held.drop();
  });
  return held;
}

/** A limit-service call as the customer (or a guest), in `lng` (null: no X-Language). */
export function limitCall(
  app: FastifyInstance,
  user: Pick<SignedUpUser, 'headers'> | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  lng: string | null = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: url.startsWith('/') ? url : `${V3}/${url}`,
    headers: {
      origin: 'http://localhost',
      ...(user?.headers ?? {}),
      ...(lng === null ? {} : { 'x-language': lng }),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface ApiLimit {
  type: number;
  limitType: number;
  limitValue: number;
  limitState: string;
  startedAt: number | null;
  endsAt: number | null;
  limitBalance: number | null;
  needApprove: boolean;
  selfExcludeReason: number | null;
}

export async function limitsOf(app: FastifyInstance, user: SignedUpUser): Promise<ApiLimit[]> {
  const res = await limitCall(app, user, 'GET', 'limits');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ limits: ApiLimit[] }>().limits;
}

export async function saveLimits(
  app: FastifyInstance,
  user: SignedUpUser,
  limits: { type: number; limitValue: number; selfExcludeReason?: number }[],
): Promise<LightMyRequestResponse> {
  return limitCall(app, user, 'POST', 'limits', { limits });
}

/** Saves and expects 200. */
export async function setLimit(
  app: FastifyInstance,
  user: SignedUpUser,
  type: number,
  limitValue: number,
): Promise<void> {
  const res = await saveLimits(app, user, [{ type, limitValue }]);
  expect(res.statusCode, res.body).toBe(200);
}

/** Moves the world clock (test control's route); answers the world's now, epoch ms. */
export async function advanceClock(app: FastifyInstance, ms: number): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/test-control/clock/advance',
    headers: { origin: 'http://localhost' },
    payload: { ms },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ nowMs: number }>().nowMs;
}

/** Signs in with the password over HTTP (from its own address: no sign-in throttles). */
export function passwordSignIn(
  app: FastifyInstance,
  user: SignedUpUser,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: { origin: 'http://localhost' },
    payload: { login: user.login, password: user.password },
  });
}

/** A limit ping as the customer. */
export async function pingAs(
  app: FastifyInstance,
  user: SignedUpUser,
  body: Record<string, unknown> = {},
): Promise<PingResponse> {
  const res = await limitCall(app, user, 'POST', 'ping', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PingResponse>();
}

/** Every row of the limit tables (history included), to prove a refused call changed nothing. */
export async function limitsSnapshot(database: AppDatabase): Promise<string> {
  const tables = [
    'customer_limits',
    'limit_history',
    'limit_confirmations',
    'limit_play_time',
  ] as const;
  const parts: unknown[] = [];
  for (const table of tables) {
    parts.push(await database.db.selectFrom(table).selectAll().execute());
  }
  return JSON.stringify(parts);
}

export async function historyOf(database: AppDatabase, userId: string) {
  return database.db
    .selectFrom('limit_history')
    .select(['type', 'event', 'old_value', 'new_value', 'actor'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export { signUpFast };
