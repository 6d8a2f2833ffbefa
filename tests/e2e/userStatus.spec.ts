import { expect, test, type Page } from '@playwright/test';
import { AURORA, header, registerInOneClick } from './helpers';

// SPEC section 3 "User config" user_status_id: a customer an operator marks VIP (test control
// here) sees the status in the header once the user config is read again.

const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });

test('a customer marked VIP sees the status in the header', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await expect(header(page).getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
  await expect(header(page).getByTestId('header-user-status')).toHaveCount(0);
  const marked = await request.put(
    `${AURORA}/test-control/customers/${await userIdOf(page)}/status`,
    { data: { user_status_id: 1 } },
  );
  expect(marked.status()).toBe(200);
  await page.reload();
  await expect(header(page).getByTestId('header-user-status')).toHaveText('VIP customer', {
    timeout: 30_000,
  });
});
