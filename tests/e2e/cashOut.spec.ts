import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AURORA,
  NORD,
  collectPageErrors,
  headerBalance,
  homeCell,
  lineGames,
  minorOf,
  registerAndDeposit,
  type LineGame,
} from './helpers';

// Cash-out (docs/cash-out.md): a customer places an express, sees its cash-out value on the bet
// history row and in the slip's "My bets", watches it move when a price moves (test control sets
// it; the live push carries it), cashes out half with confirmation, and when the games end the
// balance and the history agree to the kopeck: the coupon paid the half plus its share of the
// rest, never more than the possible win. Then, on both brands, an express with live legs: its
// value moves with the prices (pushed by the server), half is cashed out, an auto rule is set for
// the rest (a line already crossed refused with its reason) and a goal (test control) takes the
// value over it: the server sells the rest, and the history and the balance agree to the kopeck.

test('an express shows a live cash-out value, half is cashed out, balance and history agree', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');

  const games = await lineGames(page.request, 2, 1.5);
  await page.goto(`${AURORA}/en/line`);
  for (const game of games) await homeCell(page, game.id).click();
  const coupon = page.getByTestId('coupon');
  await expect(coupon.getByRole('radio', { name: 'Express' })).toBeChecked();
  await coupon.getByRole('textbox', { name: 'Stake' }).fill('100');
  const possibleWin = minorOf(
    (await coupon.getByTestId('coupon-possible-win').textContent()) ?? '',
  );
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  const success = coupon.getByTestId('coupon-success');
  await expect(success.getByRole('heading', { name: 'Bet accepted' })).toBeVisible();
  const printLink = success.getByRole('link', { name: /^Print coupon № \d+$/ });
  const couponId = Number(((await printLink.textContent()) ?? '').replace(/\D/g, ''));
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(40_000);
  const placedBalance = await headerBalance(page);

  // "My bets" in the slip shows the offer.
  await page.getByRole('tab', { name: /My bets/ }).click();
  const myBet = page.getByTestId(`my-bet-${couponId}`);
  await expect(myBet.getByTestId('cash-out-value')).toHaveText(/Cash-out/);

  // The history row shows it too, below the possible win.
  await page.goto(`${AURORA}/en/office/history`);
  const row = page.getByTestId(`bet-history-row-${couponId}`);
  const value = row.getByTestId('cash-out-value');
  await expect(value).toHaveText(/Cash-out \d/);
  const first = Number(await value.getAttribute('data-value'));
  expect(first).toBeGreaterThan(0);
  expect(Math.round(first * 100)).toBeLessThan(possibleWin);

  // The first leg's home price shortens: the offer rises on screen without a reload.
  const home = games[0]!.markets[0]!.outcomes[0]!;
  const shorter = Math.max(1.05, Math.round((home.coef / 1.6) * 100) / 100);
  const set = await request.post(`${AURORA}/test-control/sports/coef`, {
    data: { outcomeId: home.id, coef: shorter },
  });
  expect(set.ok(), await set.text()).toBe(true);
  await expect
    .poll(async () => Number(await value.getAttribute('data-value')))
    .toBeGreaterThan(first);
  // Green or red against the stake (docs/cash-out.md): 'up' once the offer reaches the 100
  // staked, else 'down'. Whether the shorter price lifts it past the stake depends on the feed's
  // other prices (a rehearsal's offer rose and stayed below it): the rule is checked, not a side.
  const control = row.getByTestId(`cash-out-${couponId}`);
  await expect
    .poll(async () => {
      const offer = Number(await value.getAttribute('data-value'));
      const trend = await control.getAttribute('data-trend');
      return trend === (offer >= 100 ? 'up' : 'down');
    })
    .toBe(true);

  // Half of it, confirmed (asked again if the value fell meanwhile).
  await control.getByTestId('cash-out-button').click();
  const shown = Number(await value.getAttribute('data-value'));
  const half = Math.floor(shown * 50) / 100;
  await control.getByTestId('cash-out-amount').fill(half.toFixed(2));
  const message = control.getByTestId('cash-out-message');
  await expect(async () => {
    await control.getByTestId('cash-out-confirm').click();
    await expect(message).toHaveText(/Cashed out .*stays in play/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => headerBalance(page)).toBe(placedBalance + Math.round(half * 100));

  // The games end with home wins: the rest is settled; the history's payout is what the balance got.
  for (const game of games) {
    const res = await request.post(`${AURORA}/test-control/sports/finish`, {
      data: { gameId: game.id, home: 2, away: 0 },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
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
  const balance = await headerBalance(page);
  expect(balance - placedBalance).toBe(paid);
  expect(paid).toBeGreaterThan(Math.round(half * 100));
  expect(paid).toBeLessThanOrEqual(possibleWin);
  expect(errors).toEqual([]);
});

/**
 * Live games whose sport scores goals, in play with time left, home priced from 1.7 to 15. Asked
 * again for up to half a minute: a goal suspends a game's markets for a few seconds. The auto rule
 * below sells at a fifth above the value: its live legs must be able to gain that much, so a home
 * side already near certain (priced 1.1, its probability about 0.87, at most 15 % to gain) is no
 * use; from 1.7 (about 0.55) home goals lift the value well past it. (A CI run scored home goals
 * for a minute and the value never crossed the line; the failure now names the legs drawn.)
 */
async function liveGoalGames(
  request: APIRequestContext,
  atLeast: number,
  atMost: number,
  /** Runs on another brand take the games from the other end (a brand after brand differs). */
  brandIndex = 0,
): Promise<(LineGame & { sportId: number; champId: number })[]> {
  type LiveGame = LineGame & { sportId: number; champId: number };
  // Football and ice hockey play in real time: a game with five minutes of its clock left stays
  // in play (short of a break) while the test runs.
  const timeLeft: Record<number, number> = { 1: 85 * 60, 2: 55 * 60 };
  let usable: LiveGame[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`${AURORA}/web-api/sports/games?type=live&limit=300`);
        expect(res.ok()).toBe(true);
        const { games } = (await res.json()) as { games: LiveGame[] };
        usable = games.filter((g) => {
          const market = g.markets[0];
          const latest = timeLeft[g.sportId];
          return (
            latest !== undefined &&
            g.status === 2 &&
            !g.isLiveInLive &&
            (g.timeSec ?? 0) < latest &&
            market?.kind === 1 &&
            !market.isBannedExpress &&
            market.outcomes.every((o) => !o.isBlocked) &&
            market.outcomes[0]!.coef >= 1.7 &&
            market.outcomes[0]!.coef <= 15
          );
        });
        return usable.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(atLeast);
  if ((test.info().parallelIndex + brandIndex) % 2 === 1) usable.reverse();
  return usable.slice(0, atMost);
}

for (const [brandIndex, [brand, SITE]] of (
  [
    ['aurora', AURORA],
    ['nord', NORD],
  ] as const
).entries()) {
  test(`a live express on ${brand}: the value moves, half is cashed out, an auto rule sells the rest on a goal`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    // The customer's own API reads go from the page (its brand's host and cookies; only the
    // browser resolves nord.localhost); test control is the same on every host.
    const pageJson = (path: string) =>
      page.evaluate(async (url) => (await fetch(url)).json() as Promise<unknown>, path);
    await page.goto(`${SITE}/en/`);
    await registerAndDeposit(page, '500');

    // One or two live games whose sport scores goals (how many the feed has in play with time
    // left varies with the other specs' finishes), the express filled up to three legs with line
    // games. Their home prices are held where they stand (test control), so the slip's prices do
    // not move under the customer while the bet is placed; the other prices of each live market
    // still move with the games, and the offer with them.
    const live = await liveGoalGames(page.request, 1, 2, brandIndex);
    const line = await lineGames(page.request, 3 - live.length, 1.5);
    const games = [...line, ...live];
    for (const game of games) {
      const home = game.markets[0]!.outcomes[0]!;
      const held = await request.post(`${AURORA}/test-control/sports/coef`, {
        data: { outcomeId: home.id, coef: home.coef },
      });
      expect(held.ok(), await held.text()).toBe(true);
    }
    await page.goto(`${SITE}/en/line`);
    for (const game of line) await homeCell(page, game.id).click();
    for (const game of live) {
      await page.goto(`${SITE}/en/live/${game.sportId}/${game.champId}`);
      await homeCell(page, game.id).click();
    }
    const coupon = page.getByTestId('coupon');
    await expect(coupon.getByRole('radio', { name: 'Express' })).toBeChecked();
    await coupon.getByRole('textbox', { name: 'Stake' }).fill('100');
    const possibleWin = minorOf(
      (await coupon.getByTestId('coupon-possible-win').textContent()) ?? '',
    );
    await coupon.getByRole('button', { name: 'Place bet' }).click();
    const success = coupon.getByTestId('coupon-success');
    await expect(success.getByRole('heading', { name: 'Bet accepted' })).toBeVisible();
    const printLink = success.getByRole('link', { name: /^Print coupon № \d+$/ });
    const couponId = Number(((await printLink.textContent()) ?? '').replace(/\D/g, ''));
    await page.reload();
    await expect.poll(() => headerBalance(page)).toBe(40_000);
    const placedBalance = await headerBalance(page);

    await page.getByRole('tab', { name: /My bets/ }).click();
    await expect(page.getByTestId(`my-bet-${couponId}`).getByTestId('cash-out-value')).toHaveText(
      /Cash-out/,
    );

    await page.goto(`${SITE}/en/office/history`);
    const row = page.getByTestId(`bet-history-row-${couponId}`);
    const control = row.getByTestId(`cash-out-${couponId}`);
    const value = control.getByTestId('cash-out-value');
    await expect(value).toHaveText(/Cash-out \d/);
    const shownValue = async () => Number(await value.getAttribute('data-value'));
    const first = await shownValue();
    expect(first).toBeGreaterThan(0);

    // A line leg's home price shortens: the value rises on screen without a reload.
    const home = games[0]!.markets[0]!.outcomes[0]!;
    const shorter = Math.max(1.05, Math.round((home.coef / 1.5) * 100) / 100);
    const set = await request.post(`${AURORA}/test-control/sports/coef`, {
      data: { outcomeId: home.id, coef: shorter },
    });
    expect(set.ok(), await set.text()).toBe(true);
    await expect.poll(shownValue).toBeGreaterThan(first);

    // Half of it, confirmed (asked again if the value moved meanwhile).
    await control.getByTestId('cash-out-button').click();
    const half = Math.floor((await shownValue()) * 50) / 100;
    await control.getByTestId('cash-out-amount').fill(half.toFixed(2));
    await expect(async () => {
      await control.getByTestId('cash-out-confirm').click();
      await expect(control.getByTestId('cash-out-message')).toHaveText(
        /Cashed out .*stays in play/,
        { timeout: 3_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect.poll(() => headerBalance(page)).toBe(placedBalance + Math.round(half * 100));

    // The auto rule: a line already crossed is refused with the reason under its field.
    const auto = control.getByTestId('auto-cash-out');
    await auto.getByRole('button', { name: 'Auto cash-out' }).click();
    const take = auto.getByRole('textbox', { name: 'Sell when the value reaches' });
    await take.fill('0.01');
    await auto.getByRole('button', { name: 'Save rule' }).click();
    await expect(auto.getByTestId('auto-cash-out-takeAt-error')).toHaveText(
      /must be above the current value/,
    );
    await expect(take).toHaveAttribute('aria-invalid', 'true');
    await take.fill('12.345');
    await auto.getByRole('button', { name: 'Save rule' }).click();
    await expect(auto.getByTestId('auto-cash-out-takeAt-error')).toHaveText(
      'Enter the amount in whole kopecks or cents.',
    );
    // Sell the rest when its value reaches a fifth more than now: a goal takes it there.
    let takeAt = 0;
    await expect(async () => {
      takeAt = Math.ceil((await shownValue()) * 120) / 100;
      await take.fill(takeAt.toFixed(2));
      await auto.getByRole('button', { name: 'Save rule' }).click();
      await expect(auto.getByTestId('auto-cash-out-rule')).toHaveText(
        /Auto cash-out when the value reaches/,
        { timeout: 3_000 },
      );
    }).toPass({ timeout: 30_000 });
    expect(await pageJson(`/web-api/coupon/${couponId}/auto-cash-out`)).toEqual({
      couponId,
      takeAt,
      stopAt: null,
    });

    // Home goals in the live games (test control) until the value crosses the line.
    const status = async () =>
      ((await pageJson(`/web-api/coupon/${couponId}`)) as { status: string }).status;
    expect(await status()).toBe('open');
    await expect(async () => {
      for (const game of live) {
        if ((await status()) !== 'open') break;
        const goal = await request.post(`${AURORA}/test-control/sports/goal`, {
          data: { gameId: game.id, side: 'home' },
        });
        expect(goal.ok(), await goal.text()).toBe(true);
        await expect
          .poll(status, { timeout: 5_000 })
          .not.toBe('open')
          .catch(() => undefined);
      }
      const drawn = live.map((g) => `${g.id} home ${g.markets[0]!.outcomes[0]!.coef}`);
      expect(await status(), `sell at ${takeAt}; live legs ${drawn.join(', ')}`).toBe('cashed_out');
    }).toPass({ timeout: 60_000 });

    // The history and the balance agree to the kopeck: the half, then what the rule sold.
    await expect
      .poll(
        async () => {
          await page.reload();
          return row.getAttribute('data-status');
        },
        { timeout: 30_000 },
      )
      .toBe('cashed_out');
    const paid = minorOf((await row.locator('td').nth(4).textContent()) ?? '');
    const balance = await headerBalance(page);
    expect(balance - placedBalance).toBe(paid);
    expect(paid - Math.round(half * 100)).toBeGreaterThanOrEqual(Math.round(takeAt * 100));
    expect(paid).toBeLessThanOrEqual(possibleWin);
    expect(errors).toEqual([]);
  });
}
