// HTTP overhead of a signed-in read: requests per second of `GET /web-api/account/data` through the
// real server (server/main.ts in its own process, production start, on a scratch PostgreSQL
// database) against:
//   (b) the statement the server sends for one customer (the session check and the account data
//       in one), one statement per request, sent directly through `pg` on a pool of the server's
//       size: the limit (no HTTP, no Fastify, no Kysely);
//   (c) the three statements a request sent before they were joined into one;
//   (d) the same read answered over HTTP by a bare node:http server in its own process
//       (bench/http/bareServer.ts: the token check, one statement per request through `pg`, the
//       rows as JSON; no framework): how far below (b) any server that reads per request stays;
//   (e) the statement through `pg` directly, coalesced the way the server coalesces it
//       (server/db/coalescedReads.ts: the customers asked for in one turn of the event loop in
//       one statement): the limit of the server's own way of reading.
// The server reads the customers of concurrent requests together, so (a) can pass (b): a/e shows
// what HTTP and the framework cost over that way of reading. Every path runs BENCH_CONCURRENCY
// concurrent loops from this process, one customer each (HTTP over one keep-alive connection
// each, with a minimal client), alternating a b c d e e d c b a after a warm-up each; prints the
// figures, p50/p99 and the ratios (target a/b >= 0.7). Needs PostgreSQL (DATABASE_URL, an admin
// URL, default the local `test` server: a scratch database is created and dropped) and a client
// build (`npm run build`: the production start serves it).
//
//   npm run bench:http   [BENCH_SECONDS=10 (per path) BENCH_CONCURRENCY=16 BENCH_PORT=8213 (and the next)]
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signJwt } from '../server/auth/jwt';
import { coalescedReads } from '../server/db/coalescedReads';
import { ACCOUNT_DATA_WITH_SESSION_SQL } from '../server/money/customerAccounts';
import { registerCustomer, request, type RegisteredCustomer } from './httpCustomers';
import {
  combine,
  createScratchDatabase,
  type Figures,
  type Measured,
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
/** The bare server's port (path d): the next one. */
const BARE_PORT = PORT + 1;
const PATH = '/web-api/account/data';

interface Statement {
  sql: string;
  parameters: (userId: string) => unknown[];
}

/**
 * What the server sends for one customer: the session check and the account data in one
 * statement (server/money/customerAccounts.ts accountDataWithSession), for a list of one.
 */
const ACCOUNT_DATA_STATEMENTS: Statement[] = [
  { sql: ACCOUNT_DATA_WITH_SESSION_SQL, parameters: (userId) => [[userId]] },
];

/**
 * What a request sent before the session check joined the read (as Kysely compiled them): the
 * session check (server/auth/currentUser.ts identify), then the accounts and the first-deposit
 * question. A second limit, so the figures compare with those measured before.
 */
const THREE_STATEMENTS: Statement[] = [
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

interface Worker {
  /** A connection to the real server (path a). */
  client: KeepAliveClient;
  /** A connection to the bare server (path d), with a token it verifies. */
  bareClient: KeepAliveClient;
  customer: RegisteredCustomer;
}

/**
 * One keep-alive connection that sends a prebuilt GET and reads its answer (status line and
 * Content-Length only), like autocannon: the client's own cost stays small next to the server's.
 */
class KeepAliveClient {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (status: number) => void; reject: (err: Error) => void } | undefined;

  private constructor(
    socket: net.Socket,
    private readonly requestBytes: Buffer,
  ) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => this.waiting?.reject(err));
    socket.on('close', () => this.waiting?.reject(new Error('connection closed')));
  }

  static open(port: number, path: string, cookie: string): Promise<KeepAliveClient> {
    const requestBytes = Buffer.from(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
        `Cookie: ${cookie}\r\nConnection: keep-alive\r\n\r\n`,
    );
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        resolve(new KeepAliveClient(socket, requestBytes)),
      );
      socket.once('error', reject);
    });
  }

  /** Sends the request; resolves with the answer's status once its whole body has arrived. */
  get(): Promise<number> {
    return new Promise((resolve, reject) => {
      if (this.socket.destroyed) return reject(new Error('the server closed the connection'));
      this.waiting = { resolve, reject };
      this.socket.write(this.requestBytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.waiting?.reject(new Error(`an answer without Content-Length: ${head}`));
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    this.buffered = this.buffered.subarray(end);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(Number(head.slice(9, 12)));
  }
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
  let bare: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = { host: '127.0.0.1', port: PORT, agent };
  const clients: KeepAliveClient[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  try {
    scratch = await createScratchDatabase(ADMIN_URL, 'http_bench');
    server = await startServerProcess({
      port: PORT,
      dataDir,
      databaseUrl: scratch.url,
      env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMITS: 'off', HOST: '127.0.0.1' },
    });
    const bareSecret = randomBytes(32);
    bare = await startServerProcess({
      port: BARE_PORT,
      dataDir,
      script: 'bench/http/bareServer.ts',
      env: {
        BARE_PORT: String(BARE_PORT),
        BARE_DATABASE_URL: scratch.url,
        BARE_POOL_SIZE: String(POOL_SIZE),
        BARE_JWT_SECRET: bareSecret.toString('hex'),
      },
    });
    pool = new pg.Pool({ connectionString: scratch.url, max: POOL_SIZE });
    // One customer per concurrent loop, as many customers' tabs would ask: a server that
    // coalesced identical reads gains nothing here that it would not gain in production.
    const workers: Worker[] = [];
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < CONCURRENCY; i++) {
      const customer = await registerCustomer(target);
      // The bare server checks tokens signed with its own secret: the bench signs one for the
      // same customer, with the claims the real server put in theirs.
      const bareCookie = `user_token=${await signJwt(
        { sub: customer.userId, iat: now, exp: now + 3600, ver: customer.tokenVersion },
        bareSecret,
      )}`;
      const first = await request(target, 'GET', PATH, { cookie: customer.cookie });
      if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}: ${first.body}`);
      // One keep-alive connection per concurrent loop, as a browser tab of the customer holds.
      const client = await KeepAliveClient.open(PORT, PATH, customer.cookie);
      const bareClient = await KeepAliveClient.open(BARE_PORT, PATH, bareCookie);
      clients.push(client, bareClient);
      workers.push({ client, bareClient, customer });
    }
    const viaHttp = (server: 'client' | 'bareClient') => async (worker: Worker) => {
      const status = await worker[server].get();
      if (status !== 200) throw new Error(`${PATH} answered ${status} (${server})`);
    };
    const directly =
      (statements: Statement[]) =>
      async ({ customer: c }: Worker): Promise<void> => {
        for (const statement of statements) {
          await pool!.query(statement.sql, statement.parameters(c.userId));
        }
      };
    // (e): the customers the loops ask for in one turn of the event loop, in one statement.
    const coalesced = coalescedReads<string, number>({
      load: async (userIds) => {
        const { rows } = await pool!.query<{ user_id: string }>(ACCOUNT_DATA_WITH_SESSION_SQL, [
          userIds,
        ]);
        const read = new Map<string, number>();
        for (const row of rows) read.set(row.user_id, (read.get(row.user_id) ?? 0) + 1);
        return read;
      },
      missing: () => 0,
      maxKeys: 500,
    });
    const paths = {
      a: viaHttp('client'),
      b: directly(ACCOUNT_DATA_STATEMENTS),
      c: directly(THREE_STATEMENTS),
      d: viaHttp('bareClient'),
      e: async ({ customer: c }: Worker): Promise<void> => {
        if ((await coalesced.read(c.userId)) === 0) throw new Error(`no rows for ${c.userId}`);
      },
    };
    console.log(
      `bench:http on PostgreSQL: GET ${PATH}, ${CONCURRENCY} signed-in customers, ${CONCURRENCY} ` +
        `concurrent loops (one keep-alive connection each), pool ${POOL_SIZE} for the server and ` +
        `for pg, ${SECONDS} s per path in alternating halves (a b c d e e d c b a) after ` +
        `${WARM_UP_MS / 1000} s warm-up each`,
    );
    for (const [key, path] of Object.entries(paths)) {
      await timedRun(`warm-up-${key}`, workers, path, WARM_UP_MS);
    }
    const half = (SECONDS * 1000) / 2;
    const runs: Record<string, Measured[]> = { a: [], b: [], c: [], d: [], e: [] };
    for (const key of ['a', 'b', 'c', 'd', 'e', 'e', 'd', 'c', 'b', 'a'] as const) {
      runs[key]!.push(await timedRun(key, workers, paths[key], half));
    }
    const [a, b, c, d, e] = (['a', 'b', 'c', 'd', 'e'] as const).map((key) =>
      combine(runs[key]![0]!, runs[key]![1]!),
    );
    printFigures('(a) GET /web-api/account/data over HTTP (server process)', 'requests', a!);
    printFigures('(b) its statement, one per request, through pg directly ', 'requests', b!);
    printFigures('(c) the 3 statements it sent before, through pg directly', 'requests', c!);
    printFigures('(d) the same read from a bare node:http server          ', 'requests', d!);
    printFigures('(e) its statement coalesced as it does, through pg      ', 'requests', e!);
    const ratio = (x: Figures, y: Figures) => x.perSecond / y.perSecond;
    const verdict = (r: number) =>
      `${r.toFixed(2)} (target >= ${TARGET_RATIO}: ${r >= TARGET_RATIO ? 'met' : 'NOT met'})`;
    console.log(`ratio a/b: ${verdict(ratio(a!, b!))}`);
    console.log(`ratio a/c: ${verdict(ratio(a!, c!))}`);
    console.log(
      `ratio d/b: ${ratio(d!, b!).toFixed(2)} (a bare node:http server against the SQL alone); ` +
        `a/d: ${ratio(a!, d!).toFixed(2)} (the product's server against the bare one)`,
    );
    console.log(
      `ratio a/e: ${ratio(a!, e!).toFixed(2)} (the server against its own coalesced reads sent ` +
        `directly: what HTTP and the framework cost over them)`,
    );
    for (const [i, s] of ACCOUNT_DATA_STATEMENTS.entries()) console.log(`  (b) ${i + 1}: ${s.sql}`);
    return 0;
  } catch (err) {
    console.error('bench:http failed:', err);
    return 1;
  } finally {
    agent.destroy();
    for (const client of clients) client.close();
    await pool?.end();
    await server?.stop();
    await bare?.stop();
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
