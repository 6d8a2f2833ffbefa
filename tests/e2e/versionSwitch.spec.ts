import { expect, test } from '@playwright/test';
import { AURORA, NORD, collectPageErrors } from './helpers';

// SPEC section 2 "Other": the `mobile` and `desktop` pages switch the site's version. The choice
// holds on the device across reloads, the footer offers the other version, and the full version
// on a phone is laid out at the narrowest desktop width.

for (const [brand, origin] of [
  ['aurora', AURORA],
  ['nord', NORD],
] as const) {
  test(`${brand}: mobile switches a desktop window to the mobile version and back`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${origin}/en/about`);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop', {
      timeout: 60_000,
    });

    await page.goto(`${origin}/en/mobile`);
    await expect(page).toHaveURL(`${origin}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile', {
      timeout: 60_000,
    });

    // The footer (a part that loads near the viewport) offers the full version.
    await page.keyboard.press('End');
    const link = page.getByTestId('version-link');
    await expect(link).toHaveText('Full version', { timeout: 60_000 });
    await link.click();
    await expect(page).toHaveURL(`${origin}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
    await page.keyboard.press('End');
    await expect(page.getByTestId('version-link')).toHaveText('Mobile version');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('desktop gives a phone the full version at the narrowest desktop width, in Russian', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${AURORA}/ru/about`);
  await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile', { timeout: 60_000 });
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    'width=device-width, initial-scale=1',
  );

  await page.goto(`${AURORA}/ru/desktop`);
  await expect(page).toHaveURL(`${AURORA}/ru/`);
  await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=1024');
  await page.keyboard.press('End');
  await expect(page.getByTestId('version-link')).toHaveText('Мобильная версия', {
    timeout: 60_000,
  });
  await context.close();
});
