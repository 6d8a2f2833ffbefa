import { expect, test } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  headerBalance,
  minorOf,
  NORD,
  registerAndDeposit,
} from './helpers';

// The bet builder (docs/bet-builder.md): on a football game's page a customer builds a bet of
// three markets of the match (home win, over 2.5 goals, both teams score), sees its joint price
// from the server, sees an impossible pair refused with its reason, adds the builder to the slip
// and places it; test control ends the game 2:1, the coupon settles won, and the balance and the
// history agree. On both brands: each takes a game of its own (the first and the last listed), so
// the two can run at once.

interface ListedGame {
  id: number;
  sportId: number;
  champId: number;
  status: number;
  isLiveInLive: boolean;
  timeSec: number | null;
  startAt: number;
}

const pickButton = (pick: Record<string, unknown>) =>
  `[data-builder-pick='${JSON.stringify(pick)}']`;

for (const [brandIndex, [brand, SITE]] of (
  [
    ['aurora', AURORA],
    ['nord', NORD],
  ] as const
).entries()) {
  test(`${brand}: a customer builds a 3-market bet on one match, places it, and it settles from the result`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.goto(`${SITE}/en/`);
    await registerAndDeposit(page, '500');

    const res = await page.request.get(`${AURORA}/web-api/sports/games?type=line`);
    expect(res.ok()).toBe(true);
    const now = Date.now() / 1000;
    const games = ((await res.json()) as { games: ListedGame[] }).games.filter(
      (g) =>
        g.sportId === 1 && g.status === 1 && !g.isLiveInLive && !g.timeSec && g.startAt - now > 900,
    );
    expect(games.length).toBeGreaterThan(0);
    const game = brandIndex === 1 ? games[games.length - 1]! : games[0]!;

    await page.goto(`${SITE}/en/line/${game.sportId}/${game.champId}/${game.id}`);
    await page.getByRole('button', { name: 'Build a bet' }).click();
    const builder = page.getByTestId('bet-builder');
    const quote = builder.getByTestId('bet-builder-quote');
    await expect(quote).toHaveText('Pick at least two markets.');

    // An impossible pair first: both teams score with the correct score 1:0.
    await builder.locator(pickButton({ market: 'btts', pick: 'yes' })).click();
    await builder.getByLabel('Home goals').selectOption('1');
    await builder.getByLabel('Away goals').selectOption('0');
    await builder.getByRole('button', { name: 'Add the score' }).click();
    await expect(quote).toHaveText('These picks cannot all win together.');
    await expect(builder.getByRole('button', { name: 'Add to the slip' })).toBeDisabled();
    await builder.getByRole('button', { name: 'Remove Correct score 1:0' }).click();

    // Home win, over 2.5, both teams score: a price.
    await builder.locator(pickButton({ market: 'result', pick: 'home' })).click();
    await builder.locator(pickButton({ market: 'total', line: 2.5, pick: 'over' })).click();
    const coefCell = builder.getByTestId('bet-builder-coef');
    await expect(coefCell).toBeVisible();
    const coef = Number(await coefCell.getAttribute('data-coef'));
    expect(coef).toBeGreaterThan(1);
    await builder.getByRole('button', { name: 'Add to the slip' }).click();

    const coupon = page.getByTestId('coupon');
    await expect(coupon.getByText('Both teams score: yes + 1 + Total Over 2.5')).toBeVisible();
    await coupon.getByRole('textbox', { name: 'Stake' }).fill('100');
    await coupon.getByRole('button', { name: 'Place bet' }).click();
    const success = coupon.getByTestId('coupon-success');
    await expect(success.getByRole('heading', { name: 'Bet accepted' })).toBeVisible();
    const printLink = success.getByRole('link', { name: /^Print coupon № \d+$/ });
    const couponId = Number(((await printLink.textContent()) ?? '').replace(/\D/g, ''));
    await page.reload();
    await expect.poll(() => headerBalance(page)).toBe(40_000);
    const placedBalance = await headerBalance(page);

    // The history shows the builder leg; the game ends 2:1 (1:1, 1:0): every pick won.
    await page.goto(`${SITE}/en/office/history`);
    const row = page.getByTestId(`bet-history-row-${couponId}`);
    await expect(row).toBeVisible();
    const finish = await request.post(`${AURORA}/test-control/sports/finish`, {
      data: {
        gameId: game.id,
        home: 2,
        away: 1,
        periods: [
          { home: 1, away: 1 },
          { home: 1, away: 0 },
        ],
      },
    });
    expect(finish.ok(), await finish.text()).toBe(true);
    await expect
      .poll(
        async () => {
          await page.reload();
          return row.getAttribute('data-status');
        },
        { timeout: 30_000 },
      )
      .toBe('won');
    const paid = minorOf((await row.locator('td').nth(4).textContent()) ?? '');
    expect(paid).toBeGreaterThan(10_000);
    const balance = await headerBalance(page);
    expect(balance - placedBalance).toBe(paid);
    expect(errors).toEqual([]);
  });
}
