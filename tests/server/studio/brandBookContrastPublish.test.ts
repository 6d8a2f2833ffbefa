// Publishing a brand book runs the brand book rules of schemas:check, contrast included: a
// colour that fails WCAG AA on any pair the widgets draw is refused with the entry named, and
// nothing served changes.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFor } from '../casino/walletTestKit';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { studioAs, type StudioCall } from './studioKit';

afterAll(removeTempDirs);

const BOOK = { brand: 'aurora', kind: 'brandBook', id: 'aurora' } as const;

describe.each(databaseBackends())('brand book contrast at publication on $name', (backend) => {
  let app: FastifyInstance;
  let partner: StudioCall;
  serverFor(
    backend,
    async (db) => ({ app: await buildTestServer({ database: db }) }),
    async (held) => {
      app = held.server.app;
      partner = studioAs(app, await signedInOperator(app, held.database, 'partner', 'aurora'));
    },
  );

  it('refuses a primary colour links cannot be read in, naming the entry; the site keeps its colours', async () => {
    const opened = await partner('GET', 'document', BOOK);
    const book = opened.json().document as {
      partnerCssBrandBook: { css_prop: string; css_value: string }[];
    };
    const index = book.partnerCssBrandBook.findIndex((e) => e.css_prop === 'primary');
    expect(index).toBeGreaterThanOrEqual(0);
    const pale = {
      ...book,
      partnerCssBrandBook: book.partnerCssBrandBook.map((e) =>
        e.css_prop === 'primary' ? { ...e, css_value: '#ffd54f' } : e,
      ),
    };
    const cssBefore = (await app.inject({ url: '/bff-api/brand.css' })).body;

    const checked = await partner('POST', 'check', { ...BOOK, document: pale });
    expect(checked.status).toBe(200);
    const messages = (checked.json().findings as { pointer: string; message: string }[]).map(
      (f) => `${f.pointer}: ${f.message}`,
    );
    expect(messages).toContain(
      `/partnerCssBrandBook/${index}/css_value: contrast of 'primary' (#ffd54f) on 'surface' (#ffffff, default) is 1.41:1, below the 4.5:1 minimum (WCAG AA; both themes; used by links on cards, outline buttons, the open settings menu, links and outline buttons in office cards)`,
    );

    const saved = await partner('PUT', 'draft', {
      ...BOOK,
      document: pale,
      baseRevision: opened.json().revision,
    });
    expect(saved.status).toBe(200);
    const published = await partner('POST', 'publish', {
      ...BOOK,
      revision: saved.json().revision,
    });
    expect(published.status).toBe(422);
    expect(published.json().reason).toBe('publish_findings');
    expect(JSON.stringify(published.json().findings)).toContain("contrast of 'primary' (#ffd54f)");
    expect((await app.inject({ url: '/bff-api/brand.css' })).body).toBe(cssBefore);
  });
});
