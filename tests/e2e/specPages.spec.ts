import { expect, test, type Page } from '@playwright/test';
import { AURORA, NORD, collectPageErrors, gameRows } from './helpers';

// Pages at the URLs SPEC section 2 gives them: the sports page types topgame, team and champ with
// the feed's games, betsonyour, ufc, politics and marble with the feed's special events (fights,
// votes, marble races, ready-made accumulators), the footer's licence and company details from
// brand config, and the legacy user/action.php link landing on activation with its query.

interface FeedGame {
  champId: number;
  opponents: { id: number; nameEn: string }[];
}

// Read from the page: the request context cannot resolve *.localhost as Chromium does.
async function lineGame(page: Page): Promise<FeedGame> {
  const { games } = (await page.evaluate(async () =>
    (await fetch('/web-api/sports/games?type=line&limit=50')).json(),
  )) as { games: FeedGame[] };
  const game = games.find((g) => g.opponents.length === 2);
  expect(game).toBeDefined();
  return game as FeedGame;
}

for (const [brand, origin, licence] of [
  ['aurora', AURORA, 'AGC-2024-0452'],
  ['nord', NORD, 'NGB/B2C/398/2017'],
] as const) {
  test(`${brand}: topgame, team and champ at their SPEC URLs show the feed's games`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto(`${origin}/en/topgame`);
    await expect(page.getByRole('heading', { level: 1, name: 'Top games' })).toBeVisible();
    const game = await lineGame(page);
    const team = game.opponents[0]!;

    await page.goto(`${origin}/en/team/${team.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Team games' })).toBeVisible();
    await expect(gameRows(page).first()).toBeVisible();
    await expect(page.locator('.game-list').getByText(team.nameEn).first()).toBeVisible();

    await page.goto(`${origin}/en/champ/${game.champId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Championship' })).toBeVisible();
    await expect(gameRows(page).first()).toBeVisible();

    // The footer names the licence, the regulator and the company, from brand config.
    await expect(page.getByTestId('footer-legal')).toContainText(`Licence ${licence} issued by`);
    expect(errors).toEqual([]);
  });
}

for (const [brand, origin] of [
  ['aurora', AURORA],
  ['nord', NORD],
] as const) {
  test(`${brand}: betsonyour, ufc, politics and marble at their SPEC URLs show the feed's events`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // Reached from the sports pages navigation, as the other page types.
    await page.goto(`${origin}/en/topgame`);
    await page
      .getByRole('navigation', { name: 'Sports pages' })
      .getByRole('link', { name: 'UFC' })
      .click();
    await expect(page).toHaveURL(/\/en\/ufc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'UFC' })).toBeVisible();
    // A fight: two fighters and the fight winner's prices.
    const fight = gameRows(page).first();
    await expect(fight.locator('.game-row__team')).toHaveCount(2);
    await expect(fight.getByRole('group', { name: 'Fight winner' })).toBeVisible();

    await page.goto(`${origin}/en/politics`);
    await expect(page.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible();
    await expect(gameRows(page).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Winner' }).first()).toBeVisible();

    // A marble race: the event and its runners, each an outcome of the outright; one goes in the coupon.
    await page.goto(`${origin}/en/marble`);
    await expect(page.getByRole('heading', { level: 1, name: 'Marble racing' })).toBeVisible();
    // Races in the line have every runner priced; one in play may have some suspended.
    const races = gameRows(page).filter({ hasText: /Race \d+/ });
    await expect(races.first().getByRole('button', { name: /Azure/ })).toBeVisible();
    const runner = races.locator('button.odds-cell:not([aria-disabled])').first();
    await runner.click();
    await expect(runner).toHaveAttribute('aria-pressed', 'true');

    // Ready-made accumulators of three top games: one button puts the three legs in the coupon.
    await page.goto(`${origin}/en/betsonyour`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bets on your' })).toBeVisible();
    const combo = page.locator('.bets-on-your__combo').first();
    await expect(combo.locator('.bets-on-your__leg')).toHaveCount(3);
    await combo.getByRole('button', { name: 'Add to coupon' }).click();
    await expect(combo.getByRole('button', { name: 'In the coupon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const coupon = page.getByTestId('coupon');
    for (const id of await combo
      .locator('.bets-on-your__leg')
      .evaluateAll((legs) => legs.map((leg) => leg.getAttribute('data-outcome-id')))) {
      await expect(coupon.getByTestId(`coupon-bet-${id}`)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('user/action.php carries its query to activation, which posts the token', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/user/action.php?action=activate&token=not-a-real-token`);
  await expect(page).toHaveURL(/\/en\/user\/activate\?.*token=not-a-real-token/);
  await expect(page.getByRole('heading', { name: 'E-mail confirmation' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Use the link from the latest message we sent you.',
  );
  expect(errors).toEqual([]);
});
