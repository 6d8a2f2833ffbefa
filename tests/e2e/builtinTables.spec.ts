import { expect, test, type Page } from '@playwright/test';
import {
  AURORA,
  builtinDemoUrl,
  collectPageErrors,
  expectBalancesAfterRound,
  headerBalance,
  openRealGame,
  registerAndDeposit,
  verifyLastRound,
} from './helpers';

// The built-in provider's table games in Chromium (production build, SPEC section 2 card games
// and keno): a customer plays a roulette round for real and the header balance moves by exactly
// the stake and the win, the round verifying from its revealed seed; keno and blackjack play a
// demo round each in Arabic, right to left. The bet tables: the same customer plays baccarat for
// real (balance by exactly stakes and win, verified from the page); dragon tiger, sic bo and
// dice play a demo round each (Arabic and Russian), each verified from the page.

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

test('a customer plays roulette for real: the header balance moves by exactly stake and win', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');
  const before = await headerBalance(page);
  expect(before).toBe(50_000);

  const { game } = await openRealGame(
    page,
    `/en/games/house-european-roulette`,
    'iframe[title="Game: House European Roulette"]',
  );
  await game.getByTestId('builtin-stake').selectOption('100');
  // Two chips on red and one on 17: 3.00 RUB in all.
  await game.getByTestId('roulette-spot-red').click();
  await game.getByTestId('roulette-spot-red').click();
  await game.getByTestId('roulette-spot-n17').click();
  await expect(game.getByTestId('roulette-total')).toHaveText('Total bet 3.00 RUB');
  await game.getByTestId('builtin-spin').click();
  await expect(game.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await game.getByTestId('builtin-win').getAttribute('data-amount'));
  const pocket = Number(await game.getByTestId('roulette-pocket').getAttribute('data-pocket'));
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  expect(win).toBe((red.includes(pocket) ? 400 : 0) + (pocket === 17 ? 3_600 : 0));
  const expected = before - 300 + win;
  await expectBalancesAfterRound(page, game, expected);

  await verifyLastRound(game);
  expect(errors).toEqual([]);
});

test('keno and blackjack play a demo round each, right to left in Arabic', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('house-keno-80', 'ar')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const n of [5, 23, 61]) await page.getByTestId(`keno-${n}`).click();
  await expect(page.getByTestId('keno-picked')).toHaveText('تم اختيار 3 من 10');
  await page.getByTestId('builtin-spin').click();
  await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('.bp-keno-hit, .bp-keno-drawn')).toHaveCount(20);

  await page.goto(`${AURORA}${await demoUrl('house-blackjack', 'ar')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('blackjack-deal').click();
  // Stand on every hand until the round is settled.
  await expect
    .poll(
      async () => {
        if ((await page.locator('#game').getAttribute('data-rounds')) === '1') return true;
        const stand = page.getByTestId('blackjack-stand');
        if (await stand.isEnabled()) await stand.click();
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('blackjack-deal')).toBeEnabled();
  await verifyLastRound(page);
  expect(errors).toEqual([]);
});

test('the customer plays baccarat for real: the balance moves by exactly stakes and win, verified', async () => {
  const errors = collectPageErrors(page);
  const { game, before } = await openRealGame(
    page,
    `/en/games/house-baccarat`,
    'iframe[title="Game: House Baccarat"]',
  );
  await game.getByTestId('builtin-stake').selectOption('200');
  // Two chips on banker, one on tie: 6.00 RUB in all.
  await game.getByTestId('table-spot-banker').click();
  await game.getByTestId('table-spot-banker').click();
  await game.getByTestId('table-spot-tie').click();
  await expect(game.getByTestId('table-total')).toHaveText('Total bet 6.00 RUB');
  await game.getByTestId('builtin-spin').click();
  await expect(game.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await game.getByTestId('builtin-win').getAttribute('data-amount'));
  const outcome = game.locator('[data-winner]');
  const winner = await outcome.getAttribute('data-winner');
  // Banker 400 pays 780 (0.95:1), a tie returns it and pays the tie chip 9 × 200.
  expect(win).toBe(winner === 'banker' ? 780 : winner === 'tie' ? 400 + 1_800 : 0);
  // Each side holds two or three cards, as the third-card rules dealt them.
  for (const side of ['baccarat-player', 'baccarat-banker']) {
    const cards = await game.getByTestId(side).locator('.bp-card').count();
    expect(cards === 2 || cards === 3).toBe(true);
  }
  const expected = before - 600 + win;
  await expectBalancesAfterRound(page, game, expected);
  await verifyLastRound(game);
  expect(errors).toEqual([]);
});

test('dragon tiger, sic bo and dice play a demo round each, verified from the page', async () => {
  const errors = collectPageErrors(page);
  const rounds: [string, string, string[]][] = [
    ['house-dragon-tiger', 'ar', ['table-spot-dragon', 'table-spot-tie']],
    ['house-sic-bo', 'ru', ['table-spot-small', 'table-spot-total10', 'table-spot-single3']],
    ['house-dice', 'en', []],
  ];
  for (const [route, lng, spots] of rounds) {
    await page.goto(`${AURORA}${await demoUrl(route, lng)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    const start = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
    await page.getByTestId('builtin-stake').selectOption('100');
    for (const spot of spots) await page.getByTestId(spot).click();
    if (route === 'house-dice') {
      await page.getByTestId('dice-direction').selectOption('over');
      await page.getByTestId('dice-target').fill('75.00');
      await expect(page.getByTestId('dice-odds')).toHaveText('Chance 25.00 %, pays ×3.96');
    }
    await page.getByTestId('builtin-spin').click();
    await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
    const win = Number(await page.getByTestId('builtin-win').getAttribute('data-amount'));
    const staked = Math.max(spots.length, 1) * 100;
    await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
      'data-amount',
      String(start - staked + win),
    );
    const outcome = (await page.getByTestId('table-outcome').getAttribute('data-outcome')) ?? '';
    if (route === 'house-dice') {
      expect(win).toBe(Number(outcome) >= 7_500 ? 396 : 0);
    }
    await verifyLastRound(page);
  }
  expect(errors).toEqual([]);
});

