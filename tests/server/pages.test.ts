import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { signUpFast } from './authHelpers';
import { buildTestServer, FAKE_ASSET, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('pages');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const html = { accept: 'text/html,application/xhtml+xml' };

function bootOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(body);
  expect(match, 'boot block present').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('language redirects of page paths', () => {
  it('sends / to the brand default language', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru/');
  });

  it('prepends a language to /about and keeps the query', async () => {
    const res = await app.inject({ url: '/about?x=1', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru/about?x=1');
  });

  it('replaces an unavailable language: /de/about -> /ru/about', async () => {
    const res = await app.inject({ url: '/de/about', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru/about');
  });

  it('prefers the lng cookie, else the brand default, never the browser language', async () => {
    const byCookie = await app.inject({
      url: '/about',
      headers: { ...html, cookie: 'lng=ar', 'accept-language': 'en' },
    });
    expect(byCookie.headers.location).toBe('/ar/about');
    const byHeader = await app.inject({
      url: '/about',
      headers: { ...html, 'accept-language': 'de-DE, en;q=0.8' },
    });
    expect(byHeader.headers.location).toBe('/ru/about');
    const unknownCookie = await app.inject({ url: '/', headers: { ...html, cookie: 'lng=de' } });
    expect(unknownCookie.headers.location).toBe('/ru/');
  });

  it('redirects the second brand to its own default and hides its guest-hidden language', async () => {
    const root = await app.inject({ url: '/', headers: { ...html, host: 'nord.localhost:8080' } });
    expect(root.headers.location).toBe('/en/');
    const hidden = await app.inject({
      url: '/ar/about',
      headers: { ...html, host: 'nord.localhost' },
    });
    expect(hidden.headers.location).toBe('/en/about');
  });

  it("serves a guest-hidden language to a customer's session, and says so in the boot data", async () => {
    const customer = await signUpFast(app);
    const cookie = customer.headers.cookie ?? '';
    const page = await app.inject({
      url: '/ar/about',
      headers: { ...html, host: 'nord.localhost', cookie },
    });
    expect(page.statusCode, page.headers.location as string).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(bootOf(page.body)).toMatchObject({ signedIn: true });
    // Only a refresh cookie (an expired access token): still the customer's language.
    const refreshOnly = cookie
      .split('; ')
      .filter((c) => !c.startsWith('user_token='))
      .join('; ');
    const later = await app.inject({
      url: '/ar/about',
      headers: { ...html, host: 'nord.localhost', cookie: refreshOnly },
    });
    expect(later.statusCode).toBe(200);
    // The config answers the customer's language too (it is read again at sign-in).
    const config = await app.inject({
      url: '/bff-api/config/all.json?lang=ar',
      headers: { host: 'nord.localhost', cookie },
    });
    expect(config.json()).toMatchObject({ language: 'ar' });
    const guestConfig = await app.inject({
      url: '/bff-api/config/all.json?lang=ar',
      headers: { host: 'nord.localhost' },
    });
    expect(guestConfig.json()).toMatchObject({ language: 'en' });
    // A guest's boot data says nothing of a session.
    const guest = await app.inject({
      url: '/en/about',
      headers: { ...html, host: 'nord.localhost' },
    });
    expect(bootOf(guest.body)).not.toHaveProperty('signedIn');
  });
});

describe('the HTML shell', () => {
  it('injects the boot block, brand stylesheet, title, theme colour and <html lang dir>', async () => {
    const res = await app.inject({ url: '/ru/about', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="ru" dir="ltr">');
    expect(res.body).toContain('<title>Aurora Bet</title>');
    expect(res.body).toContain('<link rel="stylesheet" href="/bff-api/brand.css">');
    expect(res.body).toContain('<meta name="theme-color" content="#1e1033">');
    expect(res.body).not.toContain('<!--boot-->');
    const boot = bootOf(res.body);
    expect((boot.config as { brand: string; language: string }).brand).toBe('aurora');
    expect((boot.config as { language: string }).language).toBe('ru');
    expect((boot.routes as { routes: unknown[] }).routes.length).toBe(3);
    expect(Object.keys(boot.layouts as object).sort()).toEqual([
      'blocked',
      'default',
      'empty',
      'maintenance',
    ]);
  });

  it("links the brand stylesheet after the bundle's, so brand values win the cascade", async () => {
    const body = (await app.inject({ url: '/ru/', headers: html })).body;
    const bundleCss = body.indexOf('/assets/index-abc123.css');
    expect(bundleCss).toBeGreaterThan(0);
    expect(body.indexOf('/bff-api/brand.css')).toBeGreaterThan(bundleCss);
    expect(body.indexOf('/bff-api/brand.css')).toBeLessThan(body.indexOf('</head>'));
  });

  it('escapes < in the boot JSON so config text cannot close the script', async () => {
    const res = await app.inject({ url: '/ru/', headers: html });
    expect(res.body).not.toContain('Aurora </script>');
    expect(res.body).toContain('Aurora \\u003c/script>\\u003cb>LLC');
    expect((bootOf(res.body).config as { companyName: string }).companyName).toBe(
      'Aurora </script><b>LLC',
    );
  });

  it('sets dir="rtl" for a right-to-left language', async () => {
    const res = await app.inject({ url: '/ar/', headers: html });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('differs by brand: title, config and no theme colour for nord', async () => {
    const res = await app.inject({ url: '/en/', headers: { ...html, host: 'nord.localhost' } });
    expect(res.body).toContain('<title>Nord Bet</title>');
    expect(res.body).not.toContain('theme-color');
    expect((bootOf(res.body).config as { headerRows: number }).headerRows).toBe(2);
  });
});

describe('status of page paths', () => {
  it('answers 200 for a path a route serves and 404 (with the shell) for one none serves', async () => {
    const known = await app.inject({ url: '/ru/about', headers: html });
    expect(known.statusCode).toBe(200);
    const unknown = await app.inject({ url: '/ru/no-such-page', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(bootOf(unknown.body)).toHaveProperty('routes');
  });

  it('checks param constraints: rules/{ruleGroup} takes digits only', async () => {
    expect((await app.inject({ url: '/ru/rules/1', headers: html })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ru/rules/abc', headers: html })).statusCode).toBe(404);
  });
});

describe('static files of the build', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ url: FAKE_ASSET });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("client");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other build files without long caching', async () => {
    const res = await app.inject({ url: '/build-info.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the HTML shell', async () => {
    const res = await app.inject({ url: '/assets/missing.js', headers: html });
    expect(res.statusCode).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    const res = await app.inject({ url: '/assets/..%2f..%2fetc%2fpasswd' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a non-HTML request for an unknown path with 404 JSON', async () => {
    const res = await app.inject({ url: '/ru/about', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });
});

describe('health and unknown API paths', () => {
  it('says it is alive at /healthz', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ ok: true });
  });

  it.each(['/bff-api/nothing', '/web-api/nothing', '/mf'])(
    'answers %s with a clear 404 JSON',
    async (url) => {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Not Found',
        message: `No GET ${url} on this server`,
        reason: 'not_found',
      });
    },
  );
});
