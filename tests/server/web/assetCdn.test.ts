// The build's files from a CDN (server/web/assetCdn.ts): ASSET_CDN_URL read and refused, the page
// template's tags pointed at the CDN, the policy naming its origin, and the server serving a
// brand with isFlexibleAssetPath so (another brand, or no CDN, keeps its own host).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { StartupRefusal } from '../../../server/startupRefusal';
import { pointAssetsAt, policyWithAssetOrigin, readAssetCdn } from '../../../server/web/assetCdn';
import {
  buildTestServer,
  FAKE_ASSET,
  FIXTURE_CONTENT,
  makeTempDir,
  openTestDatabase,
  removeTempDirs,
} from '../testServer';

afterAll(removeTempDirs);

describe('ASSET_CDN_URL', () => {
  it('is no CDN when unset or blank', () => {
    expect(readAssetCdn({}, false)).toBeUndefined();
    expect(readAssetCdn({ ASSET_CDN_URL: '  ' }, true)).toBeUndefined();
  });

  it('takes an http(s) base, with or without a path, and drops its trailing slash', () => {
    expect(readAssetCdn({ ASSET_CDN_URL: 'https://cdn.example.com/' }, true)).toEqual({
      base: 'https://cdn.example.com',
      origin: 'https://cdn.example.com',
    });
    expect(readAssetCdn({ ASSET_CDN_URL: ' http://cdn.localhost:8297/site/ ' }, false)).toEqual({
      base: 'http://cdn.localhost:8297/site',
      origin: 'http://cdn.localhost:8297',
    });
  });

  it.each([
    ['cdn.example.com', 'not an absolute URL'],
    ['ftp://cdn.example.com', 'not an http(s) URL'],
    ['https://cdn.example.com/?v=1', 'a query or a fragment'],
    ['https://cdn.example.com/#top', 'a query or a fragment'],
  ])('refuses %s with a StartupRefusal that says why', (value, why) => {
    const read = () => readAssetCdn({ ASSET_CDN_URL: value }, false);
    expect(read).toThrow(StartupRefusal);
    expect(read).toThrow(`ASSET_CDN_URL=${value}: ${why}`);
  });

  it('refuses a base with a user name or password, without repeating it', () => {
    const read = () =>
      readAssetCdn({ ASSET_CDN_URL: 'https://user:secret@cdn.example.com' }, false);
    expect(read).toThrow('ASSET_CDN_URL=…: a CDN base URL takes no user name or password');
    expect(read).not.toThrow('secret');
  });

  it('refuses an http CDN on a production start', () => {
    expect(() => readAssetCdn({ ASSET_CDN_URL: 'http://cdn.example.com' }, true)).toThrow(
      'a production start takes an https URL only',
    );
  });
});

const TEMPLATE = [
  '<head>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<script defer src="/boot-guard.js"></script>',
  '<!--boot-->',
  '<script type="module" crossorigin src="/assets/main-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shell-abc.js">',
  '<link rel="stylesheet" href="/assets/main-abc.css">',
  '</head>',
].join('\n');

describe('pointAssetsAt', () => {
  it("points the build's script, preload and stylesheet tags at the CDN, with CORS", () => {
    const html = pointAssetsAt(TEMPLATE, 'https://cdn.example.com/site');
    expect(html).toContain(
      '<script type="module" crossorigin src="https://cdn.example.com/site/assets/main-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="https://cdn.example.com/site/assets/shell-abc.js">',
    );
    // A tag without crossorigin gets it: the CDN's files are fetched with CORS.
    expect(html).toContain(
      '<link crossorigin rel="stylesheet" href="https://cdn.example.com/site/assets/main-abc.css">',
    );
  });

  it('leaves the files outside the build’s assets folder on the site’s own host', () => {
    const html = pointAssetsAt(TEMPLATE, 'https://cdn.example.com');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<script defer src="/boot-guard.js"></script>');
    expect(html).toContain('<!--boot-->');
    expect(html.match(/"\/assets\//g)).toBeNull();
  });
});

describe('policyWithAssetOrigin', () => {
  it('names the origin where scripts, styles, fonts and pictures load, and nowhere else', () => {
    const policy =
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;" +
      "connect-src 'self';font-src 'self';object-src 'none';frame-ancestors 'none'";
    expect(policyWithAssetOrigin(policy, 'https://cdn.example.com')).toBe(
      "default-src 'self';script-src 'self' https://cdn.example.com;" +
        "style-src 'self' https://cdn.example.com;img-src 'self' data: https://cdn.example.com;" +
        "connect-src 'self';font-src 'self' https://cdn.example.com;object-src 'none';" +
        "frame-ancestors 'none'",
    );
  });
});

/** Fixture content where nord takes its build's files from the CDN (aurora keeps its host). */
function contentWithNordOnCdn(): string {
  const root = makeTempDir('content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  const file = path.join(root, 'configs', 'brands', 'nord', 'site.json');
  writeFileSync(
    file,
    JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), isFlexibleAssetPath: true }),
  );
  return root;
}

const CDN = { base: 'https://cdn.example.com/site', origin: 'https://cdn.example.com' };

describe('pages of a brand with isFlexibleAssetPath', () => {
  let database: AppDatabase;
  let withCdn: FastifyInstance;
  let withoutCdn: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('asset-cdn');
    const contentRoot = contentWithNordOnCdn();
    withCdn = await buildTestServer({ database, contentRoot, assetCdn: CDN });
    withoutCdn = await buildTestServer({ database, contentRoot });
  });
  afterAll(async () => {
    await withCdn.close();
    await withoutCdn.close();
    await database.close();
  });

  const page = (app: FastifyInstance, host: string) =>
    app.inject({ url: '/ru/', headers: { host, accept: 'text/html' } });

  it("load the build's files from the CDN, and the policy names the CDN's origin", async () => {
    const res = await page(withCdn, 'nord.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`crossorigin src="${CDN.base}${FAKE_ASSET}"`);
    expect(res.body).toContain(`href="${CDN.base}/assets/index-abc123.css"`);
    expect(res.body).not.toMatch(/"\/assets\//);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${CDN.origin}`);
    expect(policy).toContain(`style-src 'self' ${CDN.origin}`);
    expect(policy).toContain(`font-src 'self' ${CDN.origin}`);
    expect(policy).toContain(`img-src 'self' data: ${CDN.origin}`);
  });

  it('another brand keeps its own host and its policy', async () => {
    const res = await page(withCdn, 'localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`src="${FAKE_ASSET}"`);
    expect(res.body).not.toContain(CDN.origin);
    expect(String(res.headers['content-security-policy'])).not.toContain(CDN.origin);
  });

  it('with no CDN named, the brand keeps its own host', async () => {
    const res = await page(withoutCdn, 'nord.localhost');
    expect(res.body).toContain(`src="${FAKE_ASSET}"`);
    expect(String(res.headers['content-security-policy'])).not.toContain(CDN.origin);
  });

  it("answers the build's files to any origin when it is the CDN's origin, and only then", async () => {
    const asked = { url: FAKE_ASSET, headers: { host: 'cdn.localhost', origin: 'http://x.test' } };
    const served = await withCdn.inject(asked);
    expect(served.statusCode).toBe(200);
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const own = await withoutCdn.inject(asked);
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
