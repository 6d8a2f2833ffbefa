// bench:http's path (d): the least a Node.js server that reads per request can do to answer a
// signed-in account read. node:http with no framework, the product's access-token check
// (server/auth/jwt.ts, with its cache of verified tokens), one statement per request through `pg`
// (the server's, for a list of one customer: no coalescing) on a pool of the server's size, the
// session check against the row, and the rows as JSON. No routing, hooks, schemas, security
// headers, logging or query builder. Started by bench/account-data.ts in its own process, as the
// real server is; prints "Listening on" when it is ready.
//
//   BARE_PORT, BARE_DATABASE_URL, BARE_POOL_SIZE, BARE_JWT_SECRET (hex) are set by the bench.
import http from 'node:http';
import pg from 'pg';
import { VerifiedAccessTokens } from '../../server/auth/jwt';
import { ACCOUNT_DATA_WITH_SESSION_SQL } from '../../server/money/customerAccounts';

const port = Number(process.env.BARE_PORT);
const pool = new pg.Pool({
  connectionString: process.env.BARE_DATABASE_URL,
  max: Number(process.env.BARE_POOL_SIZE),
});
const tokens = new VerifiedAccessTokens(Buffer.from(process.env.BARE_JWT_SECRET ?? '', 'hex'));

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

async function accountData(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const token = /(?:^|;\s*)user_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const check = token ? await tokens.verify(token, Math.floor(Date.now() / 1000)) : undefined;
  if (!check?.ok) return answer(res, 401, { error: 'unauthorized' });
  const { rows } = await pool.query<{ token_version: number; id: string | null }>(
    ACCOUNT_DATA_WITH_SESSION_SQL,
    [[check.claims.sub]],
  );
  if (rows[0]?.token_version !== check.claims.ver) {
    return answer(res, 401, { error: 'session_expired' });
  }
  answer(res, 200, { all_accounts: rows.filter((r) => r.id !== null) });
}

// Idle keep-alive connections stay open as long as Fastify keeps them (72 s): the bench's
// connections wait while the other paths run.
http
  .createServer({ keepAliveTimeout: 72_000 }, (req, res) => {
    accountData(req, res).catch((err: unknown) => answer(res, 500, { error: String(err) }));
  })
  .listen(port, '127.0.0.1', () => console.log(`Listening on ${port}`));

process.on('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
