import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { acceptedNoticesState } from './tests/e2e/acceptedNotices';

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
    // The age notice accepted and cookies agreed to (tests/e2e/notices.spec.ts starts empty).
    storageState: acceptedNoticesState,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
