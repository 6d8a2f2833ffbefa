// The studio's drafts: the second of two editors saving one draft told with the current document,
// a brand's drafts shown to a preview link's holder only, and bad input answered 4xx with a reason
// and nothing saved.
import { describe, expect, it } from 'vitest';
import { cookieHeader, TEST_ORIGIN } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { HOME, homeWith, studioContentFor } from './studioContentHarness';
import { customerPage, studioAs, type StudioCall } from './studioKit';

describe.each(databaseBackends())('studio content on $name', (backend) => {
  const studio = studioContentFor(backend);

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
