// GET /metrics (Prometheus text, prom-client): the series operators watch are there, and they
// move when the things they count happen: requests per route, ledger postings, placements and
// refusals by code, open live streams. Served to loopback scrapers not behind the proxy, or to
// one showing METRICS_TOKEN.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  place,
  type ControlledFeed,
  type Customer,
  type Pick,
} from '../coupon/couponTestKit';
import { SseClient } from '../live/sseTestClient';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

/** The value of one sample (`name{labels} value`), or undefined when it is not exposed. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

const SERIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'ledger_postings_total',
  'coupon_placements_total',
  'coupon_placement_refusals_total',
  'feed_lag_seconds',
  'feed_leader',
  'live_stream_clients',
  'nodejs_eventloop_lag_p99_seconds',
  'process_resident_memory_bytes',
];

describe.each(databaseBackends())('metrics on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let picks: Pick[];
  let customer: Customer;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, feed } = await buildCouponServer(database));
    picks = await linePicks(app, 4);
    customer = await fundedCustomer(app, database, 10_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const scrape = async (): Promise<string> => {
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('exposes the series operators watch, the pool on PostgreSQL', async () => {
    const text = await scrape();
    for (const name of SERIES) expect(text, name).toContain(`# TYPE ${name} `);
    if (backend.name === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
    expect(sample(text, 'feed_leader')).toBe(1);
    expect(sample(text, 'feed_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests per route pattern, method and status', async () => {
    const labels = { method: 'GET', route: '/web-api/coupon/:couponId', status: '404' };
    const before = sample(await scrape(), 'http_requests_total', labels) ?? 0;
    for (const id of [1, 2]) {
      const res = await app.inject({ url: `/web-api/coupon/${id}`, headers: customer.headers });
      expect(res.statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'http_requests_total', labels)).toBe(before + 2);
    const latency = { method: 'GET', route: '/web-api/coupon/:couponId' };
    expect(sample(text, 'http_request_duration_seconds_count', latency)).toBeGreaterThanOrEqual(2);
  });

  it('counts a placement and its stake postings, and a refusal under its code', async () => {
    const before = await scrape();
    const placed = await place(app, customer, {
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 10,
      changeCoefAction: 0,
      bets: [betOf(picks[0]!)],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const afterPlacement = await scrape();
    const placements = (text: string) => sample(text, 'coupon_placements_total') ?? 0;
    const stakes = (text: string) =>
      sample(text, 'ledger_postings_total', { kind: 'bet_stake' }) ?? 0;
    expect(placements(afterPlacement)).toBe(placements(before) + 1);
    // A stake is one balanced transfer: the customer's posting and the sportsbook's.
    expect(stakes(afterPlacement)).toBe(stakes(before) + 2);

    // The price moved: the coupon at the old price is refused with odds_changed.
    const pick = picks[1]!;
    const newCoef = Math.round((pick.outcome.coef + 0.35) * 100) / 100;
    feed.push({
      gameId: pick.game.id,
      outcomes: [{ id: pick.outcome.id, coef: newCoef, isBlocked: false }],
    });
    const refused = await place(app, customer, {
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 10,
      changeCoefAction: 0,
      bets: [betOf(pick)],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const codes = refused.json<{ refusals: { code: string }[] }>().refusals.map((r) => r.code);
    expect(codes).toContain('odds_changed');
    const afterRefusal = await scrape();
    const oddsChanged = (text: string) =>
      sample(text, 'coupon_placement_refusals_total', { code: 'odds_changed' }) ?? 0;
    expect(oddsChanged(afterRefusal)).toBe(oddsChanged(afterPlacement) + 1);
    expect(placements(afterRefusal)).toBe(placements(afterPlacement));
    expect(stakes(afterRefusal)).toBe(stakes(afterPlacement));
  });

  it('counts the open live streams', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const streams = async () => sample(await scrape(), 'live_stream_clients');
    expect(await streams()).toBe(0);
    const client = await SseClient.open(
      `http://127.0.0.1:${address.port}/web-api/sports/live/stream?games=${picks[2]!.game.id}`,
    );
    expect(client.status).toBe(200);
    await expect.poll(streams, { timeout: 10_000 }).toBe(1);
    client.close();
    await expect.poll(streams, { timeout: 10_000 }).toBe(0);
  });

  it('refuses a scraper from another address, or one behind the proxy', async () => {
    const remote = await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ reason: 'forbidden' });
    expect(remote.body).not.toContain('http_requests_total');
    const proxied = await app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  const TOKEN = 'metrics-token-of-at-least-24-characters';
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await databaseBackends()[0]!.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database, metrics: { token: TOKEN } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('serves any address showing the token, and no one without it', async () => {
    const shown = await app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('# TYPE http_requests_total counter');
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
    }
  });
});
