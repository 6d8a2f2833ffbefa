// HTTP overhead of a signed-in read: requests per second of `GET /web-api/account/data` through the
// real server (server/main.ts in its own process, production start, on a scratch PostgreSQL
// database) against the same SQL statements that request runs, the session check included, sent
// directly through `pg` on a pool of the server's size (the limit: no HTTP, no Fastify, no Kysely).
// Both paths run BENCH_CONCURRENCY concurrent loops from this process, alternating a b b a after a
// warm-up each; prints both figures, p50/p99 and the ratio (target >= 0.7). Needs PostgreSQL
// (DATABASE_URL, an admin URL: a scratch database is created and dropped) and a client build
// (`npm run build`: the production start serves it).
//
//   npm run bench:http   [BENCH_SECONDS=10 (per path) BENCH_CONCURRENCY=16 BENCH_PORT=8213]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  combine,
  createScratchDatabase,
  POOL_SIZE,
  printFigures,
  timedRun,
  WARM_UP_MS,
  type ScratchDatabase,
} from './postgresBench';
import { startServerProcess, type ServerProcess } from './serverProcess';

const TARGET_RATIO = 0.7;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 8213);
const PATH = '/web-api/account/data';

/**
 * What one request sends, statement for statement (as Kysely compiles them): the session check
 * (server/auth/currentUser.ts identify), then the accounts and the first-deposit question
 * (server/money/customerAccounts.ts accountData).
 */
const ACCOUNT_DATA_STATEMENTS: { sql: string; parameters: (userId: string) => unknown[] }[] = [
  {
    sql: 'select "token_version", "ban_level", "ban_version" from "users" where "id" = $1',
    parameters: (userId) => [userId],
  },
  {
    sql:
      'select "id", "type", "currency_id", "balance", "points", "label", "is_active" from "accounts" ' +
      'where "user_id" = $1 and "closed_at" is null order by "type", "id"',
    parameters: (userId) => [userId],
  },
  {
    sql: 'select "id" from "payments" where "user_id" = $1 and "type" = $2 and "status" = $3 limit $4',
    parameters: (userId) => [userId, 'deposit', 'success', 1],
  },
];

interface Customer {
  cookie: string;
  userId: string;
  tokenVersion: number;
}

/** The customer the server registers (fast_reg), with the access cookie its answer set. */
async function register(agent: http.Agent): Promise<Customer> {
  const res = await request(agent, 'POST', '/web-api/auth/register', {
    type: 'fast_reg',
    country_id: 643,
    currency_id: 643,
  });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.body}`);
  const token = res.cookies
    .map((c) => /^user_token=([^;]+)/.exec(c)?.[1])
    .find((t) => t !== undefined);
  if (!token) throw new Error('registration set no user_token cookie');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    ver: number;
  };
  return { cookie: `user_token=${token}`, userId: claims.sub, tokenVersion: claims.ver };
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One request over the keep-alive agent; the whole answer is read. */
function request(
  agent: http.Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function main(): Promise<number> {
  if (!existsSync(join(import.meta.dirname, '..', 'dist', 'client', 'index.html'))) {
    console.log(
      'bench:http needs the client build (the production start serves it): npm run build',
    );
    return 1;
  }
  let scratch: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  try {
    scratch = await createScratchDatabase(ADMIN_URL, 'http_bench');
    server = await startServerProcess({
      port: PORT,
      dataDir,
      databaseUrl: scratch.url,
      env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMITS: 'off', HOST: '127.0.0.1' },
    });
    pool = new pg.Pool({ connectionString: scratch.url, max: POOL_SIZE });
    const customer = await register(agent);
    const first = await request(agent, 'GET', PATH, undefined, customer.cookie);
    if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}: ${first.body}`);
    const workers = Array.from({ length: CONCURRENCY }, () => customer);
    const viaHttp = async (c: Customer) => {
      const res = await request(agent, 'GET', PATH, undefined, c.cookie);
      if (res.status !== 200) throw new Error(`${PATH} answered ${res.status}`);
    };
    const direct = async (c: Customer) => {
      for (const statement of ACCOUNT_DATA_STATEMENTS) {
        await pool!.query(statement.sql, statement.parameters(c.userId));
      }
    };
    console.log(
      `bench:http on PostgreSQL: GET ${PATH} for one signed-in customer, ${CONCURRENCY} ` +
        `concurrent loops, pool ${POOL_SIZE} on both paths, ${SECONDS} s per path in alternating ` +
        `halves after ${WARM_UP_MS / 1000} s warm-up; statements a request runs: ` +
        `${ACCOUNT_DATA_STATEMENTS.length}`,
    );
    await timedRun('warm-up-a', workers, viaHttp, WARM_UP_MS);
    await timedRun('warm-up-b', workers, direct, WARM_UP_MS);
    const half = (SECONDS * 1000) / 2;
    const a1 = await timedRun('a1', workers, viaHttp, half);
    const b1 = await timedRun('b1', workers, direct, half);
    const b2 = await timedRun('b2', workers, direct, half);
    const a2 = await timedRun('a2', workers, viaHttp, half);
    const a = combine(a1, a2);
    const b = combine(b1, b2);
    printFigures('(a) GET /web-api/account/data over HTTP (server process)', 'requests', a);
    printFigures('(b) its statements through pg directly (limit)         ', 'requests', b);
    const ratio = a.perSecond / b.perSecond;
    console.log(
      `ratio a/b: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
    );
    for (const [i, s] of ACCOUNT_DATA_STATEMENTS.entries()) console.log(`  (b) ${i + 1}: ${s.sql}`);
    return 0;
  } catch (err) {
    console.error('bench:http failed:', err);
    return 1;
  } finally {
    agent.destroy();
    await pool?.end();
    await server?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
