// sitemap.xml and robots.txt per brand, from the shipped route table, the feed and the catalogue.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, databaseBackends, PROJECT_ROOT, removeTempDirs } from '../testServer';

describe.each(databaseBackends())('sitemap.xml and robots.txt on $name', (backend) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({
      database: opened.database,
      contentRoot: PROJECT_ROOT,
      sports: { feed: 'simulated' },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await drop();
    removeTempDirs();
  });

  async function locs(headers: Record<string, string> = {}): Promise<string[]> {
    const res = await app.inject({ url: '/sitemap.xml', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  }

  describe('sitemap.xml', () => {
    it('lists every public route in every language of the brand, with hreflang alternates', async () => {
      const all = await locs();
      for (const lng of ['ru', 'en', 'ar']) {
        for (const path of [
          '',
          'about',
          'contacts',
          'live',
          'line',
          'casino-lobby',
          'slots/megaways',
        ]) {
          expect(all).toContain(`http://localhost:80/${lng}/${path}`);
        }
      }
      const body = (await app.inject({ url: '/sitemap.xml' })).body;
      expect(body).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:80/ru/about"/>',
      );
    });

    it('lists the concrete pages the server knows: sports, championships and games of the feed, casino providers', async () => {
      const en = (await locs()).filter((l) => l.startsWith('http://localhost:80/en/'));
      expect(en.some((l) => /\/en\/(live|line)\/[0-9]+-[a-z0-9-]+$/.test(l))).toBe(true);
      expect(
        en.some((l) => /\/en\/(live|line)\/[0-9]+-[a-z-]+\/[0-9]+-[a-z0-9-]+\/[0-9]+$/.test(l)),
      ).toBe(true);
      expect(en.some((l) => /\/en\/champs\/[0-9]+-[a-z0-9-]+$/.test(l))).toBe(true);
      expect(en.some((l) => /\/en\/providers\/[a-z0-9-]+$/.test(l))).toBe(true);
    });

    it('leaves out private, guest-only, technical and noindex routes, and required params it cannot name', async () => {
      const paths = (await locs()).map((l) => l.replace(/^http:\/\/localhost:80\/[a-z]{2}\//, ''));
      for (const left of [
        /^office\//,
        /^user\//,
        /^registration/,
        /^block/,
        /^maintenance$/,
        /^500$/,
        /^debugger$/,
        /^oldbrowser$/,
        /thank-you$/,
        /^toto\/coupons$/,
        /^print-coupon/,
        /^my-casino/,
        /\{/,
      ]) {
        expect(
          paths.filter((p) => left.test(p)),
          String(left),
        ).toEqual([]);
      }
    });

    it('the second brand: its host and only the languages guests are offered', async () => {
      const all = await locs({ host: 'nord.localhost' });
      expect(all).toContain('http://nord.localhost/en/about');
      expect(all.every((l) => l.startsWith('http://nord.localhost/'))).toBe(true);
      expect(all.some((l) => l.includes('/ar/'))).toBe(false);
    });
  });

  describe('robots.txt', () => {
    it('closes the office, user and API roots and points to the sitemap of the brand', async () => {
      const res = await app.inject({ url: '/robots.txt', headers: { host: 'nord.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const rule of [
        'Disallow: /*/office/',
        'Disallow: /*/user/',
        'Disallow: /web-api/',
        'Disallow: /limit-service-api/',
      ]) {
        expect(lines).toContain(rule);
      }
      // The site config and page schemas stay readable: a crawler that runs JavaScript renders with them.
      expect(lines).not.toContain('Disallow: /bff-api/');
      expect(lines).toContain('Sitemap: http://nord.localhost/sitemap.xml');
    });
  });
});
