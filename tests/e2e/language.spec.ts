import { expect, test } from '@playwright/test';
import { AURORA, NORD } from './helpers';

test.describe('language rules (SPEC section 2)', () => {
  test('/ redirects to the brand default language and shows the home page', async ({ page }) => {
    await page.goto(`${AURORA}/`);
    await expect(page).toHaveURL(`${AURORA}/ru/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a path without a language gets one prepended', async ({ page }) => {
    await page.goto(`${AURORA}/about`);
    await expect(page).toHaveURL(`${AURORA}/ru/about`);
  });

  test('an unavailable language is replaced by the default, the rest of the path kept', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/de/about?x=1`);
    await expect(page).toHaveURL(`${AURORA}/ru/about?x=1`);
  });

  test('the second brand defaults to English', async ({ page }) => {
    await page.goto(`${NORD}/`);
    await expect(page).toHaveURL(`${NORD}/en/`);
  });

  test('a language hidden from guests is not served to a guest', async ({ page }) => {
    await page.goto(`${NORD}/ar/about`);
    await expect(page).toHaveURL(`${NORD}/en/about`);
  });

  test('a right-to-left language sets dir="rtl"', async ({ page }) => {
    await page.goto(`${AURORA}/ar/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
