import { expect, test } from '@playwright/test';
import { AURORA, NORD, collectPageErrors, expectAccessible } from './helpers';

test.describe('two brands from one build', () => {
  test('Aurora: single-row header, angle scroll-to-top, its own colours and social links', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${AURORA}/ru/`);
    await expect(page).toHaveTitle(/Aurora Bet/);
    const header = page.locator('header[data-rows]');
    await expect(header).toHaveAttribute('data-rows', '1');
    await expect(page.locator('footer [data-social="telegram"]')).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).not.toBe('');
    expect(errors).toEqual([]);
  });

  test('scroll-to-top appears after one screen on desktop, with the brand icon', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(`${AURORA}/en/`);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toHaveAttribute('data-icon', 'angle');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
    await page.goto(`${NORD}/en/`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveAttribute(
      'data-icon',
      'arrow',
    );
  });

  test('Nord: double-row header, its own title, colours and social links', async ({
    page,
    browser,
  }) => {
    await page.goto(`${NORD}/en/`);
    await expect(page).toHaveTitle(/Nord Bet/);
    await expect(page.locator('header[data-rows]')).toHaveAttribute('data-rows', '2');
    await expect(page.locator('footer [data-social="instagram"]')).toBeVisible();
    const nordPrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    const other = await browser.newPage();
    await other.goto(`${AURORA}/en/`);
    const auroraPrimary = await other.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(nordPrimary).not.toBe(auroraPrimary);
    await other.close();
  });

  test('the home page uses landmarks and passes axe on both brands', async ({ page }) => {
    for (const origin of [AURORA, NORD]) {
      await page.goto(`${origin}/en/`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expectAccessible(page);
    }
  });
});
