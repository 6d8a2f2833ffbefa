import { expect, test } from '@playwright/test';
import { AURORA, expectAccessible } from './helpers';

test.describe('pages of the runtime', () => {
  test('the about page renders inside the default layout and passes axe', async ({ page }) => {
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown route renders 404 with the next steps, and one of them leads on', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/no-such-page`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    const next = page.getByRole('navigation', { name: 'Where to go next' });
    await expect(next.getByRole('link')).toHaveText(['Home', 'Live', 'Pre-match', 'Casino']);
    await expectAccessible(page);
    await next.getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/live`);
  });

  test('a param constraint that fails renders 404 (rules/{ruleGroup} is digits only)', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/rules/abc`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a schema redirect: rules goes to rules/1', async ({ page }) => {
    await page.goto(`${AURORA}/en/rules`);
    await expect(page).toHaveURL(`${AURORA}/en/rules/1`);
  });

  test('the hideFooter meta flag hides the footer', async ({ page }) => {
    await page.goto(`${AURORA}/en/consent`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto(`${AURORA}/en/about`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('active maintenance sends every page to the maintenance layout', async ({ page }) => {
    // The brand ships with maintenance off; switch it on in the config the server embeds.
    await page.route(/\/en\/(about|maintenance)$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"isActive":false', '"isActive":true');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${AURORA}/en/about`);
    await expect(page).toHaveURL(`${AURORA}/en/maintenance`);
    await expect(page.getByText('Maintenance underway!')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a guest opening maintenance while none is active goes home', async ({ page }) => {
    await page.goto(`${AURORA}/en/maintenance`);
    await expect(page).toHaveURL(`${AURORA}/en/`);
  });
});
