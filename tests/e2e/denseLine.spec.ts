import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AURORA, NORD } from './helpers';

// The line as a bookmaker's list (SPEC section 2 layout widths): from 1366 px on, a game is one
// row (time, teams, its main markets as columns under its championship's one header), so a full
// HD screen shows a screenful of games, and the narrower layouts still fit their window.

// The machine is shared with other builds: waits are generous, never a measure of speed.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Game rows whose top edge is inside the viewport, once the list is there. */
async function gamesAboveTheFold(page: Page): Promise<number> {
  await expect(page.locator('.game-list .game-row').first()).toBeVisible({ timeout: 60_000 });
  // The list's first page is in when the rows stop coming (the line loads in one answer).
  await expect
    .poll(() => page.locator('.game-list .game-row').count(), { timeout: 30_000 })
    .toBeGreaterThan(14);
  return page.evaluate(() => {
    const bottom = window.innerHeight;
    return [...document.querySelectorAll('.game-list .game-row')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.top < bottom;
    }).length;
  });
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      Math.round(document.documentElement.getBoundingClientRect().width),
  );
}

test('a full HD screen shows at least 14 games of the line above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${AURORA}/ru/line`);
  const visible = await gamesAboveTheFold(page);
  console.log(`games above the fold at 1920x1080: ${visible}`);
  expect(visible).toBeGreaterThanOrEqual(14);
  // One header per championship names the market columns, not one per game.
  const champs = page.locator('.game-list__champ');
  const firstChamp = champs.first();
  await expect(firstChamp.locator('.game-list__heads')).toHaveCount(1);
  // The rows' own market captions give way to it (screen readers still get each group's name).
  await expect(firstChamp.locator('.game-row .market-outcomes__name').first()).toBeHidden();
  await expect(firstChamp.locator('.game-list__columns')).toBeVisible();
  // Each game is one line: its odds share the row's height with its teams.
  const row = firstChamp.locator('.game-row').first();
  const rowBox = await row.boundingBox();
  const cellBox = await row.locator('.odds-cell').first().boundingBox();
  expect(rowBox && cellBox && cellBox.y - rowBox.y).toBeLessThan(rowBox!.height / 2);
  // The rest of the game's markets behind a "+N" link to its page.
  await expect(row.locator('.game-row__more a')).toHaveAttribute('href', /\/ru\/line\/.+/);
});

for (const { name, site, language, width } of [
  { name: 'nord, ar, 1366', site: NORD, language: 'ar', width: 1366 },
  { name: 'aurora, en, 1024', site: AURORA, language: 'en', width: 1024 },
  { name: 'aurora, ar, 390', site: AURORA, language: 'ar', width: 390 },
] as const) {
  test(`the line fits its window (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site}/${language}/line`);
    await expect(page.locator('.game-list .game-row').first()).toBeVisible({ timeout: 60_000 });
    expect(await sideways(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    // Every odds cell of the first game lies inside the window.
    const cells = page.locator('.game-list .game-row').first().locator('.odds-cell');
    for (const box of await cells.evaluateAll((all) =>
      all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(-1);
      expect(box.right).toBeLessThanOrEqual(width + 1);
    }
  });
}
