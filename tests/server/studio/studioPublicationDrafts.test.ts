// The studio's publication and drafts: resources listed and the repository file opened when nothing
// is drafted or published, a draft published to its brand only and rolled back to any version and
// the file (with the audit), the publish check refusing an invalid draft, cache validators that
// change on a publication, and concurrent publications of one draft making one version; the second
// of two editors saving one draft told with the current document, a brand's drafts shown to a
// preview link's holder only, and bad input answered 4xx with a reason and nothing saved.
import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/operators/audit';
import { cookieHeader, TEST_ORIGIN } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { HOME, homeWith, publish, studioContentFor } from './studioContentHarness';
import { customerPage, studioAs, type StudioCall } from './studioKit';

describe.each(databaseBackends())('studio content on $name', (backend) => {
  const studio = studioContentFor(backend);

  it('lists resources and opens the repository file when nothing is drafted or published', async () => {
    const { as } = studio;
    const list = await as('GET', 'resources', { brand: 'aurora' });
    expect(list.status).toBe(200);
    expect(list.json().resources).toContainEqual({
      kind: 'page',
      id: 'home',
      hasDraft: false,
      draftRevision: 0,
      publishedVersion: null,
    });
    const kinds = new Set(list.json().resources.map((r: { kind: string }) => r.kind));
    expect(kinds).toEqual(
      new Set(['routes', 'page', 'layout', 'part', 'brandConfig', 'brandBook', 'dictionary']),
    );
    const doc = await as('GET', 'document', HOME);
    expect(doc.json()).toMatchObject({ source: 'file', revision: 0, publishedVersion: null });
    expect(doc.json().document).toEqual(homeWith({}));
  });

  it('publishes a draft to that brand only, atomically, and rolls back to any version and the file', async () => {
    const { app, database, editor, as } = studio;
    const v1 = await publish(as, HOME, homeWith({ layout: 'empty' }));
    expect(v1.status).toBe(200);
    expect(v1.json()).toEqual({ version: 1 });
    expect((await customerPage(app, 'home')).body).toMatchObject({ layout: 'empty' });
    expect((await customerPage(app, 'home', 'nord.localhost')).body).toMatchObject({
      layout: 'default',
    });
    const opened = await as('GET', 'document', HOME);
    expect(opened.json()).toMatchObject({ source: 'published', revision: 0, publishedVersion: 1 });

    expect((await publish(as, HOME, homeWith({ layout: 'blocked' }))).json()).toEqual({
      version: 2,
    });
    expect((await customerPage(app, 'home')).body).toMatchObject({ layout: 'blocked' });

    const back = await as('POST', 'rollback', { ...HOME, version: 1 });
    expect(back.json()).toEqual({ version: 3 });
    expect((await customerPage(app, 'home')).body).toMatchObject({ layout: 'empty' });
    const versions = await as('GET', 'versions', HOME);
    expect(versions.json().versions.map((v: { version: number }) => v.version)).toEqual([
      3, 2, 1, 0,
    ]);
    expect(versions.json().versions[0]).toMatchObject({
      rolledBackFrom: 1,
      author: editor.operator.login,
    });
    expect(versions.json().versions[3]).toEqual({ version: 0, author: 'file', publishedAt: null });

    const toFile = await as('POST', 'rollback', { ...HOME, version: 0 });
    expect(toFile.json()).toEqual({ version: 0 });
    expect((await customerPage(app, 'home')).body).toMatchObject({ layout: 'default' });
    const list = await as('GET', 'resources', { brand: 'aurora' });
    expect(list.json().resources).toContainEqual(
      expect.objectContaining({ kind: 'page', id: 'home', publishedVersion: null }),
    );

    const audit = await listAudit(database.db, { brand: 'aurora', limit: 20 });
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['studio.draft.save', 'studio.publish', 'studio.rollback']),
    );
    expect(audit.find((e) => e.action === 'studio.publish')).toMatchObject({
      operator: editor.operator.login,
      target: 'page/home',
    });
  });

  it('refuses to publish an invalid draft and lists the findings; the customer page is unchanged', async () => {
    const { app, as } = studio;
    const before = (await customerPage(app, 'home')).body;
    const bad = homeWith({ body: { widget: 'NoSuchWidget' }, layout: 'nowhere' });
    const saved = await as('PUT', 'draft', { ...HOME, document: bad, baseRevision: 0 });
    expect(saved.status).toBe(200);
    expect(saved.json().findings.length).toBeGreaterThan(0);
    const published = await as('POST', 'publish', { ...HOME, revision: saved.json().revision });
    expect(published.status).toBe(422);
    expect(published.json().reason).toBe('publish_findings');
    const findings = published.json().findings as {
      file: string;
      pointer: string;
      message: string;
    }[];
    expect(findings.every((f) => f.file === 'schemas/pages/home.json')).toBe(true);
    expect(findings.map((f) => f.pointer)).toEqual(expect.arrayContaining(['/layout']));
    expect((await customerPage(app, 'home')).body).toEqual(before);

    const checked = await as('POST', 'check', { ...HOME, document: homeWith({}) });
    expect(checked.json()).toEqual({ findings: [] });
    expect((await as('DELETE', 'draft', HOME)).status).toBe(204);
  });

  it('answers content with an ETag that changes when the brand publishes (304 until then)', async () => {
    const { app, as } = studio;
    const first = await customerPage(app, 'home');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await customerPage(app, 'home', 'localhost', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await publish(as, HOME, homeWith({ layout: 'empty' }));
    const after = await customerPage(app, 'home', 'localhost', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ layout: 'empty' });
    expect(after.headers.etag).not.toBe(etag);
    await as('POST', 'rollback', { ...HOME, version: 0 });
  });

  it('serializes concurrent publications of one draft: exactly one version is made', async () => {
    const { app, editor2, as } = studio;
    const saved = await as('PUT', 'draft', {
      ...HOME,
      document: homeWith({ layout: 'empty' }),
      baseRevision: 0,
    });
    const revision = saved.json().revision;
    const by2 = studioAs(app, editor2);
    const results = await Promise.all([
      as('POST', 'publish', { ...HOME, revision }),
      by2('POST', 'publish', { ...HOME, revision }),
      as('POST', 'publish', { ...HOME, revision }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 404, 404]);
    const versions = (await as('GET', 'versions', HOME)).json().versions as { version: number }[];
    const made = results.find((r) => r.status === 200)!.json().version;
    expect(versions.filter((v) => v.version === made)).toHaveLength(1);
    expect(versions[0]!.version).toBe(made);
    await as('POST', 'rollback', { ...HOME, version: 0 });
  });

  it('tells the second of two editors saving one draft, with the current document; nothing is lost', async () => {
    const { app, editor, editor2, as } = studio;
    const by2 = studioAs(app, editor2);
    const first = await as('PUT', 'draft', {
      ...HOME,
      document: homeWith({ layout: 'empty' }),
      baseRevision: 0,
    });
    expect(first.status).toBe(200);
    const second = await by2('PUT', 'draft', {
      ...HOME,
      document: homeWith({ layout: 'blocked' }),
      baseRevision: 0,
    });
    expect(second.status).toBe(409);
    expect(second.json()).toMatchObject({
      reason: 'draft_conflict',
      current: {
        document: homeWith({ layout: 'empty' }),
        revision: first.json().revision,
        author: editor.operator.login,
      },
    });
    const stale = await as('POST', 'publish', {
      ...HOME,
      revision: first.json().revision - 1 || 99,
    });
    expect(stale.status).toBe(409);
    const merged = await by2('PUT', 'draft', {
      ...HOME,
      document: homeWith({ layout: 'blocked' }),
      baseRevision: second.json().current.revision,
    });
    expect(merged.status).toBe(200);
    expect((await as('GET', 'document', HOME)).json()).toMatchObject({
      source: 'draft',
      revision: merged.json().revision,
      document: homeWith({ layout: 'blocked' }),
    });
    expect((await as('DELETE', 'draft', HOME)).status).toBe(204);
  });

  it("shows a brand's drafts to a preview link's holder only, never cached", async () => {
    const { app, as } = studio;
    await as('PUT', 'draft', {
      ...HOME,
      document: homeWith({ layout: 'maintenance' }),
      baseRevision: 0,
    });
    const link = await as('POST', 'preview-links', { brand: 'aurora' });
    expect(link.status).toBe(200);
    expect(link.json().url).toBe(`/studio/preview/${link.json().token}?to=%2Fru%2F`);
    const opened = await app.inject({ url: link.json().url });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/ru/');
    const cookie = opened.cookies.find((c) => c.name === 'studio_preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.maxAge).toBeUndefined();

    const preview = await customerPage(app, 'home', 'localhost', { cookie: cookieHeader(opened) });
    expect(preview.body).toMatchObject({ layout: 'maintenance' });
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect((await customerPage(app, 'home')).body).toMatchObject({ layout: 'default' });
    // The link shows its own brand's drafts: another brand's site is as published.
    const nord = await customerPage(app, 'home', 'nord.localhost', {
      cookie: cookieHeader(opened),
    });
    expect(nord.body).toMatchObject({ layout: 'default' });

    const unknown = await app.inject({ url: `/studio/preview/${'x'.repeat(43)}?to=/ru/` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'preview_link_invalid' });
    const offsite = await app.inject({
      url: `/studio/preview/${link.json().token}?to=//evil.example/`,
    });
    expect(offsite.statusCode).toBe(400);
    expect((await as('DELETE', 'draft', HOME)).status).toBe(204);
  });

  it('answers bad input with a 4xx and a reason, never a 500, and saves nothing', async () => {
    const { app, editor, as } = studio;
    const cases: [Parameters<StudioCall>, number, string][] = [
      [['GET', 'document', { ...HOME, kind: 'widget' }], 400, 'invalid_field'],
      [['GET', 'document', { ...HOME, brand: 'nowhere' }], 404, 'content_not_found'],
      [['GET', 'document', { ...HOME, id: 'no-such-page' }], 404, 'content_not_found'],
      [['GET', 'document', { ...HOME, id: '../etc/passwd' }], 400, 'invalid_field'],
      [
        ['GET', 'document', { brand: 'aurora', kind: 'brandBook', id: 'nord' }],
        400,
        'invalid_field',
      ],
      [['GET', 'resources', { brand: 'nowhere' }], 404, 'content_not_found'],
      [['PUT', 'draft', { ...HOME, document: [1, 2], baseRevision: 0 }], 400, 'invalid_field'],
      [['PUT', 'draft', { ...HOME, document: 'text', baseRevision: 0 }], 400, 'invalid_field'],
      [['PUT', 'draft', { ...HOME, document: {}, baseRevision: -1 }], 400, 'invalid_field'],
      [['PUT', 'draft', { ...HOME, document: {}, baseRevision: 'x' }], 400, 'invalid_field'],
      [['PUT', 'draft', { ...HOME, document: {} }], 400, 'missing_field'],
      [['PUT', 'draft', '{"brand":'], 400, 'bad_request'],
      [['POST', 'publish', { ...HOME, revision: 0 }], 400, 'invalid_field'],
      [['POST', 'publish', { ...HOME, revision: 7 }], 404, 'draft_not_found'],
      [['POST', 'rollback', { ...HOME, version: 99 }], 404, 'version_not_found'],
      [['POST', 'preview-links', { brand: 'nowhere' }], 404, 'content_not_found'],
      [['POST', 'check', { ...HOME, document: null }], 400, 'invalid_field'],
    ];
    for (const [call, status, reason] of cases) {
      const res = await as(...call);
      expect([res.status, res.json().reason], JSON.stringify(call)).toEqual([status, reason]);
    }
    const huge = { ...homeWith({}), padding: 'x'.repeat(600 * 1024) };
    const tooBig = await as('PUT', 'draft', { ...HOME, document: huge, baseRevision: 0 });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json().reason).toBe('payload_too_large');
    expect((await as('GET', 'document', HOME)).json().source).not.toBe('draft');

    const foreign = await app.inject({
      method: 'PUT',
      url: '/operator-api/studio/draft',
      headers: {
        ...editor.headers,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ ...HOME, document: homeWith({}), baseRevision: 0 }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().reason).toBe('foreign_origin');
    expect(TEST_ORIGIN).toBe('http://localhost');
  });
});
