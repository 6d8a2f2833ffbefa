import { expect, test } from '@playwright/test';
import {
  NORD,
  collectPageErrors,
  expressOfHomeWins,
  headerBalance,
  lineGames,
  minorOf,
  placeAndReadCouponId,
  registerAndDeposit,
  testControl,
} from './helpers';

// SPEC section 3 "Global state" partnerHasTaxes (docs/coupon.md "Winnings tax"): nord's site
// config taxes 15 % of the winnings above 1000.00. A new nord customer's express shows, before it
// is placed, the possible win, the tax and the payout after it; when the games end the balance
// grows by exactly that payout after tax, and the bet history shows the tax withheld.

test('nord: the slip shows the winnings tax, settlement withholds it, the history shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto(`${NORD}/en/`);
  await registerAndDeposit(page, '500');

  // Three home wins priced 2 or more: 400.00 at 8 or more wins far above the allowance.
  const games = await lineGames(page.request, 3, 2);
  const coupon = await expressOfHomeWins(page, NORD, games);
  await coupon.getByRole('textbox', { name: 'Stake' }).fill('400');

  const possibleWin = minorOf(
    (await coupon.getByTestId('coupon-possible-win').textContent()) ?? '',
  );
  expect(possibleWin).toBeGreaterThan(40_000 + 100_000);
  // 15 % of the winnings above the stake and the 1000.00 allowance, rounded down to the kopeck.
  const tax = Math.floor(((possibleWin - 40_000 - 100_000) * 15) / 100);
  const net = possibleWin - tax;
  const sums = coupon.locator('.coupon__sum');
  await expect(sums.filter({ hasText: 'Winnings tax' }).getByTestId('coupon-tax')).toBeVisible();
  expect(minorOf((await coupon.getByTestId('coupon-tax').textContent()) ?? '')).toBe(tax);
  await expect(sums.filter({ hasText: 'Payout after tax' })).toBeVisible();
  expect(minorOf((await coupon.getByTestId('coupon-net-payout').textContent()) ?? '')).toBe(net);

  const couponId = await placeAndReadCouponId(coupon);
  await expect.poll(() => headerBalance(page)).toBe(10_000);

  // The games end with home wins: the balance grows by the payout after tax, exactly.
  for (const game of games) {
    await testControl(page.request, 'sports/finish', { gameId: game.id, home: 2, away: 0 });
  }
  await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe(10_000 + net);

  await page.goto(`${NORD}/en/office/history`);
  const row = page.getByTestId(`bet-history-row-${couponId}`);
  await expect(row).toHaveAttribute('data-status', 'won');
  await expect(row.getByTestId('bet-history-tax')).toContainText('Tax withheld');
  expect(minorOf((await row.getByTestId('bet-history-tax').textContent()) ?? '')).toBe(tax);
  expect(errors).toEqual([]);
});

test('nord: the cash-out shown is after the tax, and the balance receives exactly it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto(`${NORD}/en/`);
  await registerAndDeposit(page, '999');

  // Three home wins priced 2 or more, 900.00 staked: once two have won, the offer's winnings are
  // far above the 1000.00 allowance.
  const games = await lineGames(page.request, 3, 2);
  const coupon = await expressOfHomeWins(page, NORD, games);
  await coupon.getByRole('textbox', { name: 'Stake' }).fill('900');
  const couponId = await placeAndReadCouponId(coupon);
  await expect.poll(() => headerBalance(page)).toBe(9_900);

  for (const game of games.slice(0, 2)) {
    await testControl(page.request, 'sports/finish', { gameId: game.id, home: 2, away: 0 });
  }
  await page.goto(`${NORD}/en/office/history`);
  const row = page.getByTestId(`bet-history-row-${couponId}`);
  const cashOut = row.getByTestId(`cash-out-${couponId}`);
  // The value shown is the offer less 15 % of its winnings above the stake and the allowance.
  await expect(cashOut.getByTestId('cash-out-tax')).toContainText('Tax withheld', {
    timeout: 30_000,
  });
  const shown = Math.round(
    Number(await cashOut.getByTestId('cash-out-value').getAttribute('data-value')) * 100,
  );
  const tax = Math.round(
    Number(await cashOut.getByTestId('cash-out-tax').getAttribute('data-value')) * 100,
  );
  expect(tax).toBe(Math.floor(((shown + tax - 90_000 - 100_000) * 15) / 100));
  expect(minorOf((await cashOut.getByTestId('cash-out-value').textContent()) ?? '')).toBe(shown);

  // The confirmation says the same, and the balance receives exactly the value shown.
  await cashOut.getByTestId('cash-out-button').click();
  await expect(cashOut.getByTestId('cash-out-confirm-tax')).toContainText('Tax withheld');
  expect(minorOf((await cashOut.getByTestId('cash-out-confirm').textContent()) ?? '')).toBe(shown);
  await cashOut.getByTestId('cash-out-confirm').click();
  // Sold whole, the coupon leaves the open ones: the row says so, with the tax withheld.
  await expect(row).toHaveAttribute('data-status', 'cashed_out');
  expect(minorOf((await row.getByTestId('bet-history-tax').textContent()) ?? '')).toBe(tax);
  await expect.poll(() => headerBalance(page)).toBe(9_900 + shown);
  expect(errors).toEqual([]);
});
