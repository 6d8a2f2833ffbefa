import { expect, test, type Page } from '@playwright/test';
import { AURORA, header, registerInOneClick } from './helpers';

// SPEC section 3 "User config": the customer hides the balance in the office settings and the
// header keeps it hidden across reloads; line and live closed to the customer (by an operator;
// test control here) leave the header's navigation and send their pages home.

const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });

test('the balance hidden in the office settings stays hidden in the header', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await expect(header(page).getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${AURORA}/en/office/settings`);
  const hide = page.getByRole('checkbox', { name: 'Hide balance' });
  await expect(hide).not.toBeChecked({ timeout: 30_000 });
  await hide.click(); // a controlled box: checked once the server has answered
  await expect(hide).toBeChecked();
  await expect(header(page).getByTestId('header-balance-hidden')).toHaveText(/Balance hidden/);
  await expect(header(page).getByTestId('header-balance')).toHaveCount(0);
  await page.reload();
  await expect(header(page).getByTestId('header-balance-hidden')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Hide balance' })).toBeChecked();
});

test('live closed to a customer leaves the navigation and its page sends them home', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  const nav = header(page).getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Live', exact: true })).toHaveCount(1, {
    timeout: 30_000,
  });
  const closed = await request.put(
    `${AURORA}/test-control/customers/${await userIdOf(page)}/sports-access`,
    { data: { disallow_live_sport: true } },
  );
  expect(closed.status()).toBe(200);

  await page.goto(`${AURORA}/en/live`);
  await expect(page).toHaveURL(`${AURORA}/en/`, { timeout: 30_000 });
  await expect(nav.getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Line', exact: true })).toHaveCount(1);
  await page.goto(`${AURORA}/en/line`);
  await expect(page).toHaveURL(`${AURORA}/en/line`);
});
