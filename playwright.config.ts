import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { acceptedNoticesState } from './tests/e2e/acceptedNotices';

// End-to-end tests drive the production build served by the real server, as `npm start` does.
const port = Number(process.env.E2E_PORT ?? 8181);
// With DATABASE_URL each server runs on a database of its own, created empty for each run on that
// PostgreSQL server: the test database outlives a run, and the open toto draws an earlier run left
// there named games the new feed no longer has (pools.spec failed on them).
const adminUrl = process.env.DATABASE_URL?.trim() || undefined;

/**
 * Specs that switch something for a whole brand or the feed (tests/e2e/helpers.ts EXCLUSIVE_*),
 * and pools.spec, which needs the toto draws no other spec's results close.
 */
const EXCLUSIVE_SPECS = [
  'access.spec.ts',
  'pools.spec.ts',
  'studio.spec.ts',
  'studioPartner.spec.ts',
  'limits.spec.ts',
  'trading.spec.ts',
  'studioCreate.spec.ts',
  'studioCreatePart.spec.ts',
  'studioDesks.spec.ts',
];
/**
 * Specs that start servers of their own (a frozen feed; two starts on one build folder; a CDN
 * named and a brand's isFlexibleAssetPath switched on in a copy of the content).
 */
const OWN_SERVER_SPECS = ['visual.spec.ts', 'build.spec.ts', 'assetCdn.spec.ts'];

/** The production build served as `npm start` serves it, on `serverPort`, on fresh data. */
function productionServer(serverPort: number) {
  const database = `e2e_${serverPort}`;
  const databaseUrl = adminUrl
    ? Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()
    : '';
  return {
    // A fresh database each run, as CI's fresh clone has: the simulated feed numbers new games on
    // every start, so rows of an earlier run (toto draws, booked legs) would name games it no
    // longer has.
    command: adminUrl
      ? `rm -rf data/e2e-${serverPort} && node scripts/fresh-database.mjs '${adminUrl}' ${database} && node scripts/start.mjs`
      : `rm -rf data/e2e-${serverPort} && node scripts/start.mjs`,
    url: `http://localhost:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(serverPort),
      DATA_DIR: `data/e2e-${serverPort}`,
      DATABASE_URL: databaseUrl,
      // No NODE_ENV=production: a production start refuses TEST_CONTROL (README "Security"), so
      // the build is served as `npm start` serves it. The sandbox payment provider and the local
      // OpenID provider of social sign-in are named, as a deployment names its providers.
      PAYMENT_PROVIDER: 'sandbox',
      SOCIAL_LOCAL_PROVIDER: '1',
      E2E: '1',
      TEST_CONTROL: '1',
      // E-mail over real SMTP into the local mail sink, SMS over HTTP into the test-control SMS
      // sink: the tests read both at /test-control/messages (server/messages/).
      MAIL_SINK: '1',
      SMS_SINK: '1',
      // Every spec's customers come from this one loopback address, dozens a minute across the
      // workers, where a site sees each customer from an address of their own: the per-address
      // limits (10 registrations a minute) refused a spec's one-click registration by chance.
      // The limits are proven by the server's tests (tests/server/auth/authRegistration.test.ts
      // and authThrottles.test.ts); the per-account sign-in waits and the captcha stay on here
      // (customer.spec).
      AUTH_RATE_LIMITS: 'off',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A cap, not a measure: a test with an axe scan of the whole home page took 31.5 s with two
  // workers on a loaded 2-core machine (17.8 s alone); nothing waits for this time.
  timeout: 60_000,
  retries: 0,
  // The cap of every expect's wait, also a cap and not a measure. Playwright's 5 s was too short on
  // CI's slower machines: a page's first odds took over 5 s after its load event there
  // (shell.spec's 1024 px live page failed so, while it passes in 6 s on a quiet one). A wait ends
  // as soon as its condition holds, so only a failing test waits the whole cap.
  expect: { timeout: 15_000 },
  // Two specs at a time on the shared server; the exclusive specs one at a time on their own.
  workers: 2,
  reporter: [['list']],
  // The screenshots keep the names they had under one project ('chromium'), whichever project runs them.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-chromium-{platform}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    // The age notice accepted and cookies agreed to (tests/e2e/notices.spec.ts starts empty).
    storageState: acceptedNoticesState,
    // The installable brand's service worker would answer requests page.route() must see;
    // tests/e2e/app.spec.ts allows it for the journeys of the installable app.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [...EXCLUSIVE_SPECS, ...OWN_SERVER_SPECS],
    },
    {
      name: 'exclusive',
      use: { browserName: 'chromium', baseURL: `http://localhost:${port + 1}` },
      testMatch: EXCLUSIVE_SPECS,
      workers: 1,
    },
    {
      name: 'own-server',
      use: { browserName: 'chromium' },
      testMatch: OWN_SERVER_SPECS,
      workers: 1,
    },
  ],
  webServer: [productionServer(port), productionServer(port + 1)],
});
