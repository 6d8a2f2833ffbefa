// Shared set-up of the referral, user transfer and conversion suites: fixture content with the
// brand rules patched in, a server with an immediate sandbox and the dev inbox.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { cookieHeader, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { TEST_SECRET } from '../auth/authTestServer';
import { SANDBOX_SECRET } from '../money/moneyTestKit';
import { buildTestServer, FIXTURE_CONTENT, makeTempDir, type DatabaseBackend } from '../testServer';

/** Fixture content with site keys merged into each brand's site.json. */
export function patchedContent(patches: Record<string, Record<string, unknown>>): string {
  const root = makeTempDir('content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  for (const [brand, flags] of Object.entries(patches)) {
    const file = path.join(root, 'configs', 'brands', brand, 'site.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...flags }));
  }
  return root;
}

export interface GrowthServer {
  readonly app: FastifyInstance;
  readonly database: AppDatabase;
  readonly clock: { offsetMs: number };
}

/** A server on a fresh database of `backend` for a describe block (ledger checked on drop). */
export function growthServerFor(backend: DatabaseBackend, contentRoot: () => string): GrowthServer {
  const held = { clock: { offsetMs: 0 } } as GrowthServer & {
    app: FastifyInstance;
    database: AppDatabase;
    drop: () => Promise<void>;
  };
  beforeAll(async () => {
    ({ database: held.database, drop: held.drop } = await backend.open());
    held.app = await buildTestServer({
      database: held.database,
      contentRoot: contentRoot(),
      payments: { sandboxSecret: SANDBOX_SECRET, sandboxDelayMs: 0 },
      auth: {
        secret: TEST_SECRET,
        testInbox: true,
        now: () => new Date(Date.now() + held.clock.offsetMs),
      },
    });
  });
  afterAll(async () => {
    await held.app.close();
    await held.drop();
  });
  return held;
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Registers a one-click customer, sending `cookie` (e.g. `bf_id=<code>`) with the request, on the
 * brand of `host` (default localhost: aurora).
 */
export async function registerWithCookie(
  app: FastifyInstance,
  opts: { cookie?: string; host?: string; currency_id?: number } = {},
): Promise<SignedUpUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    remoteAddress: randomAddress(),
    headers: {
      origin: opts.host ? `http://${opts.host}` : TEST_ORIGIN,
      ...(opts.host ? { host: opts.host } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: { type: 'fast_reg', country_id: 643, currency_id: opts.currency_id ?? 643 },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user_id: number; login: string; password: string }>();
  return {
    userId: String(body.user_id),
    login: body.login,
    password: body.password,
    headers: { cookie: cookieHeader(res), origin: TEST_ORIGIN },
  };
}
