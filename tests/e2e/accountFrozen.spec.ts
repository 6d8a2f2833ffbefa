import { expect, test, type Page } from '@playwright/test';
import { AURORA, header, registerInOneClick } from './helpers';

// SPEC section 3 "Account state" isAccountFrozen: an operator freezes a customer's money (test
// control here). The header says so, and a deposit is refused with the dictionary's words; once
// unfrozen the notice goes.

const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });

test('a frozen account is shown in the header and its deposit is refused in words', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await expect(header(page).getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
  await expect(header(page).getByTestId('header-account-frozen')).toHaveCount(0);
  const freeze = (isAccountFrozen: boolean) =>
    userIdOf(page).then((userId) =>
      request.put(`${AURORA}/test-control/customers/${userId}/freeze`, {
        data: { isAccountFrozen },
      }),
    );
  expect((await freeze(true)).status()).toBe(200);

  await page.goto(`${AURORA}/en/office/recharge`);
  await expect(header(page).getByTestId('header-account-frozen')).toHaveText(/Account frozen/, {
    timeout: 30_000,
  });
  await page.getByLabel('Amount to deposit, RUB', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(
    page.getByText(/Your account is frozen: bets, deposits and withdrawals/),
  ).toBeVisible();
  await expect(page).toHaveURL(`${AURORA}/en/office/recharge`);

  expect((await freeze(false)).status()).toBe(200);
  await page.reload();
  await expect(header(page).getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
  await expect(header(page).getByTestId('header-account-frozen')).toHaveCount(0);
});
