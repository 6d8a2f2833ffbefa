import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import {
  AURORA,
  NORD,
  collectPageErrors,
  expectBalancesAfterRound,
  expectBuiltinInSection,
  minorOf,
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
// Live blackjack (a round every 30 s: bets for 15 s, then the shared deal and 15 s of decisions):
// a customer of Aurora takes a seat for real, acts on the hand dealt, and the round settles against
// the dealer's hand, the balances and the office history moving by exactly stake and win; a
// customer of Nord in Arabic, dark theme, sits, decides nothing and is stood at the timeout.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;

/** A page of a browser of its own (no one signed in), Nord in the dark theme. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await context.addCookies([{ name: 'app_theme', value: '1', url: NORD }]);
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  page = await freshPage(browser);
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

/**
 * Takes a seat at live blackjack with the chosen stake in a betting window with a few seconds
 * left (the countdown says so; a round in its decisions takes no bets), then answers the bet's line.
 */
async function seatAtBlackjack(game: FrameLocator, stake: string) {
  const countdown = game.getByTestId('live-countdown');
  await expect
    .poll(
      async () => {
        const seconds = /(\d+)\s*(s|с|ث)$/.exec((await countdown.textContent()) ?? '');
        const betting = (await game.getByTestId('live-bj-status').textContent()) ?? '';
        return seconds !== null &&
          Number(seconds[1]) >= 4 &&
          betting.length > 0 &&
          !(await game.getByTestId('live-bj-dealer').locator('.bp-card').count())
          ? 'open'
          : 'wait';
      },
      { timeout: 40_000 },
    )
    .toBe('open');
  await game.getByTestId('builtin-stake').selectOption(stake);
  await game.getByTestId('live-place').click();
  const placed = game.locator('[data-testid^="live-bet-"]');
  await expect(placed).toHaveCount(1);
  return placed;
}

test('live blackjack for real: a seat in the window, a decision on the shared deal, paid at the close', async ({
  browser,
}) => {
  // Customers of their own: the roulette and baccarat cases leave theirs signed in.
  await page.context().close();
  page = await freshPage(browser);
  const errors = collectPageErrors(page);
  await expectBuiltinInSection(page, 'live-casino', 'House RNG Live Blackjack');
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');
  const { game, before } = await openRealGame(
    page,
    '/en/games/house-rng-live-blackjack',
    'iframe[title="Game: House RNG Live Blackjack"]',
  );
  await expect(game.getByTestId('live-rng')).toContainText('RNG table');
  await expect(game.getByText('simulated players, not real customers').first()).toBeVisible();
  await expect(game.getByTestId('live-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.getByTestId('live-seat-own')).toContainText('Your seat');
  await expect(game.getByTestId('live-seat-1')).toContainText('simulated');
  const placed = await seatAtBlackjack(game, '500');
  await expect(placed).toContainText('Hand');
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(before - 500),
  );
  await expect(game.getByTestId('live-seat-own')).toContainText('Hand');
  // Bets close: every seat's first two cards and the dealer's up card, the hole card face down.
  const cards = game.getByTestId('live-bj-hands').locator('.bp-card');
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await expect(game.getByTestId('live-countdown')).toContainText('decide within');
  const hit = game.getByTestId('live-bj-hit');
  if (await hit.isEnabled()) {
    // Not a blackjack on either side: the customer hits, then stands if the hand is still open.
    await hit.click();
    await expect(cards).toHaveCount(3);
    const stand = game.getByTestId('live-bj-stand');
    await expect(game.getByTestId('builtin-error')).toBeEmpty();
    if (await stand.isEnabled()) await stand.click();
    await expect(game.getByTestId('live-bj-status')).toContainText('Your hand is finished');
    await expect(stand).toBeDisabled();
  }
  // The round closes: the dealer's hand played out, the seat paid against it.
  await expect(placed).not.toHaveAttribute('data-win', '', { timeout: 45_000 });
  const win = Number(await placed.getAttribute('data-win'));
  // A loss, a push, a win 1:1 or a blackjack 3:2.
  expect([0, 500, 1_000, 1_250]).toContain(win);
  const drawNo = (await placed.getAttribute('data-testid'))!.replace('live-bet-', '');
  await game.getByTestId(`live-verify-${drawNo}`).click();
  await expect(game.getByTestId(`live-verified-${drawNo}`)).toHaveAttribute(
    'data-verified',
    'true',
  );
  await expectBalancesAfterRound(page, game, before - 500 + win);
  // The office history: one casino round of exactly that stake and win.
  await page.goto(`${AURORA}/en/office/history`);
  await page.getByLabel('Show').selectOption('casino');
  const rows = page.locator('[data-testid^="casino-round-row-"]');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  const cells = rows.first().locator('td');
  expect(minorOf((await cells.nth(2).textContent()) ?? '')).toBe(500);
  expect(minorOf((await cells.nth(4).textContent()) ?? '')).toBe(win);
  expect(errors).toEqual([]);
});

test('live blackjack on Nord, in Arabic and the dark theme: a hand left alone stands at the close', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${NORD}/en/`);
  await registerAndDeposit(page, '500');
  await page.goto(`${NORD}/ar/games/house-rng-live-blackjack`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const game = page.frameLocator('iframe[title]').first();
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute('data-amount', '50000', {
    timeout: 25_000,
  });
  await expect(game.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(game.getByTestId('live-rng')).toContainText('بلا فيديو');
  const placed = await seatAtBlackjack(game, '200');
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute('data-amount', '49800');
  await expect(game.getByTestId('live-bj-hands').locator('.bp-card')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(game.getByTestId('live-bj-status')).not.toBeEmpty();
  await expect(placed).not.toHaveAttribute('data-win', '', { timeout: 45_000 });
  const win = Number(await placed.getAttribute('data-win'));
  expect([0, 200, 400, 500]).toContain(win);
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(49_800 + win),
  );
  await expect(game.getByTestId('live-last')).toHaveAttribute('data-draw', /\d+/);
  expect(errors).toEqual([]);
});
