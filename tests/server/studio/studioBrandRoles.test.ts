// The studio's roles: a partner sees and writes its own brand only (its brand book, config,
// dictionary and audit entries), its published config and texts served to that brand's customers
// only; QA reads and checks but does not write; a customer is refused.
import { describe, expect, it } from 'vitest';
import { signUpFast } from '../authHelpers';
import { signedInOperator } from '../operators/operatorKit';
import { databaseBackends } from '../testServer';
import { HOME, homeWith, publish, studioContentFor } from './studioContentHarness';
import { studioAs } from './studioKit';

describe.each(databaseBackends())('studio content on $name', (backend) => {
  const studio = studioContentFor(backend);

  it("shows a partner its brand only: another brand's brand book, config, list, check, preview and audit are refused", async () => {
    const { app, database } = studio;
    const signedIn = await signedInOperator(app, database, 'partner', 'nord');
    const partner = studioAs(app, signedIn);
    for (const kind of ['brandBook', 'brandConfig'] as const) {
      const other = await partner('GET', 'document', { brand: 'aurora', kind, id: 'aurora' });
      expect(other.status).toBe(403);
      expect(other.json().reason).toBe('operator_forbidden');
      expect(other.json()).not.toHaveProperty('document');
      expect((await partner('GET', 'document', { brand: 'nord', kind, id: 'nord' })).status).toBe(
        200,
      );
    }
    expect((await partner('GET', 'document', HOME)).status).toBe(403);
    expect((await partner('GET', 'resources', { brand: 'aurora' })).status).toBe(403);
    expect((await partner('GET', 'resources', { brand: 'nord' })).status).toBe(200);
    expect((await partner('GET', 'versions', HOME)).status).toBe(403);
    expect((await partner('POST', 'check', { ...HOME, document: homeWith({}) })).status).toBe(403);
    expect((await partner('POST', 'preview-links', { brand: 'aurora' })).status).toBe(403);

    // The audit log: the partner's brand's entries and its own sign-ins, never another brand's
    // entries nor another operator's sign-ins.
    await signedInOperator(app, database, 'admin');
    const audit = (url: string) => app.inject({ url, headers: signedIn.headers });
    const entries = (await audit('/operator-api/audit')).json<{
      entries: { brand: string | null; operator: string; action: string }[];
    }>().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ operator: signedIn.operator.login, action: 'session.sign_in' }),
    );
    for (const entry of entries) {
      if (entry.brand === null) expect(entry.operator).toBe(signedIn.operator.login);
      else expect(entry.brand).toBe('nord');
    }
    expect((await audit('/operator-api/audit?brand=aurora')).statusCode).toBe(403);
  });

  it('lets a partner write its own brand book only, and QA read and check but not write', async () => {
    const { app, database } = studio;
    const partner = studioAs(app, await signedInOperator(app, database, 'partner', 'nord'));
    const nordBook = await partner('GET', 'document', {
      brand: 'nord',
      kind: 'brandBook',
      id: 'nord',
    });
    const book = nordBook.json().document as {
      partnerCssBrandBook: { css_prop: string; css_value: string }[];
    };
    const recoloured = {
      ...book,
      partnerCssBrandBook: book.partnerCssBrandBook.map((p) =>
        p.css_prop === 'primary' ? { ...p, css_value: '#123456' } : p,
      ),
    };
    const auroraCss = (await app.inject({ url: '/bff-api/brand.css' })).body;
    const ok = await publish(
      partner,
      { brand: 'nord', kind: 'brandBook', id: 'nord' } as never,
      recoloured,
    );
    expect(ok.status).toBe(200);
    const nordCss = await app.inject({
      url: '/bff-api/brand.css',
      headers: { host: 'nord.localhost' },
    });
    expect(nordCss.body).toContain('#123456');
    expect((await app.inject({ url: '/bff-api/brand.css' })).body).toBe(auroraCss);

    const otherBrand = await partner('PUT', 'draft', {
      brand: 'aurora',
      kind: 'brandBook',
      id: 'aurora',
      document: recoloured,
      baseRevision: 0,
    });
    expect(otherBrand.status).toBe(403);
    expect(otherBrand.json().reason).toBe('operator_forbidden');
    const page = await partner('PUT', 'draft', {
      ...HOME,
      brand: 'nord',
      document: homeWith({}),
      baseRevision: 0,
    });
    expect(page.status).toBe(403);
    expect(page.json().reason).toBe('operator_forbidden');

    const qa = studioAs(app, await signedInOperator(app, database, 'qa'));
    expect((await qa('GET', 'document', HOME)).status).toBe(200);
    expect((await qa('POST', 'check', { ...HOME, document: homeWith({}) })).status).toBe(200);
    const qaWrite = await qa('PUT', 'draft', { ...HOME, document: homeWith({}), baseRevision: 0 });
    expect(qaWrite.status).toBe(403);
    const qaPublish = await qa('POST', 'publish', { ...HOME, revision: 1 });
    expect(qaPublish.status).toBe(403);
    expect(qaPublish.json().reason).toBe('operator_forbidden');
    expect((await qa('POST', 'rollback', { ...HOME, version: 0 })).status).toBe(403);

    const customer = await signUpFast(app);
    const asCustomer = await app.inject({
      url: '/operator-api/studio/resources?brand=aurora',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ reason: 'operator_only' });
    expect(
      (await app.inject({ url: '/operator-api/studio/resources?brand=aurora' })).statusCode,
    ).toBe(401);
  });

  it("serves a partner's published config in the first HTML and its texts in the brand's dictionary", async () => {
    const { app, database } = studio;
    const partner = studioAs(app, await signedInOperator(app, database, 'partner', 'nord'));
    const config = { brand: 'nord', kind: 'brandConfig', id: 'nord' } as never as typeof HOME;
    const site = (await partner('GET', 'document', config)).json().document as Record<
      string,
      unknown
    >;
    expect((await publish(partner, config, { ...site, name: 'Nord Studio Bet' })).status).toBe(200);
    const html = await app.inject({
      url: '/en/',
      headers: { host: 'nord.localhost', accept: 'text/html' },
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Nord Studio Bet');
    const auroraHtml = await app.inject({ url: '/ru/', headers: { accept: 'text/html' } });
    expect(auroraHtml.body).not.toContain('Nord Studio Bet');

    const texts = { brand: 'nord', kind: 'dictionary', id: 'en/main' } as never as typeof HOME;
    const main = (await partner('GET', 'document', texts)).json().document as Record<
      string,
      string
    >;
    expect(main.not_found_title).toBe('This page could not be found');
    const renamed = { ...main, not_found_title: 'Nothing here' };
    expect((await publish(partner, texts, renamed)).status).toBe(200);
    const served = await app.inject({
      url: '/bff-api/dictionaries/en/main.json',
      headers: { host: 'nord.localhost' },
    });
    expect(served.json()).toMatchObject({ not_found_title: 'Nothing here' });
    const aurora = await app.inject({ url: '/bff-api/dictionaries/en/main.json' });
    expect(aurora.json()).not.toMatchObject({ not_found_title: 'Nothing here' });
    const newKey = await partner('POST', 'check', {
      ...texts,
      document: { ...main, no_such_key: 'x' },
    });
    expect(newKey.json().findings).toContainEqual(
      expect.objectContaining({
        file: 'configs/brands/nord/overrides/locales/en/main.json',
        pointer: '/no_such_key',
      }),
    );
    for (const r of [config, texts])
      expect((await partner('POST', 'rollback', { ...r, version: 0 })).status).toBe(200);
  });
});
