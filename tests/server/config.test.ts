import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { buildTestServer, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('config');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const nord = { host: 'nord.localhost' };

describe('GET /bff-api/config/all.json', () => {
  it('resolves the brand by Host: aurora and nord differ', async () => {
    const aurora = (await app.inject({ url: '/bff-api/config/all.json' })).json();
    const other = (await app.inject({ url: '/bff-api/config/all.json', headers: nord })).json();
    expect(aurora).toMatchObject({
      brand: 'aurora',
      name: 'Aurora Bet',
      headerRows: 1,
      scrollToTopIcon: 'angle',
      snowfall: true,
      language: 'ru',
    });
    expect(other).toMatchObject({
      brand: 'nord',
      name: 'Nord Bet',
      headerRows: 2,
      scrollToTopIcon: 'arrow',
      snowfall: false,
      language: 'en',
    });
    expect(aurora.partnerCssBrandBook).not.toEqual(other.partnerCssBrandBook);
    expect(other.logo).toEqual({ src: '/brands/nord/logo.svg', alt: 'Nord Bet' });
  });

  it('leaves out hosts and groups, and applies the defaults', async () => {
    const config = (await app.inject({ url: '/bff-api/config/all.json' })).json();
    expect(config).not.toHaveProperty('hosts');
    expect(config).not.toHaveProperty('groups');
    // The analytics project is the client's; each domain's counters come from their endpoint.
    expect(config.analyticsProjectId).toBe('aurora-web');
    expect(config).not.toHaveProperty('analyticsCounters');
    expect(config).toMatchObject({ langHiddenUnauthorized: [], socialLinks: [], minimumAge: 18 });
    // SPEC section 2: the registration page hides the bottom navigation unless allowed or A/B.
    expect(config.registrationBottomNav).toEqual({ allowed: false, abTest: false, abShare: 50 });
    // No availableRouteIds in the site file: every numbered route of the route table.
    expect(config.availableRouteIds).toEqual([5, 47]);
  });

  it('picks the language by the language rules', async () => {
    const ask = async (lang: string, headers = {}) =>
      (await app.inject({ url: `/bff-api/config/all.json?lang=${lang}`, headers })).json().language;
    expect(await ask('en')).toBe('en');
    expect(await ask('de')).toBe('ru'); // unavailable: the brand default
    expect(await ask('ar', nord)).toBe('en'); // hidden from guests on nord
  });

  it('refuses a malformed lang with 400 naming the field', async () => {
    const res = await app.inject({ url: '/bff-api/config/all.json?lang=EN1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(res.json().message).toContain('lang');
  });

  it('uses BRAND when the Host names no brand', async () => {
    const db = await openTestDatabase('brand-env');
    const byEnv = await buildTestServer({ database: db, brand: 'nord' });
    try {
      const unknownHost = await byEnv.inject({
        url: '/bff-api/config/all.json',
        headers: { host: 'example.org' },
      });
      expect(unknownHost.json().brand).toBe('nord');
      const knownHost = await byEnv.inject({
        url: '/bff-api/config/all.json',
        headers: { host: 'localhost:8080' },
      });
      expect(knownHost.json().brand).toBe('aurora');
    } finally {
      await byEnv.close();
      await db.close();
    }
  });

  it('refuses to start with a BRAND that names no brand', async () => {
    await expect(buildTestServer({ database, brand: 'ghost' })).rejects.toThrow(
      'BRAND=ghost names no brand in configs/brands (known: aurora, nord)',
    );
  });
});

describe('GET /bff-api/config/group/get', () => {
  it('returns the keys of each named group, cached 600-900 s', async () => {
    const res = await app.inject({ url: '/bff-api/config/group/get?groups=header,layout&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      groups: {
        header: { headerRows: 1, languages: ['ru', 'en', 'ar'] },
        layout: { scrollToTopIcon: 'angle', snowfall: true },
      },
    });
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it('answers the groups of the brand of the Host', async () => {
    const res = await app.inject({ url: '/bff-api/config/group/get?groups=header', headers: nord });
    expect(res.json().groups.header.headerRows).toBe(2);
  });

  it('refuses an unknown group with 400 naming it', async () => {
    const res = await app.inject({ url: '/bff-api/config/group/get?groups=header,nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Unknown config group(s): nope');
  });

  it.each(['', '?groups=', '?groups=a;b', '?groups=header&lang=xyz'])(
    'refuses the malformed query "%s" with 400',
    async (query) => {
      const res = await app.inject({ url: `/bff-api/config/group/get${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Bad Request');
    },
  );
});

describe('GET /bff-api/brand.css', () => {
  it('serves each brand book as CSS custom properties, px turned into em', async () => {
    const aurora = await app.inject({ url: '/bff-api/brand.css' });
    const other = await app.inject({ url: '/bff-api/brand.css', headers: nord });
    expect(aurora.headers['content-type']).toContain('text/css');
    expect(aurora.body).toContain('--brand-primary:#6d28d9;');
    expect(aurora.body).toContain('--brand-radius:0.75em;');
    expect(other.body).toContain('--brand-primary:#0b3d91;');
    expect(other.body).not.toEqual(aurora.body);
  });
});

describe('content routes', () => {
  it('serves the route table, a page and a layout', async () => {
    expect((await app.inject({ url: '/bff-api/routes.json' })).json().routes).toHaveLength(3);
    const page = await app.inject({ url: '/bff-api/pages/about.json' });
    expect(page.json()).toMatchObject({
      id: 'about',
      meta: { hideFooter: true },
      body: { widget: 'RemotePart', props: { name: 'header' } },
    });
    const layout = await app.inject({ url: '/bff-api/layouts/maintenance.json' });
    expect(layout.json()).toEqual({
      schemaVersion: 1,
      id: 'maintenance',
      body: { widget: 'PageOutlet' },
    });
  });

  it('answers an unknown page or layout with 404 and a message', async () => {
    const page = await app.inject({ url: '/bff-api/pages/nope.json' });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('No page "nope" in schemas/pages');
    expect((await app.inject({ url: '/bff-api/layouts/nope.json' })).statusCode).toBe(404);
  });

  it('refuses malformed ids with 400', async () => {
    for (const url of [
      '/bff-api/pages/About.json',
      '/bff-api/pages/about',
      '/bff-api/pages/..%2Froutes.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it("merges the brand's dictionary overrides over the shipped dictionary", async () => {
    const aurora = (await app.inject({ url: '/bff-api/dictionaries/en/main.json' })).json();
    const other = (
      await app.inject({ url: '/bff-api/dictionaries/en/main.json', headers: nord })
    ).json();
    expect(aurora.main_refreshing_button).toBe('Reload Aurora');
    expect(other.main_refreshing_button).toBe('Refresh');
    expect(aurora.not_found_title).toBe('This page could not be found');
  });

  it('answers an unknown dictionary with 404 and a bad language with 400', async () => {
    const unknown = await app.inject({ url: '/bff-api/dictionaries/en/nope.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No dictionary "nope" in language "en"');
    expect((await app.inject({ url: '/bff-api/dictionaries/de/main.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/bff-api/dictionaries/EN/main.json' })).statusCode).toBe(400);
  });
});
