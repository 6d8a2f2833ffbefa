// A real server process on PostgreSQL whose database goes away: every connection (busy and idle)
// is terminated and new ones are refused (ALLOW_CONNECTIONS false) for a while. The process stays
// up; /healthz says alive, /readyz not ready; requests that need the database answer 503 with
// Retry-After and the code `service_unavailable` (never a hang); the live stream says the odds are
// stale. Once the database accepts connections again the process serves within 5 s by itself, the
// stream says the odds are current, placements refused during the outage, sent again with their
// Idempotency-Keys, are booked once, and `ledger:check` passes.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { couponContentRoot } from '../coupon/couponTestKit';
import { SseClient } from '../live/sseTestClient';
import {
  balance,
  fundedCustomer,
  history,
  linePicks,
  placeExpress,
  type ProcessCustomer,
} from '../processCustomers';
import {
  PROCESS_START_TIMEOUT_MS,
  processBackends,
  runLedgerCheckScript,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../serverProcess';
import { waitFor } from '../../waitFor';

const DEPOSIT = 500_000;
/** Major units, as the place body takes them. */
const STAKE = 10;
/** The longest a request may take while the database is away: an answer, never a hang. */
const ANSWER_WITHIN_MS = 10_000;
/** Serving again within this of the database's return. */
const BACK_WITHIN_MS = 5_000;

const { backends, track } = processBackends('outage');
const postgres = backends.find((backend) => backend.name === 'postgres');
const adminUrl = process.env.DATABASE_URL;

/** Runs statements on the PostgreSQL server as the administrator (not on the test's database). */
async function admin(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Ends every connection to the database `name` and, with `refuse`, lets no new one in. */
async function takeAway(name: string, refuse: boolean): Promise<number> {
  if (refuse) await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  const ended = await admin(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return ended.rowCount ?? 0;
}

async function giveBack(name: string): Promise<void> {
  await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
}

/** The answer and how long it took; a request that takes longer than the bound is a failure. */
async function timed(request: Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    const res = await Promise.race([request, late]);
    return { res, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

async function expectUnavailable(res: Response): Promise<void> {
  expect(res.status, await res.clone().text()).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ reason: 'service_unavailable' });
}

describe.skipIf(!postgres)(
  'a PostgreSQL outage under a running server (needs DATABASE_URL)',
  () => {
    let database = '';
    afterAll(async () => {
      // Whatever happened, the database takes connections again (its drop needs none).
      if (database) await giveBack(database).catch(() => undefined);
    });

    it(
      'answers 503 while the database is gone, serves again within 5 s of its return, moves no money twice',
      async () => {
        const env: Record<string, string> = {
          ...(await postgres!.env()),
          CONTENT_DIR: couponContentRoot(),
          NODE_ENV: 'test',
          FEED_SEED: '21',
        };
        database = new URL(env.DATABASE_URL!).pathname.slice(1);
        const server: ServerProcess = track(await startServerProcess(env));
        const customer = await fundedCustomer(server, DEPOSIT);
        const picks = await linePicks(server, 3);
        const placed = await placeExpress(server, customer, picks, 'before-outage', STAKE);
        expect(placed.status, await placed.clone().text()).toBe(200);

        // A live stream open across the outage.
        const stream = await SseClient.open(
          `${server.base}/web-api/sports/live/stream?games=${picks.map((p) => p.gameId).join(',')}`,
        );
        expect(stream.status).toBe(200);
        await stream.waitFor(() => stream.of('subscribed').length > 0);

        // The first outage is one blow: every connection ended, busy ones included (placements
        // and reads in flight), and the database comes straight back. Each request gets an answer.
        const busy = [
          ...Array.from({ length: 4 }, (_, i) =>
            timed(placeExpress(server, customer, picks, `busy-${i}`, STAKE)),
          ),
          ...Array.from({ length: 4 }, () =>
            timed(fetchAs(server, customer, '/web-api/account/data')),
          ),
        ];
        expect(await takeAway(database, false)).toBeGreaterThan(0);
        for (const { res } of await Promise.all(busy)) expect([200, 503]).toContain(res.status);
        await waitFor(
          async () => (await fetch(`${server.base}/readyz`)).status === 200,
          'ready again after one blow',
          BACK_WITHIN_MS,
        );

        // Now the database is gone for a while.
        await takeAway(database, true);
        const refusedKeys = ['during-0', 'during-1'];
        for (const key of refusedKeys) {
          const { res } = await timed(placeExpress(server, customer, picks, key, STAKE));
          await expectUnavailable(res);
        }
        await expectUnavailable(
          (await timed(fetchAs(server, customer, '/web-api/account/data'))).res,
        );
        await expectUnavailable(
          (await timed(fetchAs(server, customer, '/web-api/bets/history?pageSize=10&page=1'))).res,
        );
        const notReady = (await timed(fetch(`${server.base}/readyz`))).res;
        expect(notReady.status).toBe(503);
        expect(notReady.headers.get('retry-after')).not.toBeNull();
        expect(await notReady.json()).toMatchObject({
          ready: false,
          checks: { database: 'failing', feed: 'ok' },
        });
        expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
        // A page asked for meanwhile: the same 503, worded from the dictionary of its language.
        const page = (
          await timed(fetch(`${server.base}/en/`, { headers: { accept: 'text/html' } }))
        ).res;
        expect(page.status).toBe(503);
        expect(page.headers.get('retry-after')).not.toBeNull();
        // In the fixture content's English main dictionary.
        expect(await page.text()).toContain('<p>Unavailable for a moment (fixture).</p>');
        // The odds stay on screen, marked stale, and the prices read from memory still answer.
        await waitForStatus(stream, true);
        const odds = await fetch(`${server.base}/web-api/sports/games/${picks[0]!.gameId}`);
        expect(odds.status).toBe(200);
        expect(server.child.exitCode).toBeNull();

        // Back: serving again within 5 s, by itself.
        await giveBack(database);
        const backAt = Date.now();
        await waitFor(
          async () => (await fetchAs(server, customer, '/web-api/account/data')).status === 200,
          'account data answered after the return',
          BACK_WITHIN_MS,
        );
        await waitFor(
          async () => (await fetch(`${server.base}/readyz`)).status === 200,
          '/readyz ready after the return',
          BACK_WITHIN_MS - (Date.now() - backAt),
        );
        expect(Date.now() - backAt).toBeLessThan(BACK_WITHIN_MS);
        await waitForStatus(stream, false);
        stream.close();

        // The refused and the cut placements sent again with their keys: each booked once.
        const keys = [...refusedKeys, ...Array.from({ length: 4 }, (_, i) => `busy-${i}`)];
        for (const key of keys) {
          const again = await placeExpress(server, customer, picks, key, STAKE);
          expect(again.status, await again.clone().text()).toBe(200);
          const repeat = await placeExpress(server, customer, picks, key, STAKE);
          expect(repeat.status).toBe(200);
          expect(await repeat.json()).toEqual(await again.json());
        }
        const coupons = await history(server, customer);
        expect(coupons).toHaveLength(1 + keys.length);
        expect(await balance(server, customer)).toBe(DEPOSIT - coupons.length * STAKE * 100);

        await stopServerProcess(server);
        expect(server.child.exitCode).toBe(0);
        const check = runLedgerCheckScript(env);
        expect(check.code, check.stdout + check.stderr).toBe(0);
      },
      PROCESS_START_TIMEOUT_MS + 180_000,
    );
  },
);

function fetchAs(server: ServerProcess, customer: ProcessCustomer, url: string): Promise<Response> {
  return fetch(`${server.base}${url}`, { headers: { cookie: customer.cookie } });
}

/** The stream's last status event says `stale`. */
async function waitForStatus(stream: SseClient, stale: boolean): Promise<void> {
  const last = () => {
    const statuses = stream.of('status');
    const data = statuses[statuses.length - 1]?.data;
    return data === undefined ? undefined : (JSON.parse(data) as { stale: boolean }).stale;
  };
  await waitFor(() => last() === stale, `a live status event with stale: ${stale}`, 10_000);
}
