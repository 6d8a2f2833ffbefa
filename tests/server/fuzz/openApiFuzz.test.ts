// Every operation of /web-api/openapi.json gets malformed bodies, query strings, path parameters
// and headers, signed out and signed in as a customer with money: any answer is fine but a 5xx
// the operation does not document (a 500 never is). The cases are seeded and bounded (see
// fuzzInputs.ts); the valid-looking bases carry ids that exist (a game, an outcome, the account),
// so a broken field reaches the code behind validation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameWithMarkets } from '../../../domain/sports/types';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { depositViaSandbox } from '../money/moneyTestKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import {
  fuzzRequests,
  operationsOf,
  type FuzzRequest,
  type KnownValues,
  type Operation,
} from './fuzzInputs';

afterAll(removeTempDirs);

const SEED = 20_240_601;
/**
 * The run's budget: every operation's valid-looking requests and one broken case of each of its
 * fields, parameters and headers, then seeded picks up to this many (fuzzInputs.ts).
 */
const MAX_CASES_PER_OPERATION = 40;
// A request that has not answered by then hangs: a failure of its own.
const ANSWER_WITHIN_MS = 15_000;
// The signed-in customer's balance (minor units), so placements and withdrawals can succeed.
const DEPOSIT = 5_000_000;
const FRESH_KEY = 'fresh-key';
/** Known values that fit every operation taking them: amounts (deposit minimum, stake), names. */
const FIXED_VALUES: KnownValues = {
  amount: 10_000,
  promoCode: '',
  appName: 'header',
  groups: 'header',
  // A coupon block (0 is the lobby of a system's bankers).
  blockId: 1,
  // Replaced by a key of its own in each request (see withFreshKey).
  'header:idempotency-key': FRESH_KEY,
};

let keyCounter = 0;
/** A placement key used once: a repeated key with another body is refused before the checks. */
function withFreshKey(request: FuzzRequest): FuzzRequest {
  if (request.headers['idempotency-key'] !== FRESH_KEY) return request;
  keyCounter += 1;
  return { ...request, headers: { ...request.headers, 'idempotency-key': `fuzz-${keyCounter}` } };
}

interface Answer {
  status: number | 'no answer';
  body: string;
}

let addressCounter = 0;
/** Each case from its own address, so per-address rate limits never hide the code behind them. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function withinTime(answer: Promise<Answer>): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'no answer', body: '' }), ANSWER_WITHIN_MS);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

async function inject(app: FastifyInstance, request: FuzzRequest): Promise<Answer> {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: nextAddress(),
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

/**
 * Over a real socket, for an operation that may answer with an endless event stream: the status
 * and, for a refusal, the body; a stream is cut once its headers arrived. A request Node's client
 * will not send (a header it refuses) is no case.
 */
function overSocket(port: number, request: FuzzRequest): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status === 200) {
            req.destroy();
            resolve({ status, body: '' });
            return;
          }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status, body }));
        },
      );
    } catch {
      resolve(undefined);
      return;
    }
    req.on('error', () => resolve(undefined));
    req.end(request.payload);
  });
}

function describeFailure(request: FuzzRequest, answer: Answer, session: string): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` payload ${JSON.stringify(request.payload.slice(0, 120))}`;
  return `${answer.status} ${request.method} ${request.url.slice(0, 160)} [${session}] ${request.input}${payload} -> ${answer.body.slice(0, 200)}`;
}

/**
 * Real ids for the bases, read again before each operation (test control moves the feed clock,
 * and games end): a live game with an open outcome, its championship and sport, a saved coupon.
 */
async function sportsValues(app: FastifyInstance): Promise<KnownValues> {
  const res = await app.inject({ url: '/web-api/sports/games?type=live&limit=100' });
  const games = res.json<{ games: GameWithMarkets[] }>().games;
  const game = games.find((g) => g.markets.some((m) => m.outcomes.some((o) => !o.isBlocked)));
  if (!game) return FIXED_VALUES;
  const outcome = game.markets.flatMap((m) => m.outcomes).find((o) => !o.isBlocked)!;
  const saved = await app.inject({
    method: 'POST',
    url: '/web-api/coupon/save',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextAddress(),
    payload: { typeId: 1, bets: [{ outcomeId: outcome.id, gameId: game.id }] },
  });
  return {
    ...FIXED_VALUES,
    gameId: game.id,
    champId: game.champId,
    sportId: game.sportId,
    outcomeId: outcome.id,
    coef: outcome.coef,
    isLive: true,
    // Singles and blocks name the stake of each bet and block.
    amountByBetId: { [outcome.id]: 100 },
    amountByBlockId: { 1: 100 },
    games: String(game.id),
    ids: String(game.id),
    'path:code': saved.json<{ code: string }>().code,
  };
}

