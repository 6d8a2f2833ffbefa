import { expect, test, type Page } from '@playwright/test';
import { seedGames } from '../../domain/casino/catalogueSeed';
import {
  AURORA,
  NORD,
  collectPageErrors,
  expectAccessible,
  gameRows,
  header,
  headerBalance,
  minorOf,
  registerAndDeposit,
  verifyLastRound,
} from './helpers';

// The casino journey (SPEC section 2 "Casino and games"): a guest opens the casino from the
// header, filters slots by provider, searches, and opens a game in demo; only connected
// providers' games are listed, and an outside provider's game is not found. Then a customer with balance plays 20 spins of the built-in slot for
// real inside the frame, and the header balance and the office history move by exactly the sum
// of stakes and wins, and a round's fairness is verified from the page.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

test('home shows the real games showcase, and the header links the casino', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  // Below the fold, the showcase is asked for only when its reserved space comes near the
  // viewport (RemotePart `whenNear`): nothing of it before the customer scrolls.
  const placeholder = page.locator('.remote-part-placeholder[data-part="home-showcase"]');
  await expect(gameRows(page).first()).toBeVisible();
  await expect(placeholder).toHaveCount(1);
  await placeholder.scrollIntoViewIfNeeded();
  const showcase = page.getByRole('region', { name: 'Popular games' });
  await expect(showcase.locator('.casino-tile').first()).toBeVisible();
  await expect(showcase.locator('.casino-skeleton__tile')).toHaveCount(0);
  // The art is asked for when the tiles come near the viewport; every tile's art is then a
  // picture that loads (generated SVG, never a broken image).
  await showcase.scrollIntoViewIfNeeded();
  const tiles = await showcase.locator('.casino-tile').count();
  await expect(showcase.locator('.casino-tile img')).toHaveCount(tiles);
  await expect
    .poll(() =>
      showcase
        .locator('.casino-tile img')
        .evaluateAll(
          (images) =>
            (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0)
              .length,
        ),
    )
    .toBe(tiles);

  await header(page).getByRole('link', { name: 'Casino' }).click();
  await expect(page).toHaveURL(/\/en\/casino-lobby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  await expect(page.locator('[data-row="popular"] .casino-tile').first()).toBeVisible();
  // The section bar offers only sections holding a game the customer can open: the built-in
  // provider's (SPEC section 7) fill every section now, the live casino with its RNG roulette,
  // baccarat and blackjack; a section only outside providers filled would be one more link here.
  const sections = page.getByRole('navigation', { name: 'Casino sections' });
  await expect(sections.getByRole('link')).toHaveText([
    'Casino lobby',
    'Slots',
    'Live casino',
    'Crash games',
    'Fast games',
    'Card games',
    'TV games',
    'Virtual sports',
    'Bingo',
    'Keno',
    'Scratch cards',
    'Fishing and hunting',
    'Skill games',
    'Asian games',
    'Poker',
    'Other games',
    'Providers',
  ]);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a guest filters slots by provider, searches, and opens a game in demo', async () => {
  const errors = collectPageErrors(page);
  await page
    .getByRole('navigation', { name: 'Casino sections' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page).toHaveURL(/\/en\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const grid = page.locator('.casino-section .casino-grid');
  await expect(grid.locator('.casino-tile').first()).toBeVisible();
  // Only connected providers' games are listed (SPEC section 7): no outside adapter runs here.
  await expect(grid.locator('.casino-tile:not([data-provider="builtin"])')).toHaveCount(0);

  // Filter by the house's own provider: only its games stay.
  await page
    .getByRole('group', { name: 'Filter by provider' })
    .getByRole('button', { name: /House Games/ })
    .click();
  await expect(page).toHaveURL(/provider=builtin/);
  await expect(grid.locator('.casino-tile:not([data-provider="builtin"])')).toHaveCount(0);
  await expect(grid.getByText('Fruit Fives')).toBeVisible();
  await expectAccessible(page);

  // Search by name, in another case.
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search games' }).fill('gem lant');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/casino-search\?q=gem(\+|%20)lant$/);
  const results = page.locator('.casino-search-page .casino-grid');
  await expect(results.getByText('Gem Lanterns')).toBeVisible();

  // Open the slot in demo: the game page launches it into a frame.
  await page.goto(`${AURORA}/en/casino-search?q=fruit%20fives`);
  await page
    .locator('.casino-search-page')
    .getByRole('link', { name: /Fruit Fives by/ })
    .click();
  await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fruit Fives' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
  const frame = page.getByTitle('Game: Fruit Fives');
  await expect(frame).toHaveAttribute('src', /^\/builtin-provider\/games\/builtin-slot\?session=/);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeEnabled();
  // The demo plays inside the frame on the provider's demo balance.
  const demo = page.frameLocator('iframe[title="Game: Fruit Fives"]');
  await expect(demo.getByTestId('builtin-spin')).toBeEnabled({ timeout: 25_000 });
  await demo.getByTestId('builtin-spin').click();
  await expect(demo.locator('#game[data-rounds="1"]')).toHaveCount(1, { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("an outside provider's game is not listed, and its page finds no game", async () => {
  const res = await page.request.get(`${AURORA}/web-api/casino/games?section=slots&pageSize=50`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { provider: string; playable: boolean }[] };
  expect(items.length).toBeGreaterThan(0);
  for (const g of items) expect(g).toMatchObject({ provider: 'builtin', playable: true });
  // A game of an outside provider (not connected for the brand) by its address.
  const outside = seedGames().find((g) => g.providerId !== 'builtin' && g.sectionId === 'slots')!;
  await page.goto(`${AURORA}/en/slots/game/${outside.id}/${outside.route}`);
  await expect(page.getByText('This game is not available.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('bonuses, a tournament and the lobby pass axe in both brands, both themes and Arabic', async ({
  browser,
}) => {
  const pages: [string, boolean][] = [
    [`${AURORA}/en/bonus/casino`, false],
    [`${AURORA}/en/bonus/casino/tournaments/1`, true],
    [`${NORD}/en/casino-lobby`, true],
    [`${AURORA}/ar/casino-lobby`, false],
  ];
  for (const [url, dark] of pages) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    if (dark) {
      // SPEC section 3 appTheme 1: dark.
      await context.addCookies([
        { name: 'app_theme', value: '1', url: AURORA },
        { name: 'app_theme', value: '1', url: NORD },
      ]);
    }
    const view = await context.newPage();
    await view.goto(url);
    await expect(view.locator('.casino').first()).toBeVisible();
    await expect(view.locator('[aria-busy="true"]')).toHaveCount(0);
    if (dark) await expect(view.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(view);
    await context.close();
  }
});

test('the casino reads right to left in Arabic', async () => {
  await page.goto(`${AURORA}/ar/slots`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'السلوتس' })).toBeVisible();
  await expect(page.locator('.casino-section .casino-tile').first()).toBeVisible();
});

const SPINS = 20;

test('a customer plays 20 spins for real: balance and history move by exactly the stakes and wins, and a round verifies', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  // Register in one click; deposit 500 RUB through the sandbox provider.
  await registerAndDeposit(page, '500');
  const before = await headerBalance(page);
  expect(before).toBe(50_000);

  // The built-in slot, for real money (a signed-in customer's default).
  await page.goto(`${AURORA}/en/casino/brand`);
  await page
    .locator('.casino-section')
    .getByRole('link', { name: /Fruit Fives by/ })
    .click();
  await expect(page.getByRole('button', { name: 'Real money' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const game = page.frameLocator('iframe[title="Game: Fruit Fives"]');
  const spin = game.getByTestId('builtin-spin');
  await expect(spin).toBeEnabled({ timeout: 25_000 });
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute('data-amount', String(before));
  const stakeSelect = game.getByTestId('builtin-stake');
  const stake = Number(await stakeSelect.locator('option').first().getAttribute('value'));
  await stakeSelect.selectOption(String(stake));
  expect(stake).toBeGreaterThan(0);

  let wins = 0;
  for (let i = 1; i <= SPINS; i += 1) {
    await spin.click();
    await expect(game.locator(`#game[data-rounds="${i}"]`)).toHaveCount(1, { timeout: 20_000 });
    await expect(game.locator('#game')).toHaveAttribute('aria-busy', 'false');
    wins += Number(await game.getByTestId('builtin-win').getAttribute('data-amount'));
  }
  const expected = before - SPINS * stake + wins;
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(expected),
  );
  // The header follows the wallet while the game is open.
  await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);

  // Fairness: the last round, recomputed in the page from the revealed seed.
  await verifyLastRound(game);

  // The office history lists the 20 rounds, whose stakes and wins add up to the balance change.
  await page.goto(`${AURORA}/en/office/history`);
  await page.getByLabel('Show').selectOption('casino');
  const rows = page.locator('[data-testid^="casino-round-row-"]');
  await expect(rows).toHaveCount(SPINS, { timeout: 20_000 });
  const figures = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll('td');
      return { stake: cells[2]?.textContent ?? '', win: cells[4]?.textContent ?? '' };
    }),
  );
  const shownStakes = figures.reduce((sum, f) => sum + minorOf(f.stake), 0);
  const shownWins = figures.reduce((sum, f) => sum + minorOf(f.win), 0);
  expect(shownStakes).toBe(SPINS * stake);
  expect(shownWins).toBe(wins);
  expect(before - shownStakes + shownWins).toBe(await headerBalance(page));
  // The page's figures are the server's rounds.
  const res = await page.request.get(
    `${AURORA}/web-api/bets/history?product=casino&period=all&status=all&page=1&pageSize=20`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const answer = (await res.json()) as {
    entries: { kind: string; round?: { stake: number; win: number } }[];
  };
  const rounds = answer.entries.flatMap((e) => (e.kind === 'casino' && e.round ? [e.round] : []));
  expect(rounds).toHaveLength(SPINS);
  // The API answers major units.
  const minor = (major: number) => Math.round(major * 100);
  expect(rounds.reduce((sum, r) => sum + minor(r.stake), 0)).toBe(shownStakes);
  expect(rounds.reduce((sum, r) => sum + minor(r.win), 0)).toBe(shownWins);
  expect(errors).toEqual([]);
});
