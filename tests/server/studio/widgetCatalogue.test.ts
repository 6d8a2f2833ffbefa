// The studio's widget catalogue: every registered widget with its description, described props
// schema and examples, and where the brand's effective content (published over files) uses it.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { widgetCatalog } from '../../../widgets/catalog';
import { signUpFast } from '../authHelpers';
import { serverFor } from '../casino/walletTestKit';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { studioAs, type StudioAnswer, type StudioCall } from './studioKit';

afterAll(removeTempDirs);

const HOME = { brand: 'aurora', kind: 'page', id: 'home' } as const;
const homeWithStack = {
  schemaVersion: 1,
  id: 'home',
  layout: 'default',
  meta: { dictionaries: ['info'] },
  body: { widget: 'Stack', props: { gap: 'large' } },
};
const entryOf = (answer: StudioAnswer, name: string) =>
  (answer.widgets as StudioAnswer[]).find((w) => w.name === name)!;

describe.each(databaseBackends())('widget catalogue on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let as: StudioCall;
  serverFor(
    backend,
    async (db) => ({ app: await buildTestServer({ database: db }) }),
    async (held) => {
      app = held.server.app;
      database = held.database;
      as = studioAs(app, await signedInOperator(app, database, 'editor'));
    },
  );

  it('lists every registered widget with its description, each prop described, and examples', async () => {
    const res = await as('GET', 'widgets');
    expect(res.status).toBe(200);
    const answer = res.json();
    expect(answer.widgets.map((w: StudioAnswer) => w.name)).toEqual(
      widgetCatalog.map((w) => w.name).sort((a, b) => a.localeCompare(b)),
    );
    for (const w of answer.widgets as StudioAnswer[]) {
      expect(w.description, w.name).not.toBe('');
      expect(w.examples.length, w.name).toBeGreaterThan(0);
      for (const [prop, schema] of Object.entries(w.propsSchema.properties ?? {})) {
        expect((schema as StudioAnswer).description, `${w.name}.${prop}`).toEqual(
          expect.any(String),
        );
      }
    }
    const heading = entryOf(answer, 'Heading');
    expect(heading.description).toBe('A heading of a chosen level with a dictionary text.');
    expect(heading.propsSchema.properties.level).toEqual({
      enum: [1, 2, 3, 4, 5, 6],
      default: 2,
      description: 'Heading level of the title.',
    });
    expect(heading.propsSchema.required).toEqual(['textKey']);
    const stack = entryOf(answer, 'Stack');
    expect(stack.examples[0]).toMatchObject({
      props: { gap: 'large' },
      slots: { items: expect.any(Array) },
    });
  });

  it("says where the brand's effective content uses each widget: published versions over the files", async () => {
    const files = entryOf((await as('GET', 'widgets')).json(), 'Stack');
    expect(files.usedBy).toEqual(
      expect.arrayContaining([
        { kind: 'part', id: 'header', pointer: '/body' },
        { kind: 'part', id: 'footer', pointer: '/body' },
      ]),
    );
    expect(files.usedBy).not.toContainEqual({ kind: 'page', id: 'home', pointer: '/body' });

    const opened = await as('GET', 'document', HOME);
    const saved = await as('PUT', 'draft', {
      ...HOME,
      document: homeWithStack,
      baseRevision: opened.json().revision,
    });
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    const published = await as('POST', 'publish', { ...HOME, revision: saved.json().revision });
    expect(published.status, JSON.stringify(published.json())).toBe(200);

    const aurora = entryOf((await as('GET', 'widgets', { brand: 'aurora' })).json(), 'Stack');
    expect(aurora.usedBy).toContainEqual({ kind: 'page', id: 'home', pointer: '/body' });
    const nord = entryOf((await as('GET', 'widgets', { brand: 'nord' })).json(), 'Stack');
    expect(nord.usedBy).not.toContainEqual({ kind: 'page', id: 'home', pointer: '/body' });
  });

  it('is read by every operator role and refused to others with a reason', async () => {
    for (const role of ['qa', 'partner'] as const) {
      const op = await signedInOperator(
        app,
        database,
        role,
        role === 'partner' ? 'nord' : undefined,
      );
      expect((await studioAs(app, op)('GET', 'widgets', { brand: 'nord' })).status).toBe(200);
    }
    const anonymous = await app.inject({ url: '/operator-api/studio/widgets' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ reason: 'operator_auth_required' });
    const customer = await signUpFast(app);
    const asCustomer = await app.inject({
      url: '/operator-api/studio/widgets',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ reason: 'operator_only' });
  });

  it('answers a bad query with a 4xx and a reason', async () => {
    const unknown = await as('GET', 'widgets', { brand: 'nobrand' });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'content_not_found', field: 'brand' });
    const malformed = await as('GET', 'widgets', { brand: '../etc' });
    expect(malformed.status).toBe(400);
    const extra = await as('GET', 'widgets', { brand: 'aurora', name: 'Stack' });
    expect(extra.status).toBe(400);
  });
});