/** The customer's own ids: the main account, a payment, a placed coupon. */
async function customerValues(
  app: FastifyInstance,
  user: SignedUpUser,
  sports: KnownValues,
): Promise<KnownValues> {
  const paymentId = await depositViaSandbox(app, user, DEPOSIT);
  const data = await app.inject({ url: '/web-api/account/data', headers: user.headers });
  const main = data.json<{ all_accounts: { id: number }[] }>().all_accounts[0]!;
  const placed = await app.inject({
    method: 'POST',
    url: '/web-api/coupon/place',
    headers: { ...user.headers, 'idempotency-key': `fuzz-${user.userId}` },
    payload: {
      typeId: 9,
      accountId: main.id,
      amount: 0,
      amountByBetId: sports.amountByBetId,
      changeCoefAction: 2,
      bets: [
        { outcomeId: sports.outcomeId, gameId: sports.gameId, coef: sports.coef, isLive: true },
      ],
    },
  });
  const couponId = placed.json<{ coupons?: { id: number }[] }>().coupons?.[0]?.id;
  return {
    accountId: main.id,
    account_id: main.id,
    paymentId,
    ...(couponId === undefined ? {} : { couponId: String(couponId) }),
  };
}

interface Session {
  name: string;
  /** Headers and known values for the next operation (signing up again if a case signed out). */
  prepare(): Promise<{ headers: Record<string, string>; known: KnownValues }>;
}

async function fuzzOperations(
  app: FastifyInstance,
  port: number,
  operations: Operation[],
  session: Session,
): Promise<{ failures: string[]; cases: number }> {
  const failures: string[] = [];
  let cases = 0;
  for (const op of operations) {
    const { headers, known } = await session.prepare();
    const requests = fuzzRequests(op, {
      seed: SEED,
      maxCases: MAX_CASES_PER_OPERATION,
      sessionHeaders: headers,
      known,
    });
    for (const request of requests.map(withFreshKey)) {
      const answer = await withinTime(
        op.streams
          ? overSocket(port, request).then((a) => a ?? { status: 0, body: '' })
          : inject(app, request),
      );
      if (answer.status === 0) continue;
      cases += 1;
      // A 5xx the operation documents (501 not implemented, 503 unavailable) is an answer.
      const crashed =
        answer.status === 'no answer' ||
        (answer.status >= 500 && (answer.status === 500 || !op.documented.has(answer.status)));
      if (crashed) failures.push(describeFailure(request, answer, session.name));
    }
  }
  return { failures, cases };
}

function report(failures: string[]): string {
  return `${failures.length} answers were 5xx or none:\n${failures.slice(0, 100).join('\n')}`;
}

describe.each(databaseBackends())('OpenAPI fuzz on $name', (backend) => {
  let app: FastifyInstance;
  let port: number;
  let drop: () => Promise<void>;
  let operations: Operation[];

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({
      database: opened.database,
      // Every optional route is in the document: the test inbox and test control too.
      auth: { testInbox: true },
      payments: { sandboxDelayMs: 0 },
      sports: { feed: 'simulated', seed: 3 },
      testControl: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    operations = operationsOf((await app.inject({ url: '/web-api/openapi.json' })).json());
  });

  afterAll(async () => {
    await app?.paymentSandbox.idle();
    await app?.close();
    await drop?.();
  });

  it('finds the operations and real ids to fuzz', async () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(await sportsValues(app)).toMatchObject({
      gameId: expect.any(Number),
      outcomeId: expect.any(Number),
      'path:code': expect.any(String),
    });
  });

  it('answers malformed input signed out with no 5xx', { timeout: 300_000 }, async () => {
    const { failures, cases } = await fuzzOperations(app, port, operations, {
      name: 'signed out',
      prepare: async () => ({ headers: { origin: TEST_ORIGIN }, known: await sportsValues(app) }),
    });
    expect(cases).toBeGreaterThan(operations.length * 20);
    expect(failures, report(failures)).toEqual([]);
  });

  it(
    'answers malformed input signed in as a customer with no 5xx',
    { timeout: 300_000 },
    async () => {
      let user: SignedUpUser | undefined;
      let own: KnownValues = {};
      const { failures, cases } = await fuzzOperations(app, port, operations, {
        name: 'signed in',
        // A case may sign the customer out (disconnect, a password change): sign up again if so.
        async prepare() {
          const check =
            user && (await app.inject({ url: '/web-api/account/data', headers: user.headers }));
          const sports = await sportsValues(app);
          if (!user || check?.statusCode !== 200) {
            user = await signUpFast(app);
            own = await customerValues(app, user, sports);
          }
          return { headers: user.headers, known: { ...sports, ...own } };
        },
      });
      expect(cases).toBeGreaterThan(operations.length * 20);
      expect(failures, report(failures)).toEqual([]);
    },
  );
});
