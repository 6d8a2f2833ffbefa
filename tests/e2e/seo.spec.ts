import { expect, test, type Page } from '@playwright/test';
import { AURORA } from './helpers';

const canonical = (page: Page) => page.locator('head link[rel="canonical"]');
const description = (page: Page) => page.locator('head meta[name="description"]');
const alternates = (page: Page) => page.locator('head link[rel="alternate"][hreflang]');

test.describe('the page head on client navigation', () => {
  test('title, description, canonical and hreflang follow the route, one of each', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/`);
    await expect(page).toHaveTitle('Sports betting and casino | Aurora Bet');
    await expect(canonical(page)).toHaveAttribute('href', /\/en\/$/);

    // A link inside the page: the router navigates without a document load.
    const marker = await page.evaluate(() => ((window as { seoMarker?: number }).seoMarker = 1));
    await page.locator('main a[href="/en/about"]').first().click();
    await expect(page).toHaveURL(`${AURORA}/en/about`);
    await expect(page).toHaveTitle('About us | Aurora Bet');
    await expect(canonical(page)).toHaveCount(1);
    await expect(canonical(page)).toHaveAttribute('href', /\/en\/about$/);
    // The about page is an article: its front matter's description is the page's (content/_default/en/about.md).
    await expect(description(page)).toHaveCount(1);
    await expect(description(page)).toHaveAttribute('content', /^Who we are: a licensed bookmaker/);
    await expect(alternates(page)).toHaveCount(4);
    await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/ru\/about$/,
    );
    expect(await page.evaluate(() => (window as { seoMarker?: number }).seoMarker)).toBe(marker);

    await page.goBack();
    await expect(page).toHaveTitle('Sports betting and casino | Aurora Bet');
    await expect(canonical(page)).toHaveCount(1);
    await expect(canonical(page)).toHaveAttribute('href', /\/en\/$/);
  });
});
