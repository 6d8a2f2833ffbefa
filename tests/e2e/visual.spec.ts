import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test as base, type Locator, type Page } from '@playwright/test';
import { gameRows, registerInOneClick } from './helpers';

// Visual regression: home, live, a game, the office, an office form and the 404 page of both
// brands, compared with the screenshots in visual.spec.ts-snapshots/ (Playwright's default path:
// `<name>-chromium-linux.png`, made in Debian's Chromium on Linux as CI runs it). The look once
// reached stays: a change of the look fails here until the snapshots are made again on purpose
// (docs/testing.md "Visual tests": `npx playwright test visual.spec --update-snapshots`).
//
// Nothing on the pages may move between runs:
// - the sports world: a server of this spec's own (`npm start`'s scripts/start.mjs, one per worker,
//   on a fresh PGlite folder) runs the simulated feed with FEED_SEED=1 and FEED_FROZEN_AT (test
//   control only) standing still at FROZEN_AT_MS, so the same
//   games, names, scores, match clocks and prices show on every start and no live tick comes;
// - the browser's clock stands at the same instant (relative times, "today", countdowns);
// - reduced motion (the snowfall honours it and draws nothing), CSS animations and transitions
//   disabled and the caret hidden at the shot, a fixed 1440x900 viewport (SPEC layout widths),
//   UTC, en-US;
// - images (casino thumbnails, logos) and fonts loaded before the shot, lazy ones included;
// - the customer's account ID (it counts the registrations the server saw) is masked.

const expect = baseExpect.configure({ timeout: 20_000 });

/** The instant the sports world and the browser's clock stand at. */
const FROZEN_AT_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const ROOT = path.join(import.meta.dirname, '..', '..');

interface FrozenSite {
  aurora: string;
  nord: string;
}

const test = base.extend<object, { frozen: FrozenSite }>({
  frozen: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visual-e2e-'));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PAYMENT_PROVIDER: 'sandbox',
        // Off, as production has it: its one-tap prompt would cover the pages.
        SOCIAL_LOCAL_PROVIDER: '0',
        TEST_CONTROL: '1',
        FEED_SEED: '1',
        FEED_FROZEN_AT: new Date(FROZEN_AT_MS).toISOString(),
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
      };
      // Not NODE_ENV=production, which refuses TEST_CONTROL: the build served as `npm start` does.
      for (const name of [
        'NODE_ENV',
        'DATABASE_URL',
        'REDIS_URL',
        'BRAND',
        'CONTENT_DIR',
        'MAIL_SINK',
      ]) {
        delete env[name];
      }
      const server = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const port = await new Promise<number>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const found = /Listening on http:\/\/localhost:(\d+)/.exec(output);
          if (found) resolve(Number(found[1]));
        };
        server.stdout.on('data', read);
        server.stderr.on('data', read);
        server.once('exit', (code) =>
          reject(new Error(`the frozen server exited (${code}):\n${output}`)),
        );
      });
      await use({ aurora: `http://localhost:${port}`, nord: `http://nord.localhost:${port}` });
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    // The server starts the production build on a fresh database: slow on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  timezoneId: 'UTC',
  locale: 'en-US',
});
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FROZEN_AT_MS);
});

/**
 * Every image loaded (lazy ones made eager first; the page scrolled through once, so pictures
 * asked for only near the viewport are asked for, then back to the top) and every font ready.
 */
async function settle(page: Page): Promise<void> {
  // What the page asked for has arrived before the scrolling starts.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Scrolled through again while that brings new images (parts that arrived meanwhile).
    let seen = -1;
    for (let round = 0; round < 10 && document.images.length !== seen; round += 1) {
      seen = document.images.length;
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frames();
      }
      window.scrollTo(0, 0);
      await frames();
      await new Promise((done) => setTimeout(done, 300));
    }
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

/** The whole page against its snapshot; `mask` covers what differs between runs by design. */
async function expectLook(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // Runs on one machine are byte-identical; 0.1 % of the page is headroom for antialiasing
    // only (a few words, never a changed colour, spacing or icon set).
    maxDiffPixelRatio: 0.001,
    mask,
  });
}

const BRANDS = [
  { brand: 'aurora', language: 'ru' },
  { brand: 'nord', language: 'en' },
] as const;

for (const { brand, language } of BRANDS) {
  test.describe(`${brand} looks as it did`, () => {
    const site = (frozen: FrozenSite) => `${frozen[brand]}/${language}`;

    test('home', async ({ page, frozen }) => {
      await page.goto(`${site(frozen)}/`);
      await expect(gameRows(page).first()).toBeVisible();
      // The casino list is asked for when its reserved space comes near the viewport (RemotePart
      // `whenNear`), then arrives on its own request: settle scrolls its tiles into sight only
      // once they are there (their pictures load near the viewport).
      await page
        .locator('.remote-part-placeholder[data-part="home-showcase"]')
        .scrollIntoViewIfNeeded();
      await expect(page.locator('.casino-tile').first()).toBeVisible();
      await expectLook(page, `${brand}-home`);
    });

    test('live', async ({ page, frozen }) => {
      await page.goto(`${site(frozen)}/live`);
      await expect(gameRows(page).first()).toBeVisible();
      await expectLook(page, `${brand}-live`);
    });

    test('a game', async ({ page, frozen }) => {
      await page.goto(`${site(frozen)}/live`);
      await gameRows(page).first().locator('.game-row__link').click();
      await expect(page.locator('.game-markets .market-outcomes').first()).toBeVisible();
      await expectLook(page, `${brand}-game`);
    });

    test('the office', async ({ page, frozen }) => {
      await page.goto(`${frozen[brand]}/en/`);
      await registerInOneClick(page);
      await page.goto(`${site(frozen)}/office/account`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The account ID counts the customers this server registered, in the order the tests ran.
      const accountId = page
        .locator('dt', { hasText: 'ID' })
        .locator('xpath=following-sibling::dd[1]');
      await expect(accountId).toHaveText(/^\d+$/);
      await expectLook(page, `${brand}-office`, [accountId]);
    });

    test('an office form', async ({ page, frozen }) => {
      await page.goto(`${frozen[brand]}/en/`);
      await registerInOneClick(page);
      await page.goto(`${site(frozen)}/office/security`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The shared form look (widgets/shared/forms.css): labels, hints, fields, buttons, and the
      // focus ring on the first field.
      const field = page.locator('.office-panel .form__field input').first();
      await expect(field).toBeVisible();
      await field.focus();
      await expectLook(page, `${brand}-office-form`);
    });

    test('404', async ({ page, frozen }) => {
      const response = await page.goto(`${site(frozen)}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expectLook(page, `${brand}-404`);
    });
  });
}
