import { expect, test, type Page } from '@playwright/test';
// Suspends a whole event for every page: on the second server, one spec at a time
// (playwright.config.ts, project 'exclusive').
import { EXCLUSIVE_AURORA as AURORA, expectAccessible } from './helpers';

// A trader opens the trading desk, suspends an event that a customer's line page shows: the
// page shows its prices locked within 2 s, without a reload; a bet on it is refused; released,
// the prices open again.

const expectSoon = expect.configure({ timeout: 20_000 });
const TRADER = { login: 'trader-e2e', password: 'Trader-pass-2026!', role: 'trader' };

async function suspend(page: Page, gameId: number, suspended: boolean): Promise<number> {
  return page.evaluate(
    async ({ gameId, suspended }) => {
      const res = await fetch('/operator-api/trading/suspensions', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId, marketId: null, suspended }),
      });
      return res.status;
    },
    { gameId, suspended },
  );
}

test('a trader suspends an event and an open line page shows it locked within 2 s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const created = await request.post(`${AURORA}/test-control/operators`, { data: TRADER });
  expect([200, 201]).toContain(created.status());

  await page.goto(`${AURORA}/studio/trading`);
  await page.getByLabel('Login').fill(TRADER.login);
  await page.getByLabel('Password').fill(TRADER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Trading', level: 1 })).toBeVisible();
  await expectSoon(page.getByRole('heading', { name: 'Stake factors' })).toBeVisible();
  await expectAccessible(page);

  // A line game with its prices open, as the customer's page shows it.
  const customer = await browser.newPage();
  await customer.goto(`${AURORA}/ru/line`);
  const open = customer.locator('li.game-row', {
    has: customer.locator('button.odds-cell:not(.odds-cell--blocked)'),
  });
  await expectSoon(open.first()).toBeVisible();
  const gameId = Number(await open.first().getAttribute('data-game-id'));
  const cells = customer.locator(`li.game-row[data-game-id="${gameId}"] button.odds-cell`);
  await expectSoon(cells.first()).toBeVisible();

  expect(await suspend(page, gameId, true)).toBe(200);
  try {
    // Pushed to the open page: every price of the event locked within 2 s.
    await expect(
      customer.locator(
        `li.game-row[data-game-id="${gameId}"] button.odds-cell:not(.odds-cell--blocked)`,
      ),
    ).toHaveCount(0, { timeout: 2_000 });
  } finally {
    expect(await suspend(page, gameId, false)).toBe(200);
  }
  await expectSoon(
    customer.locator(
      `li.game-row[data-game-id="${gameId}"] button.odds-cell:not(.odds-cell--blocked)`,
    ),
  ).not.toHaveCount(0);
});
