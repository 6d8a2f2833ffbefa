// The contract other modules plug into: PageMetaSources asked in order over the page meta, a
// notFound answer making the page a 404, and sitemap path providers filtered by the route rules.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import type { PageMetaRequest } from '../../../server/seo/pageMetaSource';
import { buildTestServer, PROJECT_ROOT, removeTempDirs, openTestDatabase } from '../testServer';

let database: AppDatabase;
let app: FastifyInstance;
const asked: PageMetaRequest[] = [];

beforeAll(async () => {
  database = await openTestDatabase('seo-sources');
  app = await buildTestServer({
    database,
    contentRoot: PROJECT_ROOT,
    seo: {
      sources: [
        async (request) => {
          asked.push(request);
          if (request.routeId === 'contacts') return { notFound: true };
          if (request.routeId === 'cookies') throw new Error('the content store is down');
          if (request.routeId !== 'about') return undefined;
          return {
            title: 'First answer',
            description: 'An article about us.',
            ogType: 'article',
            jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: 'About' }],
          };
        },
        // A later source wins where it answers.
        async ({ routeId }) => (routeId === 'about' ? { title: 'Second answer' } : undefined),
      ],
      sitemapProviders: [
        async (_brand, lng) => [
          `about`,
          `office/account`,
          `no-such-page`,
          `news-${lng}`,
          'slots/megaways',
        ],
      ],
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const html = { accept: 'text/html' };

describe('PageMetaSources', () => {
  it('override the page meta in order, with the route and its params', async () => {
    const res = await app.inject({ url: '/en/about', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Second answer | Aurora Bet</title>');
    expect(res.body).toContain('<meta name="description" content="An article about us." data-seo>');
    expect(res.body).toContain('<meta property="og:type" content="article" data-seo>');
    expect(res.body).toContain(
      '<script type="application/ld+json" data-seo>{"@context":"https://schema.org","@type":"Article","headline":"About","url":"http://localhost:80/en/about"}</script>',
    );
    expect(asked).toContainEqual({ brand: 'aurora', lng: 'en', routeId: 'about', params: {} });
    await app.inject({ url: '/ru/rules/1/2', headers: html });
    expect(asked).toContainEqual({
      brand: 'aurora',
      lng: 'ru',
      routeId: 'rules',
      params: { ruleGroup: '1', chapter: '2' },
    });
  });

  it('notFound answers 404 with the shell, and tells the client (boot data, head endpoint)', async () => {
    const res = await app.inject({ url: '/en/contacts', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('"notFound":true');
    const head = await app.inject({ url: '/bff-api/seo/head?path=/en/contacts' });
    expect(head.json()).toMatchObject({ notFound: true });
  });

  it('a source that fails leaves the page its own meta, never a 500', async () => {
    const res = await app.inject({ url: '/en/cookies', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>[^<|]+ \| Aurora Bet<\/title>/);
  });
});

describe('sitemap path providers', () => {
  it('are listed once, and only where an indexable route serves them', async () => {
    const body = (await app.inject({ url: '/sitemap.xml' })).body;
    const en = [...body.matchAll(/<loc>http:\/\/localhost:80\/en\/([^<]*)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(en.filter((p) => p === 'about')).toHaveLength(1);
    expect(en.filter((p) => p === 'slots/megaways')).toHaveLength(1);
    expect(en).not.toContain('office/account');
    expect(en).not.toContain('no-such-page');
    expect(en).not.toContain('news-en');
  });
});
