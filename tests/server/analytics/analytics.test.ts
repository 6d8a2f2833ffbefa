// Analytics (SPEC sections 7 and 9): consented client events stored per brand, bad batches
// refused whole, old events swept, and the operators' report of events per day and the
// registration -> deposit -> first bet funnel behind operator auth.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsReport } from '../../../domain/app/analyticsContract';
import { sweepAnalytics } from '../../../server/analytics/index';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, TEST_ORIGIN } from '../authHelpers';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const HOUR = 3600 * 1000;

describe.each(databaseBackends())('analytics on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({ database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const send = (clientId: string, events: { name: string; path?: string; at?: number }[]) =>
    app.inject({
      method: 'POST',
      url: ANALYTICS_PATHS.events,
      headers: { origin: TEST_ORIGIN },
      payload: {
        clientId,
        events: events.map((e) => ({ path: '/en/', at: Date.now(), ...e })),
      },
    });
  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('analytics_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses unknown events, queries in paths, events older than 24 h, and stores none of them', async () => {
    const before = await count();
    for (const bad of [
      [{ name: 'purchase' }],
      [{ name: 'page_view', path: '/en/?email=a@b.c' }],
      [{ name: 'page_view' }, { name: 'login', at: Date.now() - 26 * HOUR }],
    ]) {
      const res = await send('client-bad-1', bad);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await send('x', [{ name: 'login' }])).statusCode).toBe(400); // a too short client id
    expect(await count()).toBe(before);
  });

  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: ANALYTICS_PATHS.events,
      headers: { origin: TEST_ORIGIN },
      payload: payload as Record<string, unknown>,
    });
  const counters = {
    authTryCounter: 2,
    lastAuthPopUpCallTime: Date.now() - 1000,
    regTryCounter: 1,
    lastRegCallTime: Date.now() - 500,
    hasDone: false,
    socialData: null,
  };
  const timings = {
    path: '/en/',
    ttfb: 120.4,
    domContentLoaded: 640,
    load: 910.6,
    firstPaint: 300,
    firstContentfulPaint: null,
  };

  it('reports events per day and the funnel to operators only', async () => {
    // a: the whole funnel; b: registered and deposited; c: registered only; d: bet, never registered.
    const t = Date.now() - HOUR;
    for (const [id, names] of [
      ['client-a-0001', ['page_view', 'registration', 'deposit', 'bet_placed']],
      ['client-b-0001', ['registration', 'deposit']],
      ['client-c-0001', ['registration', 'page_view']],
      ['client-d-0001', ['bet_placed']],
      // SPEC section 8's analytics error codes: refused calls, counted beside the rest.
      ['client-e-0001', ['login_error', 'wallet_error', 'wallet_error', 'password_change_error']],
    ] as const) {
      const res = await send(
        id,
        names.map((name, i) => ({ name, at: t + i * 1000 })),
      );
      expect(res.statusCode, res.body).toBe(204);
    }

    const url = `${ANALYTICS_PATHS.report}?brand=aurora&days=7`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    const customer = await signUpFast(app);
    expect((await app.inject({ url, headers: customer.headers })).statusCode).toBe(403);

    const qa = await signedInOperator(app, database, 'qa');
    const res = await app.inject({ url, headers: qa.headers });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AnalyticsReport>();
    expect(report.funnel).toEqual({ registration: 3, deposit: 2, firstBet: 1 });
    const totals = report.days.reduce<Record<string, number>>((sum, d) => {
      for (const [name, n] of Object.entries(d.counts)) sum[name] = (sum[name] ?? 0) + n!;
      return sum;
    }, {});
    expect(totals).toEqual({
      page_view: 2,
      registration: 3,
      deposit: 2,
      bet_placed: 2,
      login_error: 1,
      wallet_error: 2,
      password_change_error: 1,
    });

    const nord = await app.inject({
      url: `${ANALYTICS_PATHS.report}?brand=nord`,
      headers: qa.headers,
    });
    expect(nord.json<AnalyticsReport>().funnel.registration).toBe(0);
    const unknown = await app.inject({
      url: `${ANALYTICS_PATHS.report}?brand=zz`,
      headers: qa.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });

  // After the report: these events would change its counts.
  it('stores the SPEC section 3 counters sent with events, the latest per browser', async () => {
    const first = await post({
      clientId: 'client-counters-1',
      events: [{ name: 'page_view', path: '/en/', at: Date.now() }],
      counters,
    });
    expect(first.statusCode, first.body).toBe(204);
    const again = await post({
      clientId: 'client-counters-1',
      events: [{ name: 'login', path: '/en/', at: Date.now() }],
      counters: { ...counters, authTryCounter: 3, hasDone: true, socialData: 'google' },
    });
    expect(again.statusCode, again.body).toBe(204);
    const rows = await database.db
      .selectFrom('analytics_counters')
      .selectAll()
      .where('client_id', '=', 'client-counters-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brand: expect.any(String) as string,
      auth_tries: 3,
      reg_tries: 1,
      has_done: true,
      social_data: 'google',
    });
    expect(rows[0]!.last_reg_at?.getTime()).toBe(counters.lastRegCallTime);
  });

  it('refuses bad counters and bad performance reports with a 400, storing nothing', async () => {
    const before = await count();
    const event = [{ name: 'page_view', path: '/en/', at: Date.now() }];
    for (const bad of [
      { counters: { ...counters, authTryCounter: -1 } },
      { counters: { ...counters, authTryCounter: 1.5 } },
      { counters: { ...counters, socialData: '<script>' } },
      { counters: { ...counters, extra: 1 } },
      { counters: { authTryCounter: 1 } },
      { performance: { ...timings, load: -3 } },
      { performance: { ...timings, load: 10 * 60 * 1000 + 1 } },
      { performance: { ...timings, path: '/en/?token=1' } },
      { performance: { ...timings, ttfb: 'fast' } },
      { performance: { path: '/en/' } },
    ]) {
      const res = await post({ clientId: 'client-bad-2', events: event, ...bad });
      expect(res.statusCode, `${JSON.stringify(bad)} ${res.body}`).toBe(400);
    }
    // A batch with neither an event nor the report.
    expect((await post({ clientId: 'client-bad-2', events: [] })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    const stored = await database.db
      .selectFrom('analytics_counters')
      .select('client_id')
      .where('client_id', '=', 'client-bad-2')
      .execute();
    expect(stored).toEqual([]);
  });

  it('stores the performance report (SPEC section 9), alone or with events', async () => {
    const alone = await post({ clientId: 'client-perf-1', events: [], performance: timings });
    expect(alone.statusCode, alone.body).toBe(204);
    const rows = await database.db
      .selectFrom('analytics_performance')
      .selectAll()
      .where('client_id', '=', 'client-perf-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/en/',
      ttfb_ms: 120,
      dom_content_loaded_ms: 640,
      load_ms: 911,
      first_paint_ms: 300,
      first_contentful_paint_ms: null,
    });
  });

  it('sweeps events older than the retention', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await sweepAnalytics(database.db, 1, new Date(Date.now() - 2 * 24 * HOUR))).toBe(0);
    expect(await sweepAnalytics(database.db, 1, new Date(Date.now() + 2 * 24 * HOUR))).toBe(before);
    expect(await count()).toBe(0);
    // The counters and performance reports go with them.
    for (const table of ['analytics_counters', 'analytics_performance'] as const) {
      expect(await database.db.selectFrom(table).select('brand').execute()).toEqual([]);
    }
  });
});
