import { expect, test, type Page } from '@playwright/test';
import { AURORA, NORD, collectPageErrors, expectAccessible } from './helpers';

// The live match zone of a game page (SPEC section 3 zoneState, isMoveVideoOnScroll): it shows the
// live game's score and follows a goal, floats in a corner once scrolled past, stays in place with
// the setting off, and a collapsed zone stays collapsed after a reload.

interface LiveGame {
  id: number;
  sportId: number;
  champId: number;
  status: number;
  timeSec: number | null;
}

/** A football game in play with time left, so it stays in play while the test runs. */
async function liveFootballGame(page: Page, brandIndex: number): Promise<LiveGame> {
  let usable: LiveGame[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${AURORA}/web-api/sports/games?type=live&limit=300`);
        expect(res.ok()).toBe(true);
        const { games } = (await res.json()) as { games: LiveGame[] };
        usable = games.filter(
          (g) => g.sportId === 1 && g.status === 2 && (g.timeSec ?? 0) < 80 * 60,
        );
        return usable.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // Two brands (and workers) take different games, so their goals do not cross.
  return usable[(test.info().parallelIndex + brandIndex) % usable.length]!;
}

const zone = (page: Page) => page.getByRole('region', { name: /Match tracker/ });
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
/** The zone's place (its slot) is above the viewport. */
const placeScrolledPast = (page: Page) =>
  page.locator('.match-zone-slot').evaluate((slot) => slot.getBoundingClientRect().bottom < 0);

for (const [brandIndex, [brand, SITE]] of (
  [
    ['aurora', AURORA],
    ['nord', NORD],
  ] as const
).entries()) {
  test(`the match zone on ${brand}: live score, floating on scroll, the setting, collapse kept`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 600 });
    const game = await liveFootballGame(page, brandIndex);
    await page.goto(`${SITE}/en/live/${game.sportId}/${game.champId}/${game.id}`);
    const score = zone(page).getByTestId('match-zone-score');
    await expect(score).toHaveText(/^Score \d+:\d+/);

    // A goal (test control) reaches the zone through the live push.
    const goal = await request.post(`${AURORA}/test-control/sports/goal`, {
      data: { gameId: game.id, side: 'home' },
    });
    expect(goal.ok(), await goal.text()).toBe(true);
    const after = (await goal.json()) as { home: number; away: number };
    await expect(score).toHaveText(`Score ${after.home}:${after.away}`);
    await expectAccessible(page);

    // Scrolled past, it floats (isMoveVideoOnScroll, on by default), and goes back in view.
    await scrollToBottom(page);
    await expect(zone(page)).toHaveAttribute('data-floating', 'true');
    await expect(zone(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(zone(page)).not.toHaveAttribute('data-floating');

    // The setting off: scrolled past, it stays in its place.
    await page.getByRole('button', { name: 'Display settings' }).click();
    const setting = page.getByRole('checkbox', {
      name: 'Keep the match tracker in view when scrolling',
    });
    await expect(setting).toBeChecked();
    await setting.uncheck();
    await page.keyboard.press('Escape');
    await scrollToBottom(page);
    await expect.poll(() => placeScrolledPast(page)).toBe(true);
    await expect(zone(page)).not.toHaveAttribute('data-floating');
    await expect(zone(page)).not.toBeInViewport();

    // Collapsed, and still collapsed after a reload (zoneState).
    await page.evaluate(() => window.scrollTo(0, 0));
    await zone(page).getByRole('button', { name: 'Hide the match tracker' }).click();
    await page.reload();
    const show = zone(page).getByRole('button', { name: 'Show the match tracker' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(score).toBeHidden();
    expect(errors).toEqual([]);
  });
}
