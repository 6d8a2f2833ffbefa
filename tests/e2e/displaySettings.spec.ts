import { expect, test } from '@playwright/test';
import { AURORA } from './helpers';

// SPEC section 3 Global state appFontSize: the text size chosen in the sports page's display
// settings sizes the whole page (the root font size) and is kept across reloads; with
// isDisplayStatsInNewWindow turned off there, a game's statistics open in the page.

test('the text size chosen in the display settings sizes the page and is kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${AURORA}/en/line`);
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const size = page.getByRole('group', { name: 'Text size' });
  await page.getByRole('button', { name: 'Display settings' }).click({ timeout: 30_000 });
  await expect(size.getByRole('radio', { name: 'Normal' })).toBeChecked({ timeout: 30_000 });
  expect(await rootSize()).toBe('16px');
  await size.getByRole('radio', { name: 'Largest' }).check();
  await expect.poll(rootSize).toBe('20px');
  await page.reload();
  await page.getByRole('button', { name: 'Display settings' }).click({ timeout: 30_000 });
  await expect(
    page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: 'Largest' }),
  ).toBeChecked({
    timeout: 30_000,
  });
  expect(await rootSize()).toBe('20px');

  const inNewWindow = page.getByRole('checkbox', { name: 'Open statistics in a new window' });
  await expect(inNewWindow).toBeChecked(); // SPEC section 9 default
  await inNewWindow.uncheck();
  await page.goto(`${AURORA}/en/`);
  const topLine = page.locator('.top-games[data-betting-type="line"]');
  const gamePath = await topLine.locator('a.game-row__link[href]').first().getAttribute('href', {
    timeout: 30_000,
  });
  expect(gamePath).toMatch(/^\/en\/line\/\d+/);
  await page.goto(`${AURORA}${gamePath}`);
  await expect(page.getByRole('link', { name: 'Statistics', exact: true })).toHaveAttribute(
    'href',
    /^\/en\/statistic\/\d+$/,
  );
  await expect(page.getByRole('link', { name: 'Statistics in a new window' })).toHaveCount(0);
});
