import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { buildTestServer, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('parts');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const partHeaders = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

describe('remote parts', () => {
  it("answers GET /mf/<part>/<customer's path> with the declarative part", async () => {
    const res = await app.inject({ url: '/mf/header/ru/about?x=1', headers: partHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      appName: 'header',
      title: 'main:header_title',
      style: '.part-header{display:flex}',
      cssToLoad: ['/parts/header.css'],
      scriptsToLoad: [],
      head: [{ tag: 'meta', attrs: { name: 'part', content: 'header' } }],
      dictionaries: ['main'],
      body: { widget: 'Stack', props: { gap: 'small' } },
    });
  });

  it('fills the optional lists of a minimal part and never sends code', async () => {
    const res = await app.inject({ url: '/mf/footer/', headers: partHeaders });
    const part = res.json();
    expect(part).toMatchObject({
      appName: 'footer',
      cssToLoad: [],
      scriptsToLoad: [],
      head: [],
      dictionaries: [],
    });
    expect(part).not.toHaveProperty('codeToEval');
  });

  it('answers POST /mf/<part> with a components body the same way', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/mf/header',
      headers: partHeaders,
      payload: { components: ['Header'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().appName).toBe('header');
    expect(res.json().scriptsToLoad).toEqual([]);
  });

  it.each([
    [{}],
    [{ 'mf-render-mode': 'json' }],
    [{ 'mf-render-mode': 'html', 'mf-api-version': 'v2' }],
    [{ 'mf-render-mode': 'json', 'mf-api-version': 'v1' }],
  ])('refuses a request without both headers (%j) with 406', async (headers) => {
    const res = await app.inject({ url: '/mf/header/ru/', headers });
    expect(res.statusCode).toBe(406);
    expect(res.json().message).toContain('mf-render-mode: json');
  });

  it('answers an unknown part with 404', async () => {
    const res = await app.inject({ url: '/mf/nope/ru/', headers: partHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No remote part "nope"');
  });

  it.each([
    { components: 'Header' },
    { components: [1] },
    { components: ['Header'], extra: true },
    {},
  ])('refuses the POST body %j with 400', async (payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/mf/header',
      headers: partHeaders,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });
});
