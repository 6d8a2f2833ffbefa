import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { acceptedNoticesState } from './tests/e2e/acceptedNotices';

// End-to-end tests drive the production build served by the real server, as `npm start` does.
const port = Number(process.env.E2E_PORT ?? 8181);

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
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh database each run, as CI's fresh clone has: the simulated feed numbers new games on
    // every start, so rows of an earlier run (toto draws, booked legs) would name games it no
    // longer has.
    command: `rm -rf data/e2e-${port} && node scripts/start.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: `data/e2e-${port}`,
      NODE_ENV: 'production',
      // Production serves the sandbox payment provider only when it is chosen explicitly.
      PAYMENT_PROVIDER: 'sandbox',
      E2E: '1',
      TEST_CONTROL: '1',
    },
  },
});
