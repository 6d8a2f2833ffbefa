import { expect, test } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  headerBalance,
  homeCell,
  lineGames,
  minorOf,
  registerInOneClick,
} from './helpers';

// Free bets (docs/bonus.md "Free bets"): an operator defines a free-bet promo code; a new customer
// activates it in the office, stakes an express with it from the bet slip (their balance does not
// move), and when the games end (test control, TEST_CONTROL=1) is paid the winnings minus the
// stake; the bet history marks the coupon as a free bet.

const OPERATOR = { login: 'freebet-e2e-admin', password: 'Freebet-Admin-2026!', role: 'admin' };
const CODE = `FB${Date.now().toString(36).toUpperCase()}`;

test('a free-bet promo code stakes an express, and a win pays the winnings minus the stake', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);

  // The operator defines a free bet of 100 RUB.
  const created = await request.post(`${AURORA}/test-control/operators`, { data: OPERATOR });
  expect([200, 201]).toContain(created.status());
  const session = await request.post(`${AURORA}/operator-api/session`, {
    data: { login: OPERATOR.login, password: OPERATOR.password },
  });
  expect(session.status()).toBe(200);
  const day = 24 * 3600 * 1000;
  const promo = await request.post(`${AURORA}/operator-api/promo-codes`, {
    data: {
      brand: 'aurora',
      code: CODE,
      kind: 'free_bet',
      amount: 10_000,
      currencyId: 643,
      expiryDays: 7,
      perCustomerLimit: 1,
      totalLimit: 10,
      validFrom: new Date(Date.now() - day).toISOString(),
      validTo: new Date(Date.now() + day).toISOString(),
    },
  });
  expect(promo.status(), await promo.text()).toBe(200);

  // A new customer activates it.
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await page.goto(`${AURORA}/en/office/promotion`);
  await page.getByRole('textbox', { name: 'Promo code' }).fill(CODE);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Free bet of 100.00')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(/Activated/)).toBeVisible();
  const before = await headerBalance(page);

  // Two home wins in an express, staked with the free bet: the stake is fixed at its amount.
  const games = await lineGames(page.request, 2, 1.5);
  await page.goto(`${AURORA}/en/line`);
  for (const game of games) await homeCell(page, game.id).click();
  const coupon = page.getByTestId('coupon');
  await expect(coupon.getByRole('radio', { name: 'Express' })).toBeChecked();
  const picker = coupon.getByRole('combobox', { name: 'Free bet' });
  await expect(picker.locator('option')).toHaveCount(2);
  await picker.selectOption({ index: 1 });
  await expect(coupon.getByRole('textbox', { name: 'Stake' })).toHaveValue('100');
  const shownWin = minorOf((await coupon.getByTestId('coupon-possible-win').textContent()) ?? '');
  expect(shownWin).toBeGreaterThan(10_000);
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  const success = coupon.getByTestId('coupon-success');
  await expect(success.getByRole('heading', { name: 'Bet accepted' })).toBeVisible();
  const printLink = success.getByRole('link', { name: /^Print coupon № \d+$/ });
  const couponId = Number(((await printLink.textContent()) ?? '').replace(/\D/g, ''));
  // The customer's money did not move.
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(before);

  // The games end with home wins: paid the winnings minus the stake.
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
        return headerBalance(page);
      },
      { timeout: 30_000 },
    )
    .toBe(before + shownWin - 10_000);

  await page.goto(`${AURORA}/en/office/history`);
  const row = page.getByTestId(`bet-history-row-${couponId}`);
  await expect(row).toContainText('Won');
  await expect(row.getByTestId('bet-history-free-bet')).toHaveText(/free bet/);
  expect(errors).toEqual([]);
});
