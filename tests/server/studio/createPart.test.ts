// Creating a remote part in the studio (docs/back-office.md "Creating remote parts"), on the
// mechanism pages are created with: the part from its template and its dictionary in every
// language as drafts; published, a customer's page loads it at /mf/<id> with its texts without a
// deploy; rolled back to its version before (none: the studio created it), it is gone again. Bad
// input, a taken name and qa are refused and write nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { customerPage, studioAs, type StudioCall } from './studioKit';

afterAll(removeTempDirs);

const partHeaders = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

describe.each(databaseBackends())('creating a remote part on $name', (backend) => {
  let app: FastifyInstance;
  let editor: StudioCall;
  let qa: StudioCall;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database });
    editor = studioAs(app, await signedInOperator(app, opened.database, 'editor'));
    qa = studioAs(app, await signedInOperator(app, opened.database, 'qa'));
    // A migrated database and the content check: slow on a loaded machine.
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const customerPart = (id: string, host = 'localhost') =>
    app.inject({ url: `/mf/${id}`, headers: { host, ...partHeaders } });
  const resourceIds = async () =>
    (
      (await editor('GET', 'resources', { brand: 'aurora' })).json().resources as { id: string }[]
    ).map((r) => r.id);

  it('creates a banner part as drafts, publishes it live and rolls it back', async () => {
    const created = await editor('POST', 'parts', {
      brand: 'aurora',
      id: 'autumn-banner',
      template: 'banner',
      title: 'Autumn cup',
    });
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    expect(created.json().path).toBe('mf/autumn-banner');
    // Drafts only: customers see nothing yet.
    expect((await customerPart('autumn-banner')).statusCode).toBe(404);
    const resources = (await editor('GET', 'resources', { brand: 'aurora' })).json().resources as {
      kind: string;
      id: string;
      hasDraft: boolean;
    }[];
    expect(resources).toContainEqual(
      expect.objectContaining({ kind: 'part', id: 'autumn-banner', hasDraft: true }),
    );
    expect(resources).toContainEqual(
      expect.objectContaining({ kind: 'dictionary', id: 'ar/autumn-banner', hasDraft: true }),
    );
    const opened = await editor('GET', 'document', {
      brand: 'aurora',
      kind: 'part',
      id: 'autumn-banner',
    });
    expect(opened.status).toBe(200);
    expect(opened.json().source).toBe('draft');
    expect(JSON.stringify(opened.json().document)).toContain('HeroBanner');

    // The editor rewrites the draft as a page's draft is rewritten, and the check runs on it.
    const checked = await editor('POST', 'check', {
      brand: 'aurora',
      kind: 'part',
      id: 'autumn-banner',
      document: { ...opened.json().document, body: { widget: 'NoSuchWidget' } },
    });
    expect(checked.status).toBe(200);
    expect(checked.json().findings.length).toBeGreaterThan(0);

    const published = await editor('POST', 'parts/publish', {
      brand: 'aurora',
      id: 'autumn-banner',
    });
    expect(published.status, JSON.stringify(published.json())).toBe(200);
    expect(published.json()).toMatchObject({
      rollback: { kind: 'part', id: 'autumn-banner' },
      versionBefore: 0,
    });
    const part = await customerPart('autumn-banner');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.body).toContain('autumn-banner:title');
    const texts = await app.inject({ url: '/bff-api/dictionaries/en/autumn-banner.json' });
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toMatchObject({ title: 'Autumn cup' });
    // Nord is untouched.
    expect((await customerPart('autumn-banner', 'nord.localhost')).statusCode).toBe(404);

    const rolledBack = await editor('POST', 'rollback', {
      brand: 'aurora',
      kind: 'part',
      id: 'autumn-banner',
      version: published.json().versionBefore,
    });
    expect(rolledBack.status, JSON.stringify(rolledBack.json())).toBe(200);
    expect((await customerPart('autumn-banner')).statusCode).toBe(404);
  });

  it('refuses bad input, a taken name and qa, writing nothing', async () => {
    const before = await resourceIds();
    const refusals = [
      // A part's name is an appName: a letter first.
      [await editor('POST', 'parts', { brand: 'aurora', id: '1-part', template: 'text' }), 400],
      [await editor('POST', 'parts', { brand: 'aurora', id: 'Bad Id', template: 'text' }), 400],
      [await editor('POST', 'parts', { brand: 'aurora', id: 'ok-part', template: 'nope' }), 400],
      [
        await editor('POST', 'parts', {
          brand: 'aurora',
          id: 'ok-part',
          template: 'text',
          extra: 1,
        }),
        400,
      ],
      // A file's part, a page's name and a dictionary namespace are taken.
      [await editor('POST', 'parts', { brand: 'aurora', id: 'header', template: 'text' }), 409],
      [await editor('POST', 'parts', { brand: 'aurora', id: 'home', template: 'text' }), 409],
      [await editor('POST', 'parts', { brand: 'aurora', id: 'info', template: 'text' }), 409],
      [await qa('POST', 'parts', { brand: 'aurora', id: 'qa-part', template: 'text' }), 403],
      [await qa('POST', 'parts/publish', { brand: 'aurora', id: 'autumn-banner' }), 403],
      [await editor('POST', 'parts/publish', { brand: 'aurora', id: 'never-made' }), 404],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.status, JSON.stringify(answer.json())).toBe(status);
    }
    expect(refusals[0][0].json().reason).toBe('invalid_field');
    expect(refusals[4][0].json().reason).toBe('content_exists');
    expect(refusals[7][0].json().reason).toBe('operator_forbidden');
    expect(await resourceIds()).toEqual(before);
    expect((await customerPart('qa-part')).statusCode).toBe(404);
  });

  it('puts a published part on a page; the part in use is not rolled back', async () => {
    expect(
      (await editor('POST', 'parts', { brand: 'aurora', id: 'strip', template: 'text' })).status,
    ).toBe(201);
    expect((await editor('POST', 'parts/publish', { brand: 'aurora', id: 'strip' })).status).toBe(
      200,
    );
    expect(
      (await editor('POST', 'pages', { brand: 'aurora', id: 'strip-page', template: 'info' }))
        .status,
    ).toBe(201);
    const opened = (
      await editor('GET', 'document', { brand: 'aurora', kind: 'page', id: 'strip-page' })
    ).json();
    const document = opened.document as {
      body: { slots: { content: { slots: { items: unknown[] } }[] } };
    };
    document.body.slots.content[0]!.slots.items.push({
      widget: 'RemotePart',
      props: { name: 'strip' },
    });
    const saved = await editor('PUT', 'draft', {
      brand: 'aurora',
      kind: 'page',
      id: 'strip-page',
      document,
      baseRevision: opened.revision,
    });
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    const published = await editor('POST', 'pages/publish', { brand: 'aurora', id: 'strip-page' });
    expect(published.status, JSON.stringify(published.json())).toBe(200);
    const page = await customerPage(app, 'strip-page');
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('"name":"strip"');
    expect((await customerPart('strip')).statusCode).toBe(200);

    // Taking the part away would leave the page naming a part that does not exist.
    const refused = await editor('POST', 'rollback', {
      brand: 'aurora',
      kind: 'part',
      id: 'strip',
      version: 0,
    });
    expect(refused.status).toBe(422);
    expect(refused.json().reason).toBe('publish_findings');
    expect((await customerPart('strip')).statusCode).toBe(200);
  });
});
