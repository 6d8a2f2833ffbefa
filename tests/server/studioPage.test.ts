// The studio page: its own build file (studio.html) at /studio and every /studio/* path, under
// the customer pages' strict CSP, never cached or indexed; the customer site's shell never
// answers there, and a build without the studio answers 404 rather than a broken page.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import {
  buildTestServer,
  makeFakeClientDist,
  removeTempDirs,
  openTestDatabase,
} from './testServer';

afterAll(removeTempDirs);

const STUDIO_HTML =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/studio-x.js"></script></head><body><div id="studio"></div></body></html>';

describe('studio page', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let withoutStudio: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('studio');
    const dist = makeFakeClientDist();
    writeFileSync(path.join(dist, 'studio.html'), STUDIO_HTML);
    app = await buildTestServer({ database, clientDistDir: dist });
    withoutStudio = await buildTestServer({ database, clientDistDir: makeFakeClientDist() });
  });
  afterAll(async () => {
    await app.close();
    await withoutStudio.close();
    await database.close();
  });

  it.each([
    '/studio',
    '/studio/',
    '/studio/content?brand=aurora&kind=page&id=home',
    '/studio/audit',
  ])('serves studio.html at %s', async (url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(STUDIO_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('keeps the CSP of the customer pages: own origin only, no inline or evaluated script, never framed', async () => {
    const studio = await app.inject('/studio/content');
    const site = await app.inject({ url: '/ru/', headers: { accept: 'text/html' } });
    expect(studio.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
    const csp = String(studio.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('is not the customer shell, and a build without it answers 404', async () => {
    const studio = await app.inject('/studio');
    expect(studio.body).not.toContain('<!--boot-->');
    expect(studio.body).not.toContain('index-abc123.js');
    const missing = await withoutStudio.inject('/studio');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: 'not_found' });
  });
});
