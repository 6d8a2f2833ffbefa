// The build's files from a CDN (SPEC section 7, isFlexibleAssetPath; server/web/assetCdn.ts), on
// the production build: a server of this spec's own names a CDN (ASSET_CDN_URL) on a second host
// name that loops back to itself (Chromium sends every *.localhost name to the loopback address),
// and serves a copy of the content where Aurora sets isFlexibleAssetPath. Aurora's pages load
// their scripts and style sheets from the CDN's host, its lazy pages too, under its service
// worker as well; Nord keeps its own host.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { collectPageErrors, header } from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
const ROOT = path.join(import.meta.dirname, '..', '..');
/** This spec's own port (the e2e servers take E2E_PORT and the one after it). */
const PORT = 8297;
const CDN = `http://cdn.localhost:${PORT}`;
const AURORA = `http://localhost:${PORT}`;
const NORD = `http://nord.localhost:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

let server: ChildProcess | undefined;
let scratch = '';

test.beforeAll(async () => {
  // The server migrates a fresh database before it listens: slow on a loaded machine.
  test.setTimeout(180_000);
  scratch = mkdtempSync(path.join(os.tmpdir(), 'asset-cdn-e2e-'));
  // A copy of the content, so the flag is switched without touching the repository's brand files.
  const content = path.join(scratch, 'content');
  for (const folder of ['configs', 'schemas', 'content', 'public']) {
    cpSync(path.join(ROOT, folder), path.join(content, folder), { recursive: true });
  }
  const site = path.join(content, 'configs', 'brands', 'aurora', 'site.json');
  writeFileSync(
    site,
    JSON.stringify({ ...JSON.parse(readFileSync(site, 'utf8')), isFlexibleAssetPath: true }),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASSET_CDN_URL: CDN,
    CONTENT_DIR: content,
    DATA_DIR: path.join(scratch, 'data'),
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
  };
  // The build served as `npm start` serves it, on a database of its own (PGlite in DATA_DIR).
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'BRAND', 'TEST_CONTROL']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on http://localhost:')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the CDN server exited (${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The URLs of the scripts and style sheets the page asks for from now on. */
function recordBuildFiles(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && request.url().includes('/assets/')) {
      urls.push(request.url());
    }
  });
  return urls;
}

test('a brand with isFlexibleAssetPath loads the build from the CDN, lazy pages too', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const files = recordBuildFiles(page);
  const answer = await page.goto(`${AURORA}/en/line`);
  expect(answer?.headers()['content-security-policy']).toContain(`script-src 'self' ${CDN}`);
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((url) => !url.startsWith(`${CDN}/assets/`))).toEqual([]);
  // The line's flags, which the build copies, lie beside the chunk that shows them: on the CDN too.
  await expect(page.locator('img.country-flag').first()).toHaveAttribute(
    'src',
    new RegExp(`^${CDN}/assets/flags/`),
  );
  // Loaded lazily: brought into view, it loads (the CDN's answer may be embedded by this page).
  await page.locator('img.country-flag').first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const flag = document.querySelector<HTMLImageElement>('img.country-flag');
        return flag?.complete === true && flag.naturalWidth > 0;
      }),
    )
    .toBe(true);

  // A lazy page: its chunk is named relative to the chunk that imports it, so from the CDN too.
  const first = files.length;
  await header(page).getByRole('link', { name: 'Casino' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  expect(files.length).toBeGreaterThan(first);
  expect(files.filter((url) => !url.startsWith(`${CDN}/assets/`))).toEqual([]);

  // Under the service worker (Aurora is installable) the page loads and works the same.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const before = files.length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  expect(files.length).toBeGreaterThan(before);
  expect(files.filter((url) => !url.startsWith(`${CDN}/assets/`))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a brand without it keeps its own host', async ({ page }) => {
  const errors = collectPageErrors(page);
  const files = recordBuildFiles(page);
  const answer = await page.goto(`${NORD}/en/`);
  expect(answer?.headers()['content-security-policy']).not.toContain(CDN);
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((url) => !url.startsWith(`${NORD}/assets/`))).toEqual([]);
  expect(errors).toEqual([]);
});
