// Shared set-up of the auth suites: a server per backend with a movable clock and the dev inbox.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AuthOptions } from '../../../server/auth/authContext';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN } from '../authHelpers';
import { buildTestServer, type DatabaseBackend } from '../testServer';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface AuthTestServer {
  app: FastifyInstance;
  database: AppDatabase;
  clock: { offsetMs: number };
  close(): Promise<void>;
}

export async function openAuthServer(
  backend: DatabaseBackend,
  auth: AuthOptions = {},
): Promise<AuthTestServer> {
  const { database, drop } = await backend.open();
  const clock = { offsetMs: 0 };
  const app = await buildTestServer({
    database,
    auth: {
      secret: TEST_SECRET,
      testInbox: true,
      now: () => new Date(Date.now() + clock.offsetMs),
      ...auth,
    },
  });
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let addressCounter = 0;
/** A distinct client address per call (rate limits and failure counters are per address). */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  extra: Omit<InjectOptions, 'payload' | 'url' | 'method'> & {
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...extra,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...extra.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
