// Analytics counters by domain and project id (SPEC section 7): each domain of a brand's project
// answers its own counters, events are stored with those counters only (a counter of another
// domain or brand is dropped), and the operators' report counts events per counter and domain.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_COUNTERS_PATH,
  analyticsCountersAnswerSchema,
  type AnalyticsCountersAnswer,
} from '../../../domain/analytics/contract';
import { ANALYTICS_PATHS, type AnalyticsReport } from '../../../domain/app/analyticsContract';
import { ContentFindingsError, ContentStore } from '../../../server/content/index';
import type { AppDatabase } from '../../../server/db/index';
import { createAjv } from '../../../runtime/schema/ajvFactory';
import { signedInOperator } from '../operators/operatorKit';
import {
  buildTestServer,
  databaseBackends,
  FIXTURE_CONTENT,
  makeTempDir,
  removeTempDirs,
} from '../testServer';

afterAll(removeTempDirs);

const validAnswer = createAjv().compile(analyticsCountersAnswerSchema);

/** The site of each domain the brands' configs serve (configs/brands/<brand>/site.json). */
const AURORA = { host: 'localhost', origin: 'http://localhost' };
const AURORA_MIRROR = { host: 'aurora.localhost', origin: 'http://aurora.localhost' };
const NORD = { host: 'nord.localhost', origin: 'http://nord.localhost' };

