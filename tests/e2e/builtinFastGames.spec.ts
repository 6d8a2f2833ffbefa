import { expect, test, type Page } from '@playwright/test';
import {
  AURORA,
  builtinDemoUrl,
  collectPageErrors,
  expectBalancesAfterRound,
  expectBuiltinInSection,
  headerBalance,
  openRealGame,
  registerAndDeposit,
  verifyLastRound,
} from './helpers';

// Hi-lo and scratch cards of the built-in provider in Chromium (production build, SPEC section 2
// fast games and scratch cards): the scratch title is in its lobby section; a customer buys a
// ticket for real, scratches it open and the header balance moves by exactly the stake and the
// prize, the ticket verifying from its revealed seed; hi-lo plays a demo round in Arabic, right
// to left: a guess, then a cash-out or the loss, verified from the page; the 243-ways slot spins
// a demo round in Russian, its win the ways pays of the window shown, verified from the page;
// a Caribbean Stud demo hand is called and paid by its rules, verified from the page, and the
// money wheel (TV games) takes a demo bet on the spin its countdown shows (its settlement, up to
// a spin later, is the server test's: tests/server/casino/builtinMoneyWheel.test.ts); the
// customer buys a bingo ticket for real, its draw (every 30 s) closes and pays it by its balls,
// the balance moving by exactly stake and prize, the draw verified from the page; virtual football
// shows the fixture priced by the feed's goal model and takes a demo bet on the match its countdown
// shows (its settlement, up to a minute later, is tests/server/casino/builtinVirtualFootball's).

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

const demoUrl = (route: string, lng: string) => builtinDemoUrl(page, route, lng);

test('a customer buys a scratch ticket for real: the balance moves by exactly stake and prize', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');
  const before = await headerBalance(page);
  expect(before).toBe(50_000);
  await expectBuiltinInSection(page, 'scratch-cards', 'House Lucky Scratch');

  const { game } = await openRealGame(
    page,
    `/en/games/house-lucky-scratch`,
    'iframe[title="Game: House Lucky Scratch"]',
  );
  await expect(game.getByTestId('scratch-prizes')).toContainText('×1000');
  await game.getByTestId('builtin-stake').selectOption('200');
  await game.getByTestId('scratch-buy').click();
  await expect(game.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  // The cells stay covered until scratched: one by hand, then the rest at once.
  await expect(game.getByTestId('scratch-cell-4')).toHaveAttribute('data-symbol', '');
  await game.getByTestId('scratch-cell-4').click();
  await expect(game.getByTestId('scratch-cell-4')).not.toHaveAttribute('data-symbol', '');
  await expect(game.getByTestId('builtin-win')).not.toHaveAttribute('data-amount', /./);
  await game.getByTestId('scratch-reveal').click();
  await expect(game.getByTestId('builtin-win')).toHaveAttribute('data-amount', /^\d+$/);
  const symbols = await game
    .locator('[data-testid^="scratch-cell-"]')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-symbol'))));
  expect(symbols).toHaveLength(9);
  const pays: Record<number, number> = { 1: 1_000, 2: 100, 3: 20, 4: 10, 5: 5, 6: 2, 7: 1 };
  const three = [...new Set(symbols)].find((s) => symbols.filter((x) => x === s).length === 3);
  const win = Number(await game.getByTestId('builtin-win').getAttribute('data-amount'));
  expect(win).toBe(three === undefined ? 0 : 200 * pays[three]!);
  const expected = before - 200 + win;
  await expectBalancesAfterRound(page, game, expected);
  await verifyLastRound(game);
  expect(errors).toEqual([]);
});

test('hi-lo plays a demo round right to left in Arabic: a guess, cashed out or lost, verified', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('house-hi-lo', 'ar')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const start = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await page.getByTestId('builtin-stake').selectOption('100');
  await page.getByTestId('hilo-start').click();
  await expect(page.getByTestId('hilo-higher')).toBeEnabled();
  // Cashing out before a right guess is not offered.
  await expect(page.getByTestId('hilo-cash-out')).toBeDisabled();
  const first = Number(await page.getByTestId('hilo-card-0').getAttribute('data-card'));
  const rank = (first % 13) + 1;
  // The likelier side: "higher or same" holds 14 − rank ranks of 13, "lower or same" rank.
  const guess = 14 - rank >= rank ? 'higher' : 'lower';
  const promised = (await page.getByTestId(`hilo-${guess}`).textContent()) ?? '';
  await page.getByTestId(`hilo-${guess}`).click();
  await expect(page.getByTestId('hilo-card-1')).toBeVisible();
  const second = Number(await page.getByTestId('hilo-card-1').getAttribute('data-card'));
  const next = (second % 13) + 1;
  const right = guess === 'higher' ? next >= rank : next <= rank;
  if (right) {
    await expect(page.getByTestId('hilo-cash-out')).toBeEnabled();
    await page.getByTestId('hilo-cash-out').click();
  }
  await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await page.getByTestId('builtin-win').getAttribute('data-amount'));
  const ranks = guess === 'higher' ? 14 - rank : rank;
  expect(win).toBe(right ? Math.floor((99 * 13) / ranks + 1e-9) : 0);
  if (right) expect(promised).toContain((win / 100).toFixed(2));
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(start - 100 + win),
  );
  await verifyLastRound(page);
  expect(errors).toEqual([]);
});

