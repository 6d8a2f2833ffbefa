import { expect, test } from '@playwright/test';
import { AURORA, NORD } from './helpers';

test.describe('shell widgets driven by brand config (SPEC section 2 "Layout rules")', () => {
  test('snowfall shows on home only for the brand that configures it', async ({ page }) => {
    await page.goto(`${AURORA}/en/`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.snowfall')).toHaveCount(1);
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.snowfall')).toHaveCount(0);
    await page.goto(`${NORD}/en/`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.snowfall')).toHaveCount(0);
  });

  test('the policy logo is requested only for geo country ids 1, 66, 126, 228 and 120', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/web-api/policy/logo.agif')) requested.push(request.url());
    });
    await page.goto(`${NORD}/en/`); // geo country 2
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The widget's chunk has loaded and it has rendered (two frames later). PolicyLogo is a
    // layout widget, so it travels in the shell chunk (app/chunkGroups.ts). Not 'networkidle':
    // every page keeps the content-changes stream open.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/shell-[^/]*\.js$/.test(e.name)),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(requested).toEqual([]);
    await page.goto(`${AURORA}/en/`); // geo country 1
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => requested.length).toBe(1);
  });

  test('platform_type=mobile forces the mobile layout with its bottom navigation', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await page.goto(`${AURORA}/en/about?platform_type=mobile`);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  });

  test("on a phone's screen the odds lists and toto fit the width: nothing scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const [path, ready] of [
      ['/ru/?platform_type=mobile', '.game-row .odds-cell'],
      ['/ru/live?platform_type=mobile', '.game-row .odds-cell'],
      ['/ru/toto?platform_type=mobile', '.toto-tabs'],
    ] as const) {
      await page.goto(`${AURORA}${path}`);
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await sideways(), path).toBeLessThanOrEqual(0);
    }
  });

  test('at 1024 px the live odds stay in the middle column, clear of the coupon', async ({
    page,
  }) => {
    // The narrowest SPEC layout width with both side columns open: the middle column is about
    // 400 px, and the odds lists lay out by that room (they overlapped the coupon before).
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(`${AURORA}/ru/live`);
    await expect(page.locator('.three-columns__center .game-row .odds-cell').first()).toBeVisible();
    const overflow = () =>
      page.evaluate(() => {
        const column = document.querySelector('.three-columns__center')!.getBoundingClientRect();
        const coupon = document.querySelector('.three-columns__right')!.getBoundingClientRect();
        const cells = [...document.querySelectorAll('.three-columns__center .game-row .odds-cell')];
        return {
          cells: cells.length > 0,
          pastColumn: cells.filter((c) => c.getBoundingClientRect().right > column.right + 0.5)
            .length,
          columnClearOfCoupon: column.right <= coupon.left,
        };
      });
    // The rows are laid out once the page's widget styles have arrived (a chunk each): wait for
    // the layout the customer gets, not the first frame.
    await expect.poll(overflow).toEqual({ cells: true, pastColumn: 0, columnClearOfCoupon: true });
  });

  test('at 1024 px the casino categories are one row, the current one in sight, also in Arabic', async ({
    page,
  }) => {
    // They wrapped onto three rows over the games before; 'providers' is near the row's end. The
    // bar lists only sections with playable games, so whether the row overflows (and scrolls)
    // depends on the catalogue and the language: one row, the current chip in sight, either way.
    await page.setViewportSize({ width: 1024, height: 900 });
    for (const lng of ['en', 'ar']) {
      await page.goto(`${AURORA}/${lng}/providers`);
      const current = page.locator('.casino-categories [aria-current="page"]');
      await expect(current).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const nav = document.querySelector('.casino-categories')!;
            const row = nav.getBoundingClientRect();
            const chips = [...nav.querySelectorAll('.casino-chip')].map((c) =>
              c.getBoundingClientRect(),
            );
            const here = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
            return {
              rows: new Set(chips.map((c) => Math.round(c.top))).size,
              currentInSight: here.left >= row.left - 1 && here.right <= row.right + 1,
            };
          }),
        )
        .toEqual({ rows: 1, currentInSight: true });
    }
  });
});

test.describe('bad content at run time', () => {
  test('a page answer that is not a page shows an error view for the page region only', async ({
    page,
  }) => {
    await page.route('**/bff-api/pages/about.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(['about']) }),
    );
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByTestId('region-error')).toContainText(
      'This part of the page could not be shown',
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a page from an unknown schemaVersion is refused, the layout stays', async ({ page }) => {
    await page.route('**/bff-api/pages/about.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ schemaVersion: 99, id: 'about', body: { widget: 'InfoPage' } }),
      }),
    );
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByTestId('region-error')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  // The server checks every page it serves (widget props included) and the client trusts it; an
  // answer it did not send (routed here) shows what the client still refuses on its own.
  test('an unknown widget renders nothing in production and is reported', async ({ page }) => {
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/bff-api/reports')) reports.push(request.postDataJSON());
    });
    await page.route('**/bff-api/pages/about.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          schemaVersion: 1,
          id: 'about',
          meta: { dictionaries: ['info'] },
          body: {
            widget: 'Container',
            slots: {
              content: [
                { widget: 'Heading', props: { textKey: 'info:about_title', level: 1 } },
                { widget: 'NoSuchWidget' },
              ],
            },
          },
        }),
      }),
    );
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => reports.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(reports)).toContain('unknown-widget');
  });
});
