import { expect as baseExpect, test, type Page } from '@playwright/test';
import { AURORA } from './helpers';

// The casino's game page at every SPEC layout width (1024–1920) and in the 390 px mobile view: the
// built-in game's frame is as tall as its game (the frame's document never scrolls inside it) and
// the game's main action (Spin, Deal, Bet) is on screen without the customer scrolling the page.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

const GAMES = [
  { route: 'fruit-fives', engineKey: 'builtin-slot', action: 'builtin-spin' },
  { route: 'house-blackjack', engineKey: 'builtin-blackjack', action: 'blackjack-deal' },
  { route: 'house-mines', engineKey: 'builtin-mines', action: 'mines-start' },
] as const;

async function gamePagePath(page: Page, route: string): Promise<string> {
  const res = await page.request.get(`${AURORA}/web-api/casino/games/by-route/${route}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { id?: number; categories?: string[]; game?: { id: number } };
  const id = body.id ?? body.game!.id;
  const section = body.categories?.[0];
  return section === 'slots' ? `/en/slots/game/${id}/${route}` : `/en/games/${route}`;
}

for (const size of SIZES) {
  test(`the game frames fit a ${size.width} × ${size.height} window`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    try {
      for (const game of GAMES) {
        await page.goto(`${AURORA}${await gamePagePath(page, game.route)}`);
        if (size.width < 600) {
          await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
        }
        const iframe = page.locator(`iframe[src^="/builtin-provider/games/${game.engineKey}"]`);
        const frame = page.frameLocator(`iframe[src^="/builtin-provider/games/${game.engineKey}"]`);
        await expect(frame.locator('#game')).toHaveAttribute('data-ready', 'true');
        const action = frame.getByTestId(game.action);
        await expect(action).toBeVisible();
        // The frame grows to its game once the game has told its height: wait for that.
        const fits = () =>
          frame.locator('html').evaluate((html) => {
            const el = html.ownerDocument.scrollingElement ?? html;
            // Neither down nor sideways.
            return Math.max(el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth);
          });
        await expect
          .poll(fits, { message: `${game.route}: the frame scrolls inside` })
          .toBeLessThanOrEqual(0);
        await expect(iframe).toBeVisible();
        // The page has not been scrolled by anyone: the action sits inside the window as it opens.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        // The game zooms itself to the room the page tells it: wait until the action is inside
        // the window and nothing fixed (the mobile bottom navigation) covers it.
        const placement = async () => {
          const box = await action.boundingBox();
          if (!box) return 'not laid out';
          if (box.y < 0 || box.x < 0 || box.x + box.width > size.width) return 'off to a side';
          if (box.y + box.height > size.height) return `below the fold (${box.y + box.height})`;
          const onTop = await iframe.evaluate(
            (el, point) => document.elementFromPoint(point.x, point.y) === el,
            { x: box.x + box.width / 2, y: box.y + box.height / 2 },
          );
          return onTop ? 'in view' : 'covered';
        };
        await expect
          .poll(placement, { message: `${game.route} at ${size.width} × ${size.height}` })
          .toBe('in view');
        await expect.poll(fits).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
}
