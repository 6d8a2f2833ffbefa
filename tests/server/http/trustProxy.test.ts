// request.ip, which sign-in rate limits, the live stream's per-address cap and geo checks go by:
// the socket's address unless TRUST_PROXY names the proxy in front (server/serverEnv.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import type { TrustProxy } from '../../../server/serverEnv';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

const backend = databaseBackends()[0]!;
let database: AppDatabase;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await backend.open());
});

afterAll(async () => {
  await drop();
  removeTempDirs();
});

/** The address the server saw, through a route registered on the real server. */
async function seenAddress(trustProxy: TrustProxy, forwardedFor: string): Promise<string> {
  let app: FastifyInstance | undefined;
  try {
    app = await buildTestServer({ database, trustProxy });
    app.get('/__ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    const res = await app.inject({
      url: '/__ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return (res.json() as { ip: string }).ip;
  } finally {
    await app?.close();
  }
}

describe('the client address behind a proxy', () => {
  it('is the socket address when no proxy is trusted: a client cannot name its own', async () => {
    expect(await seenAddress(false, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('is the forwarded address when the proxy in front is trusted, by hops or by address', async () => {
    expect(await seenAddress(1, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(['loopback'], '203.0.113.9')).toBe('203.0.113.9');
  });

  it('stops at the first address that is not a trusted proxy', async () => {
    expect(await seenAddress(['127.0.0.1'], '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(['127.0.0.1', '203.0.113.0/24'], '198.51.100.1, 203.0.113.9')).toBe(
      '198.51.100.1',
    );
  });
});
