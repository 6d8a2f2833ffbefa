import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

// `npm run dev` hot reload (tests/e2e-dev): each test starts the dev server itself on a copy of
// the content, so there is no webServer here and the production e2e run is not affected.
export default defineConfig({
  testDir: 'tests/e2e-dev',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
