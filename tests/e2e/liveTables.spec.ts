import { expect as baseExpect, test, type FrameLocator, type Page } from '@playwright/test';
import {
  AURORA,
  NORD,
  collectPageErrors,
  expectBalancesAfterRound,
  expectBuiltinInSection,
  openRealGame,
  registerAndDeposit,
} from './helpers';

// The live casino's RNG tables of the built-in provider in Chromium (production build, SPEC
// section 2 live casino): both titles are in the live casino section; a customer of Aurora plays a
// live roulette round for real: the table says it is an RNG table with simulated seats, a chip on
// red placed in the betting window is debited, the round closes on the shared schedule (every
// 20 s) and pays by its pocket, the frame's and the header's balances moving by exactly stake and
// win, the round verified from the page (its pocket and its simulated seats). A customer of Nord
// plays a live baccarat coup for real in Arabic, dark theme, right to left, verified the same way.

// The machine is shared with other builds: waits are generous, never a measure of speed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await context.addCookies([{ name: 'app_theme', value: '1', url: NORD }]);
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

/**
 * Places the chosen chips (`choose`) on the round taking bets; a bet in the window's last moment
 * is refused (bets_closed) and placed again on the next round, with the chips the refusal left on
 * the board (choosing again would add to them). Answers the bet's line.
 */
async function placeInWindow(game: FrameLocator, choose: () => Promise<void>) {
  await choose();
  await game.getByTestId('live-place').click();
  const placed = game.locator('[data-testid^="live-bet-"]');
  const refused = game.getByTestId('builtin-error');
  await expect(placed.or(refused.filter({ hasText: /\S/ }))).toHaveCount(1);
  if ((await placed.count()) === 0) {
    await game.getByTestId('live-place').click();
    await expect(placed).toHaveCount(1);
  }
  return placed;
}

/**
 * The frame's balance shows the stake taken, unless the round closed and paid first (a bet in the
 * window's last seconds): then the final balance checks stake and win together.
 */
async function expectDebited(
  game: FrameLocator,
  placed: ReturnType<FrameLocator['locator']>,
  afterStake: number,
) {
  const balance = game.getByTestId('builtin-balance');
  await expect
    .poll(async () => {
      if ((await balance.getAttribute('data-amount')) === String(afterStake)) return 'debited';
      const win = await placed.getAttribute('data-win');
      return win !== null && win !== '' ? 'settled' : 'waiting';
    })
    .not.toBe('waiting');
}

/** Waits for the bet's round to close and pay, then verifies the round from the page. */
async function settledAndVerified(game: FrameLocator, placed: ReturnType<FrameLocator['locator']>) {
  // The round closes within 20 s of the bet; the page asks for the state every few seconds.
  await expect(placed).not.toHaveAttribute('data-win', '', { timeout: 45_000 });
  const win = Number(await placed.getAttribute('data-win'));
  const drawNo = (await placed.getAttribute('data-testid'))!.replace('live-bet-', '');
  await game.getByTestId(`live-verify-${drawNo}`).click();
  await expect(game.getByTestId(`live-verified-${drawNo}`)).toHaveAttribute(
    'data-verified',
    'true',
  );
  return win;
}

test('live roulette for real: a bet in the window, the shared round pays it, verified', async () => {
  const errors = collectPageErrors(page);
  await expectBuiltinInSection(page, 'live-casino', 'House RNG Live Roulette');
  await expectBuiltinInSection(page, 'live-casino', 'House RNG Live Baccarat');
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');
  const { game, before } = await openRealGame(
    page,
    '/en/games/house-rng-live-roulette',
    'iframe[title="Game: House RNG Live Roulette"]',
  );
  await expect(game.getByTestId('live-rng')).toContainText('RNG table');
  await expect(game.getByText('simulated players, not real customers').first()).toBeVisible();
  await expect(game.getByTestId('live-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.getByTestId('live-countdown')).toContainText('bets close in');
  await expect(game.getByTestId('live-seat-own')).toContainText('Your seat');
  await expect(game.getByTestId('live-seat-1')).toContainText('simulated');
  await game.getByTestId('builtin-stake').selectOption('500');
  const placed = await placeInWindow(game, () => game.getByTestId('roulette-spot-red').click());
  await expect(placed).toContainText('Red');
  await expectDebited(game, placed, before - 500);
  const win = await settledAndVerified(game, placed);
  expect([0, 1_000]).toContain(win);
  await expectBalancesAfterRound(page, game, before - 500 + win);
  expect(errors).toEqual([]);
});

test('live baccarat for real on Nord, in Arabic and the dark theme: the coup pays by its rules', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${NORD}/en/`);
  await registerAndDeposit(page, '500');
  await page.goto(`${NORD}/ar/games/house-rng-live-baccarat`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const game = page.frameLocator('iframe[title]').first();
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute('data-amount', '50000', {
    timeout: 25_000,
  });
  await expect(game.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(game.getByTestId('live-rng')).toContainText('بلا فيديو');
  await expect(game.getByTestId('live-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await game.getByTestId('builtin-stake').selectOption('200');
  const placed = await placeInWindow(game, () => game.getByTestId('table-spot-banker').click());
  await expectDebited(game, placed, 49_800);
  const win = await settledAndVerified(game, placed);
  // Banker pays 0.95:1, a tie returns it, a player win takes it.
  expect([0, 200, 390]).toContain(win);
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(49_800 + win),
  );
  await expect(game.getByTestId('live-last')).toHaveAttribute('data-draw', /\d+/);
  expect(errors).toEqual([]);
});
