import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axeScan } from '../axeScan';
import { AURORA, NORD, gameRows } from './helpers';

// The line as a bookmaker's list (SPEC section 2 layout widths): from 1366 px on, a game is one
// row (time, teams, its main markets as columns under its championship's one header), so a full
// HD screen shows a screenful of games, and the narrower layouts still fit their window.

// The machine is shared with other builds: waits are generous, never a measure of speed.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Game rows whose top edge is inside the viewport, once the list is there. */
async function gamesAboveTheFold(page: Page): Promise<number> {
  await expect(gameRows(page).first()).toBeVisible({ timeout: 60_000 });
  // The list's first page is in when the rows stop coming (the line loads in one answer).
  await expect.poll(() => gameRows(page).count(), { timeout: 30_000 }).toBeGreaterThan(14);
  return page.evaluate(() => {
    const bottom = window.innerHeight;
    return [...document.querySelectorAll('.game-list > li.game-row[data-game-id]')].filter(
      (row) => {
        const r = row.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.top < bottom;
      },
    ).length;
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
  const row = gameRows(firstChamp).first();
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
    await expect(gameRows(page).first()).toBeVisible({ timeout: 60_000 });
    expect(await sideways(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    // Every odds cell of the first game lies inside the window.
    const cells = gameRows(page).first().locator('.odds-cell');
    for (const box of await cells.evaluateAll((all) =>
      all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(-1);
      expect(box.right).toBeLessThanOrEqual(width + 1);
    }
  });
}

// The dense line in the dark theme (SPEC section 3 appTheme 1) as axe reads it in the browser:
// every text of the rows, the championship headers, the market columns and the odds passes WCAG
// AA contrast on both brands, and the generated team badges stay decorative.
for (const { brand, site } of [
  { brand: 'aurora', site: AURORA },
  { brand: 'nord', site: NORD },
] as const) {
  test(`the dark line passes axe, contrast included, at 1920x1080 (${brand})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await context.addCookies([{ name: 'app_theme', value: '1', url: site }]);
    const page = await context.newPage();
    await page.goto(`${site}/ru/line`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await gamesAboveTheFold(page);
    await expect(page.locator('.game-list__columns').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const badge = page.locator('.game-list .game-row svg.team-badge').first();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    // The first championships (more than a screenful of rows) and everything around the list:
    // the rows further down are the same markup, and axe's contrast check of all of them takes
    // minutes on a shared machine.
    const started = Date.now();
    const results = await axeScan(
      page,
      ['wcag2a', 'wcag2aa'],
      ['.sports-block .game-list__champ:nth-of-type(n+6)'],
    );
    console.log(`axe on the dark line (${brand}): ${Date.now() - started} ms`);
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
    );
    expect(summary).toEqual([]);
    await context.close();
  });
}
