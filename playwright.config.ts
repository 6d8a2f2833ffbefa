import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { acceptedNoticesState } from './tests/e2e/acceptedNotices';

// End-to-end tests drive the production build served by the real server, as `npm start` does.
const port = Number(process.env.E2E_PORT ?? 8181);
// With DATABASE_URL the server runs on a database of its own, created empty for each run on that
// PostgreSQL server: the test database outlives a run, and the open toto draws an earlier run left
// there named games the new feed no longer has (pools.spec failed on them).
const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
const e2eDatabase = `e2e_${port}`;
const databaseUrl = adminUrl
  ? Object.assign(new URL(adminUrl), { pathname: `/${e2eDatabase}` }).toString()
  : '';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    // The age notice accepted and cookies agreed to (tests/e2e/notices.spec.ts starts empty).
    storageState: acceptedNoticesState,
    // The installable brand's service worker would answer requests page.route() must see;
    // tests/e2e/app.spec.ts allows it for the journeys of the installable app.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh database each run, as CI's fresh clone has: the simulated feed numbers new games on
    // every start, so rows of an earlier run (toto draws, booked legs) would name games it no
    // longer has.
    command: adminUrl
      ? `rm -rf data/e2e-${port} && node scripts/fresh-database.mjs '${adminUrl}' ${e2eDatabase} && node scripts/start.mjs`
      : `rm -rf data/e2e-${port} && node scripts/start.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: `data/e2e-${port}`,
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
    },
  },
});