describe.each(databaseBackends())('analytics counters on $name', (backend) => {
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

  const counters = async (site: { host: string }, query: string) => {
    const res = await app.inject({
      url: `${ANALYTICS_COUNTERS_PATH}?${query}`,
      headers: { host: site.host },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<AnalyticsCountersAnswer>();
    expect(validAnswer(answer), JSON.stringify(validAnswer.errors)).toBe(true);
    return answer.counters;
  };

  it("answers each domain of a brand's project its own counters", async () => {
    expect(await counters(AURORA, 'domain=localhost&projectId=aurora-web')).toEqual([
      { id: 'aurora-main', kind: 'first-party' },
    ]);
    expect(await counters(AURORA, 'domain=127.0.0.1&projectId=aurora-web')).toEqual([
      { id: 'aurora-main', kind: 'first-party' },
    ]);
    expect(await counters(AURORA_MIRROR, 'domain=Aurora.Localhost&projectId=aurora-web')).toEqual([
      { id: 'aurora-mirror', kind: 'first-party' },
    ]);
    expect(await counters(NORD, 'domain=nord.localhost&projectId=nord-web')).toEqual([
      { id: 'nord-main', kind: 'first-party' },
    ]);
  });

  it("answers an empty list for an unknown domain, an unknown project, another brand's project", async () => {
    expect(await counters(AURORA, 'domain=elsewhere.example&projectId=aurora-web')).toEqual([]);
    expect(await counters(AURORA, 'domain=localhost&projectId=no-such-project')).toEqual([]);
    // Nord's project asked on an aurora site, and aurora's domain on nord's: no counter leaks.
    expect(await counters(AURORA, 'domain=nord.localhost&projectId=nord-web')).toEqual([]);
    expect(await counters(NORD, 'domain=localhost&projectId=aurora-web')).toEqual([]);
  });

  it('refuses a bad query with a 400 and a code, never a 500', async () => {
    for (const query of [
      '',
      'domain=localhost',
      'projectId=aurora-web',
      'domain=&projectId=aurora-web',
      'domain=local%20host&projectId=aurora-web',
      `domain=${'a'.repeat(254)}&projectId=aurora-web`,
      'domain=localhost&projectId=Aurora%20Web',
      'domain=localhost&projectId=aurora-web&extra=1',
      'domain=localhost&projectId=aurora-web&projectId=nord-web',
    ]) {
      const res = await app.inject({ url: `${ANALYTICS_COUNTERS_PATH}?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json<{ reason?: string }>().reason, query).toMatch(
        /^(missing|invalid|unknown)_field$/,
      );
    }
  });

  const send = (site: { host: string; origin: string }, clientId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: ANALYTICS_PATHS.events,
      headers: { host: site.host, origin: site.origin },
      payload: {
        clientId,
        events: [{ name: 'page_view', path: '/en/', at: Date.now() }],
        ...payload,
      },
    });
  const countersOfClient = async (clientId: string) =>
    (
      await database.db
        .selectFrom('analytics_event_counters as c')
        .innerJoin('analytics_events as e', 'e.id', 'c.event_id')
        .where('e.client_id', '=', clientId)
        .select(['c.counter_id', 'c.domain', 'e.brand'])
        .orderBy('c.counter_id')
        .execute()
    ).map((row) => `${row.brand} ${row.domain} ${row.counter_id}`);

  it("stores events with the counters of their domain, dropping another domain's or brand's", async () => {
    expect(
      (await send(AURORA, 'client-main-0001', { counterIds: ['aurora-main'] })).statusCode,
    ).toBe(204);
    expect(await countersOfClient('client-main-0001')).toEqual(['aurora localhost aurora-main']);

    // The mirror's id sent from the main domain, nord's id and a made-up one: all dropped, the
    // event itself kept.
    const res = await send(AURORA, 'client-foreign-0001', {
      counterIds: ['aurora-mirror', 'nord-main', 'made-up'],
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await countersOfClient('client-foreign-0001')).toEqual([]);
    const kept = await database.db
      .selectFrom('analytics_events')
      .where('client_id', '=', 'client-foreign-0001')
      .select('name')
      .execute();
    expect(kept).toEqual([{ name: 'page_view' }]);

    expect(
      (await send(NORD, 'client-nord-0001', { counterIds: ['nord-main', 'aurora-main'] }))
        .statusCode,
    ).toBe(204);
    expect(await countersOfClient('client-nord-0001')).toEqual(['nord nord.localhost nord-main']);
  });

  it('refuses a batch with malformed counter ids whole', async () => {
    for (const counterIds of [['Bad Id'], ['aurora-main', 'aurora-main'], 'aurora-main', [1]]) {
      const clientId = 'client-badids-0001';
      const res = await send(AURORA, clientId, { counterIds });
      expect(res.statusCode, res.body).toBe(400);
      const stored = await database.db
        .selectFrom('analytics_events')
        .where('client_id', '=', clientId)
        .select('id')
        .execute();
      expect(stored).toEqual([]);
    }
  });

  it("splits the operators' report by counter and domain", async () => {
    const at = Date.now() - 60_000;
    const events = (names: string[]) =>
      names.map((name, i) => ({ name, path: '/en/', at: at + i }));
    await send(AURORA, 'client-split-0001', {
      counterIds: ['aurora-main'],
      events: events(['page_view', 'page_view', 'registration']),
    });
    await send(AURORA_MIRROR, 'client-split-0002', {
      counterIds: ['aurora-mirror'],
      events: events(['page_view', 'login']),
    });
    // No counter: in the days' counts only.
    await send(AURORA, 'client-split-0003', { events: events(['deposit']) });

    const qa = await signedInOperator(app, database, 'qa');
    const res = await app.inject({
      url: `${ANALYTICS_PATHS.report}?brand=aurora&days=1`,
      headers: qa.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AnalyticsReport>();
    // The earlier tests stored one aurora-main page view (client-main-0001).
    expect(report.counters).toEqual([
      {
        counterId: 'aurora-main',
        domain: 'localhost',
        counts: { page_view: 3, registration: 1 },
      },
      {
        counterId: 'aurora-mirror',
        domain: 'aurora.localhost',
        counts: { page_view: 1, login: 1 },
      },
    ]);
    const nord = await app.inject({
      url: `${ANALYTICS_PATHS.report}?brand=nord&days=1`,
      headers: qa.headers,
    });
    expect(nord.json<AnalyticsReport>().counters).toEqual([
      { counterId: 'nord-main', domain: 'nord.localhost', counts: { page_view: 1 } },
    ]);
  });
});

describe('analytics counters in the brand config', () => {
  it('refuses to start on a counter of a foreign domain or an unknown kind, saying where', () => {
    const root = makeTempDir('counters');
    cpSync(FIXTURE_CONTENT, root, { recursive: true });
    const file = path.join(root, 'configs/brands/nord/site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    site.analyticsCounters = [
      { id: 'nord-main', kind: 'first-party', domains: ['nord.localhost', 'localhost'] },
    ];
    writeFileSync(file, JSON.stringify(site));
    let refusal: unknown;
    try {
      ContentStore.open(root);
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(ContentFindingsError);
    const { message } = refusal as ContentFindingsError;
    expect(message).toContain('the server refuses to start');
    expect(message).toContain(
      "configs/brands/nord/site.json#/analyticsCounters/0/domains/1: domain 'localhost' is not one of hosts: nord.localhost",
    );

    site.analyticsCounters = [{ id: 'nord-main', kind: 'pixel', domains: ['nord.localhost'] }];
    writeFileSync(file, JSON.stringify(site));
    expect(() => ContentStore.open(root)).toThrow(/analyticsCounters\/0\/kind/);
  });
});
