import { expect as baseExpect, test } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  headerBalance,
  homeCell,
  lineGames,
  minorOf,
  registerAndDeposit,
} from './helpers';

// Cash-out (docs/cash-out.md): a customer places an express, sees its cash-out value on the bet
// history row and in the slip's "My bets", watches it move when a price moves (test control sets
// it; the live push carries it), cashes out half with confirmation, and when the games end the
// balance and the history agree to the kopeck: the coupon paid the half plus its share of the
// rest, never more than the possible win.

const expect = baseExpect.configure({ timeout: 15_000 });

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
    await baseExpect(message).toHaveText(/Cashed out .*stays in play/, { timeout: 3_000 });
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
