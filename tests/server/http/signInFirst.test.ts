// Who asks is checked before what they sent (server/http/signInFirst.ts), across the whole route
// table: every operation of /web-api/openapi.json that needs a session answers a guest 401 for an
// empty body and no query, never 400 naming fields; and no operation refuses a guest's
// valid-looking request with 401 without saying, in the document, that it needs a session.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../authHelpers';
import { fuzzRequests, operationsOf, type Operation } from '../fuzz/fuzzInputs';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

type OpenApiDoc = Parameters<typeof operationsOf>[0] & {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
};

/** The reason a guest gets from each kind of gate. */
const GUEST_REASON: Record<string, string> = {
  customerSession: 'unauthorized',
  operatorSession: 'operator_auth_required',
};

/**
 * Operations that answer 401 without needing a session: a game launch for real money (guests may
 * launch demos), the token exchange (it needs the refresh cookie, which it checks itself), and the
 * calls a provider signs (the signature covers the body, so the body comes first).
 */
const NO_SESSION_NEEDED = [
  'POST /web-api/games/launch',
  'GET /web-api/user/gettoken',
  'POST /web-api/payments/callback/',
  'POST /casino-wallet-api/',
];

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

describe.each(databaseBackends())('sign-in before validation on $name', (backend) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let doc: OpenApiDoc;
  let operations: Operation[];

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database, auth: { testInbox: true } });
    doc = (await app.inject({ url: '/web-api/openapi.json' })).json<OpenApiDoc>();
    operations = operationsOf(doc).filter((op) => !op.streams);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const securityOf = (op: Operation): string[] =>
    (doc.paths[op.path]?.[op.method.toLowerCase()]?.security ?? []).flatMap(Object.keys);

  it('answers a guest 401 before looking at the body or the query, on every gated operation', async () => {
    const gated = operations.filter((op) => securityOf(op).length > 0);
    // Customer and operator endpoints both: the coupon, the office, the studio, verification.
    expect(gated.length).toBeGreaterThan(80);
    expect(gated.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'POST /web-api/coupon/place',
        'POST /web-api/payments/withdraw',
        'PUT /operator-api/studio/draft',
      ]),
    );
    const wrong: string[] = [];
    for (const op of gated) {
      // Path parameters that break their pattern too: the gate comes before them.
      const url = op.path.replace(/\{[^}]+\}/g, '%00');
      const res = await app.inject({
        method: op.method as 'POST',
        url,
        headers: {
          origin: TEST_ORIGIN,
          ...(op.body ? { 'content-type': 'application/json' } : {}),
        },
        remoteAddress: nextAddress(),
        ...(op.body ? { payload: '{}' } : {}),
      });
      const reasons = securityOf(op).map((kind) => GUEST_REASON[kind]);
      const reason = res.statusCode === 401 ? res.json<{ reason?: string }>().reason : undefined;
      if (!reasons.includes(reason)) {
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares every operation that refuses a guest a valid-looking request with 401', async () => {
    const undeclared: string[] = [];
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (securityOf(op).length > 0 || NO_SESSION_NEEDED.some((k) => key.startsWith(k))) continue;
      const requests = fuzzRequests(op, {
        seed: 1,
        maxCases: 10,
        sessionHeaders: { origin: TEST_ORIGIN },
      }).filter((request) => request.input.startsWith('valid-looking'));
      for (const request of requests) {
        const res = await app.inject({
          method: request.method as 'POST',
          url: request.url,
          headers: request.headers,
          remoteAddress: nextAddress(),
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        // A wrong password or code is another refusal: only "sign in first" counts.
        const reason = res.statusCode === 401 ? res.json<{ reason?: string }>().reason : undefined;
        if (reason === 'unauthorized') {
          undeclared.push(`${key} (${request.input}): ${res.body.slice(0, 160)}`);
          break;
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
