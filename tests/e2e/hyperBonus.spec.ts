import { expect, test } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  expressOfHomeWins,
  headerBalance,
  lineGames,
  minorOf,
  placeAndReadCouponId,
  registerAndDeposit,
  testControl,
} from './helpers';

// The hyper bonus (SPEC section 3 hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit;
// docs/coupon.md "Hyper bonus"): aurora's site config adds 3 % of the winnings of an express of 3
// legs each priced 1.3 or more, staked 50.00 or more. A new customer's qualifying express shows
// the bonus and what it adds before it is placed (below the least stake, from which stake it
// applies); when the games end the balance grows by the payout and the bonus, and the bet
// history shows the bonus paid.

test('aurora: a qualifying express shows its hyper bonus, and a win pays it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');

  const games = await lineGames(page.request, 3, 2);
  const coupon = await expressOfHomeWins(page, AURORA, games);
  const stake = coupon.getByRole('textbox', { name: 'Stake' });

  // Below the least stake the slip says from which stake the bonus applies.
  await stake.fill('20');
  await expect(coupon.getByTestId('coupon-hyper-bonus-from')).toHaveText(/from a stake of 50\.00/);
  await expect(
    coupon.locator('.coupon__sum').filter({ hasText: 'Hyper bonus +3 %' }),
  ).toBeVisible();

  await stake.fill('100');
  const possibleWin = minorOf(
    (await coupon.getByTestId('coupon-possible-win').textContent()) ?? '',
  );
  expect(possibleWin).toBeGreaterThan(10_000);
  // 3 % of the winnings, rounded down to the kopeck.
  const bonus = Math.floor(((possibleWin - 10_000) * 3) / 100);
  await expect(
    coupon.locator('.coupon__sum').filter({ hasText: 'Hyper bonus +3 %' }),
  ).toBeVisible();
  await expect
    .poll(async () => minorOf((await coupon.getByTestId('coupon-hyper-bonus').textContent()) ?? ''))
    .toBe(bonus);

  const couponId = await placeAndReadCouponId(coupon);
  await expect.poll(() => headerBalance(page)).toBe(40_000);

  // The games end with home wins: the balance grows by the payout and the bonus, exactly.
  for (const game of games) {
    await testControl(page.request, 'sports/finish', { gameId: game.id, home: 2, away: 0 });
  }
  await expect
    .poll(() => headerBalance(page), { timeout: 30_000 })
    .toBe(40_000 + possibleWin + bonus);

  await page.goto(`${AURORA}/en/office/history`);
  const row = page.getByTestId(`bet-history-row-${couponId}`);
  await expect(row).toHaveAttribute('data-status', 'won');
  const paid = row.getByTestId('bet-history-hyper-bonus');
  await expect(paid).toContainText('Hyper bonus +3 %');
  expect(minorOf(((await paid.textContent()) ?? '').split(':')[1] ?? '')).toBe(bonus);
  expect(errors).toEqual([]);
});