test('the 243-ways slot spins a demo round paid by its ways, verified from the page', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('fruit-ways-243', 'ru')}`);
  const start = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await expect(page.locator('.bp-paytable .bp-note').first()).toContainText('243');
  await page.getByTestId('builtin-stake').selectOption('250');
  await page.getByTestId('builtin-spin').click();
  await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await page.getByTestId('builtin-win').getAttribute('data-amount'));
  expect(win % 10).toBe(0);
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(start - 250 + win),
  );
  await verifyLastRound(page);
  expect(errors).toEqual([]);
});

test('Caribbean Stud calls a demo hand paid by its rules; the money wheel takes a demo bet', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('house-caribbean-stud', 'en')}`);
  const start = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await page.getByTestId('builtin-stake').selectOption('100');
  await page.getByTestId('stud-deal').click();
  await expect(page.getByTestId('stud-call')).toBeEnabled();
  // One dealer card shows, four stay face down until the call.
  await expect(page.locator('[data-testid="stud-dealer"] [data-card]')).toHaveCount(1);
  await page.getByTestId('stud-call').click();
  await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('[data-testid="stud-dealer"] [data-card]')).toHaveCount(5);
  const win = Number(await page.getByTestId('builtin-win').getAttribute('data-amount'));
  // Lost (0), a tie (300), the dealer not qualifying (400) or a win: 200 + 200 × (1 + pays).
  expect([0, 300, 400, 600, 800, 1_000, 1_200, 1_400, 1_800, 4_400, 10_400, 20_400]).toContain(win);
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(start - 300 + win),
  );
  await verifyLastRound(page);

  // The wheel: the spin taking bets with its countdown and seed hash, a chip on 1 placed.
  await page.goto(`${AURORA}${await demoUrl('house-money-wheel', 'en')}`);
  await expect(page.getByTestId('wheel-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('wheel-countdown')).toContainText('bets close in');
  const before = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await page.getByTestId('builtin-stake').selectOption('100');
  await page.getByTestId('wheel-spot-1').click();
  await page.getByTestId('wheel-place').click();
  // A bet placed in the last moment of a spin is refused (bets_closed): place it on the next.
  const placed = page.locator('#game[data-rounds="1"]');
  const refused = page.getByTestId('builtin-error');
  await expect(placed.or(refused.filter({ hasText: /closed/ }))).toHaveCount(1, {
    timeout: 15_000,
  });
  if ((await placed.count()) === 0) {
    await page.getByTestId('wheel-place').click();
    await expect(placed).toHaveCount(1, { timeout: 15_000 });
  }
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(before - 100),
  );
  await expect(page.locator('[data-testid^="wheel-bet-"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a customer plays a bingo draw for real, verified from the page; virtual football takes a demo bet', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/games/house-bingo-90`);
  const game = page.frameLocator('iframe[title="Game: House Bingo 90"]');
  await expect(game.getByTestId('bingo-hash')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 25_000 });
  await expect(
    game.getByText('Other players are simulated', { exact: false }).first(),
  ).toBeVisible();
  const before = Number(await game.getByTestId('builtin-balance').getAttribute('data-amount'));
  expect(before).toBeGreaterThan(0);
  await game.getByTestId('builtin-stake').selectOption('100');
  await game.getByTestId('bingo-tickets').selectOption('1');
  await game.getByTestId('bingo-place').click();
  const bought = game.locator('[data-testid^="bingo-bet-"]');
  const refused = game.getByTestId('builtin-error');
  // A ticket bought in the last moment of a draw is refused (bets_closed): buy for the next.
  await expect(bought.or(refused.filter({ hasText: /closed/ }))).toHaveCount(1);
  if ((await bought.count()) === 0) {
    await game.getByTestId('bingo-place').click();
    await expect(bought).toHaveCount(1);
  }
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(before - 100),
  );
  await expect(bought.locator('.bp-bingo-ticket td')).toHaveCount(15);
  // The draw closes within 30 s of the purchase; the page asks for the state every few seconds.
  await expect(bought).not.toHaveAttribute('data-win', '', { timeout: 45_000 });
  const win = Number(await bought.getAttribute('data-win'));
  expect([0, 200, 500, 15_000]).toContain(win);
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(before - 100 + win),
  );
  const drawNo = (await bought.getAttribute('data-testid'))!.replace('bingo-bet-', '');
  await game.getByTestId(`bingo-verify-${drawNo}`).click();
  await expect(game.getByTestId(`bingo-verified-${drawNo}`)).toHaveAttribute(
    'data-verified',
    'true',
  );

  // Virtual football: the fixture and its five prices, a demo stake on the home win placed.
  await page.goto(`${AURORA}${await demoUrl('house-virtual-football', 'en')}`);
  await expect(page.getByTestId('football-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('football-countdown')).toContainText('kick-off in');
  await expect(page.getByTestId('football-fixture')).toContainText('expected goals');
  await expect(page.locator('[data-testid^="football-pick-"]')).toHaveCount(5);
  const demoBefore = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await page.getByTestId('builtin-stake').selectOption('100');
  await page.getByTestId('football-pick-result-0').click();
  await page.getByTestId('football-place').click();
  const placed = page.locator('[data-testid^="football-bet-"]');
  await expect(
    placed.or(page.getByTestId('builtin-error').filter({ hasText: /closed/ })),
  ).toHaveCount(1);
  if ((await placed.count()) === 0) {
    // The next match's prices come with an empty slip.
    await expect(page.getByTestId('football-pick-result-0')).not.toHaveClass(/bp-wheel-spot-on/);
    await page.getByTestId('football-pick-result-0').click();
    await page.getByTestId('football-place').click();
    await expect(placed).toHaveCount(1);
  }
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(demoBefore - 100),
  );
  await expect(placed).toContainText('1 home');
  expect(errors).toEqual([]);
});
