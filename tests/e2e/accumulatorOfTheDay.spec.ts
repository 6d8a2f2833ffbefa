import { expect, test, type Page } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible, gameRows } from './helpers';

// The accumulator of the day (SPEC section 3 Global state isAccumulatorOfTheDay and
// isLiveAccumulatorOfTheDay, on by default): home and the line show the day's express of the
// line's top games, the live page the live one; one button puts every pick in the coupon, where
// they make an express; the display settings switch it off, and that is kept across reloads.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ timeout: 120_000 });

const dayExpress = (page: Page, name = 'Accumulator of the day') =>
  page.getByRole('region', { name, exact: true });

const legIds = (page: Page, name?: string) =>
  dayExpress(page, name)
    .locator('.day-acc__leg')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-outcome-id')));

test('the accumulator of the day goes into the coupon in one click and can be switched off', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.goto(`${AURORA}/en/`);
  // Far down home (under the top line games), it loads when it comes near the viewport: the
  // customer scrolls down to it.
  const lineGames = gameRows(page.locator('.top-games[data-betting-type="line"]'));
  await expect(lineGames.first()).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(dayExpress(page).locator('.day-acc__leg').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect((await legIds(page)).length).toBeGreaterThanOrEqual(2);

  await page.goto(`${AURORA}/en/line`);
  const express = dayExpress(page);
  await expect(express.locator('.day-acc__leg').first()).toBeVisible({ timeout: 30_000 });
  const ids = await legIds(page);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  await express.getByRole('button', { name: 'Add all picks to the coupon' }).click();
  await expect(express.getByRole('button', { name: 'In the coupon' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const coupon = page.getByTestId('coupon');
  for (const id of ids) await expect(coupon.getByTestId(`coupon-bet-${id}`)).toBeVisible();
  await expect(coupon.getByRole('radio', { name: 'Express' })).toBeChecked();
  await expectAccessible(page);

  // The live page shows the live one (or says there is none right now).
  await page.goto(`${AURORA}/en/live`);
  const live = dayExpress(page, 'Live accumulator of the day');
  await expect(
    live.locator('.day-acc__leg').first().or(live.getByText('No live accumulator right now')),
  ).toBeVisible({ timeout: 30_000 });

  // Switched off in the display settings: gone, and still gone after a reload.
  await page.goto(`${AURORA}/en/line`);
  await expect(dayExpress(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Display settings' }).click({ timeout: 30_000 });
  const flag = page.getByRole('checkbox', { name: 'Show the accumulator of the day' });
  await expect(flag).toBeChecked({ timeout: 30_000 });
  await flag.uncheck();
  await expect(dayExpress(page)).toHaveCount(0);
  await page.goto(`${AURORA}/en/`);
  await expect(lineGames.first()).toBeVisible({ timeout: 30_000 });
  await page.mouse.wheel(0, 3_000);
  await expect(dayExpress(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