test('mines plays a demo round: a tile opened, cashed out or lost, verified from the page', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('house-mines', 'en')}`);
  const start = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await page.getByTestId('builtin-stake').selectOption('100');
  await page.getByTestId('mines-count').selectOption('1');
  // Cashing out before a tile is open is not offered.
  await page.getByTestId('mines-start').click();
  await expect(page.getByTestId('mines-tile-12')).toBeEnabled();
  await expect(page.getByTestId('mines-cash-out')).toBeDisabled();
  await page.getByTestId('mines-tile-12').click();
  await expect(page.getByTestId('mines-tile-12')).not.toHaveAttribute('data-state', 'closed');
  if ((await page.getByTestId('mines-tile-12').getAttribute('data-state')) === 'safe') {
    await page.getByTestId('mines-cash-out').click();
  }
  await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  const win = Number(await page.getByTestId('builtin-win').getAttribute('data-amount'));
  // One mine: a safe first tile pays ×1.03, a mine nothing.
  expect([0, 103]).toContain(win);
  await expect(page.locator('[data-state="mine"]')).toHaveCount(1);
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(start - 100 + win),
  );
  await verifyLastRound(page);
  expect(errors).toEqual([]);
});

test('video poker deals, holds and draws a demo hand paid by the paytable, verified', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('house-jacks-or-better', 'ru')}`);
  const start = Number(await page.getByTestId('builtin-balance').getAttribute('data-amount'));
  await page.getByTestId('builtin-stake').selectOption('100');
  await page.getByTestId('poker-deal').click();
  await expect(page.getByTestId('poker-card-4')).toBeEnabled();
  const dealt = await page
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-card'))));
  await page.getByTestId('poker-card-0').click();
  await expect(page.getByTestId('poker-card-0')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('poker-draw').click();
  await expect(page.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  // The held card stays; the hand's name and the win come from the paytable.
  await expect(page.getByTestId('poker-card-0')).toHaveAttribute('data-card', String(dealt[0]));
  await expect(page.getByTestId('poker-hand')).not.toHaveText('');
  const win = Number(await page.getByTestId('builtin-win').getAttribute('data-amount'));
  expect([0, 100, 200, 300, 400, 600, 900, 2_500, 5_000, 80_000]).toContain(win);
  await expect(page.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(start - 100 + win),
  );
  await verifyLastRound(page);
  expect(errors).toEqual([]);
});
