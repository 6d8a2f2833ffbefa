import { expect, test, type Page } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  expectBalancesAfterRound,
  expectBuiltinInSection,
  headerBalance,
  openRealGame,
  registerAndDeposit,
  verifyLastRound,
} from './helpers';

// Fishing (fishing and hunting) and the tower (skill games) of the built-in provider in Chromium
// (production build, SPEC section 2): each title is in its lobby section; a customer shoots at a
// fish for real and the header balance moves by exactly the stake and the catch, the shot
// verifying from its revealed seed on the page; the same customer climbs the tower for real in
// Arabic, right to left: a door, then the cash-out or the trap, the header balance moving by
// exactly stake and win, the round verified from the page.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

test('a customer shoots at a fish for real: the balance moves by exactly stake and catch', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');
  const before = await headerBalance(page);
  expect(before).toBe(50_000);
  await expectBuiltinInSection(page, 'fishing-hunting', 'House Deep Sea');

  const { game } = await openRealGame(
    page,
    `/en/games/house-deep-sea`,
    'iframe[title="Game: House Deep Sea"]',
  );
  await expect(game.getByTestId('fishing-fish-4')).toContainText('×100');
  await expect(game.getByTestId('fishing-fish-0')).toContainText('48.5 %');
  await game.getByTestId('builtin-stake').selectOption('200');
  await game.getByTestId('fishing-fish-0').click();
  await expect(game.getByTestId('fishing-fish-0')).toHaveAttribute('aria-pressed', 'true');
  await game.getByTestId('fishing-shoot').click();
  await expect(game.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await game.getByTestId('builtin-win').getAttribute('data-amount'));
  // The ×2 fish: a catch pays 2 × 200, a miss nothing.
  expect([0, 400]).toContain(win);
  const expected = before - 200 + win;
  await expectBalancesAfterRound(page, game, expected);
  await verifyLastRound(game);
  expect(errors).toEqual([]);
});

test('the customer climbs the tower for real in Arabic: exactly stake and win, verified', async () => {
  const errors = collectPageErrors(page);
  await expectBuiltinInSection(page, 'skill-games', 'House Tower');

  await page.goto(`${AURORA}/ar/games/house-tower`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await headerBalance(page);
  const game = page.frameLocator('iframe[src^="/builtin-provider/games/builtin-tower"]');
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute('data-amount', String(before), {
    timeout: 25_000,
  });
  await expect(game.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(game.getByTestId('tower-floor-4')).toContainText('×7.29');
  await game.getByTestId('builtin-stake').selectOption('200');
  await game.getByTestId('tower-start').click();
  await expect(game.getByTestId('tower-door-0-1')).toBeEnabled();
  // Cashing out before a floor is climbed is not offered; higher floors wait.
  await expect(game.getByTestId('tower-cash-out')).toBeDisabled();
  await expect(game.getByTestId('tower-door-1-1')).toBeDisabled();
  await game.getByTestId('tower-door-0-1').click();
  await expect(game.getByTestId('tower-door-0-1')).toHaveAttribute('aria-pressed', 'true');
  const trapped = (await game.getByTestId('tower-door-0-1').getAttribute('data-trap')) === 'true';
  if (!trapped) {
    await expect(game.getByTestId('tower-cash-out')).toBeEnabled();
    await game.getByTestId('tower-cash-out').click();
  }
  await expect(game.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await game.getByTestId('builtin-win').getAttribute('data-amount'));
  // One floor climbed pays 1.44 × 200; the trap nothing.
  expect(win).toBe(trapped ? 0 : 288);
  const expected = before - 200 + win;
  await expectBalancesAfterRound(page, game, expected);
  await verifyLastRound(game);
  expect(errors).toEqual([]);
});
