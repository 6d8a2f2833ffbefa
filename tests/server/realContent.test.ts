// The shipped content (schemas/, configs/) through the real server: it must start and serve
// both brands.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../../runtime/schema/index';
import type { AppDatabase } from '../../server/db/index';
import { buildTestServer, PROJECT_ROOT, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('real');
  app = await buildTestServer({ database, contentRoot: PROJECT_ROOT });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const html = { accept: 'text/html' };
const nord = { host: 'nord.localhost' };

describe('the shipped content', () => {
  it('redirects / to each brand default language', async () => {
    expect((await app.inject({ url: '/', headers: html })).headers.location).toBe('/ru/');
    expect((await app.inject({ url: '/', headers: { ...html, ...nord } })).headers.location).toBe(
      '/en/',
    );
  });

  it('serves a resolved config that satisfies the site-config response contract, per brand', async () => {
    for (const headers of [{}, nord]) {
      const config = (await app.inject({ url: '/bff-api/config/all.json', headers })).json();
      const checked = loadDocument('siteConfig', config, 'config/all.json');
      expect(checked.ok ? [] : checked.findings).toEqual([]);
    }
    const aurora = (await app.inject({ url: '/bff-api/config/all.json' })).json();
    const other = (await app.inject({ url: '/bff-api/config/all.json', headers: nord })).json();
    expect([aurora.name, other.name]).toEqual(['Aurora Bet', 'Nord Bet']);
    expect(aurora.headerRows).not.toBe(other.headerRows);
  });

  it('serves different brand stylesheets and titles', async () => {
    const css = [
      (await app.inject({ url: '/bff-api/brand.css' })).body,
      (await app.inject({ url: '/bff-api/brand.css', headers: nord })).body,
    ];
    expect(css[0]).toMatch(/^:root\{--brand-/);
    expect(css[0]).not.toBe(css[1]);
    expect((await app.inject({ url: '/ru/', headers: html })).body).toContain(
      '<title>Ставки на спорт и казино | Aurora Bet</title>',
    );
    expect((await app.inject({ url: '/en/', headers: { ...html, ...nord } })).body).toContain(
      '<title>Sports betting and casino | Nord Bet</title>',
    );
  });

  it('serves the header and footer parts and the main dictionary of every language', async () => {
    const partHeaders = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };
    for (const part of ['header', 'footer']) {
      const res = await app.inject({ url: `/mf/${part}/ru/`, headers: partHeaders });
      expect(res.statusCode, part).toBe(200);
      expect(res.json().scriptsToLoad).toEqual([]);
    }
    for (const lng of ['ru', 'en', 'ar']) {
      const res = await app.inject({ url: `/bff-api/dictionaries/${lng}/main.json` });
      expect(res.statusCode, lng).toBe(200);
      expect(res.json()).toHaveProperty('main_dictionary_load_error');
    }
  });

  it('serves every page the route table names', async () => {
    const routes = (await app.inject({ url: '/bff-api/routes.json' })).json() as {
      routes: { page: string }[];
    };
    for (const page of new Set(routes.routes.map((r) => r.page))) {
      expect((await app.inject({ url: `/bff-api/pages/${page}.json` })).statusCode, page).toBe(200);
    }
  });
});
