import { expect, test } from '@playwright/test';
import { AURORA, registerInOneClick, studioAs } from './helpers';

// An admin sets a customer's limit from the customer's page in the studio, by the customer's own
// rules: a session limit of 5 hours is saved and shown, 25 hours (not a value the limit takes) is
// refused in words and changes nothing.

const expectSoon = expect.configure({ timeout: 20_000 });
const ADMIN = { login: 'limits-desk-e2e', password: 'Limits-Desk-2026!', role: 'admin' };

test("an admin sets a customer's limit from the studio", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await page.goto(`${AURORA}/en/`);
  const customer = await registerInOneClick(page);

  const studio = await studioAs(
    browser,
    request,
    ADMIN,
    `${AURORA}/studio/customers?customer=${customer.login}`,
  );
  const form = studio.getByRole('form', { name: 'Set the limit' });
  await expectSoon(form).toBeVisible();
  await form.getByLabel('Limit type').fill('31');
  await form.getByLabel('Value').fill('5');
  await form.getByRole('button', { name: 'Set the limit' }).click();
  await expectSoon(
    studio.getByText("The limit is saved, by the customer's own rules."),
  ).toBeVisible();
  const limits = studio.getByRole('table', { name: 'Limits' });
  await expectSoon(limits.getByRole('row').filter({ hasText: /^\s*31\s*5/ })).toHaveCount(1);

  await form.getByLabel('Value').fill('25');
  await form.getByRole('button', { name: 'Set the limit' }).click();
  await expectSoon(studio.getByText('This value is not one the limit takes.')).toBeVisible();
  await expect(limits.getByRole('row').filter({ hasText: /^\s*31\s*5/ })).toHaveCount(1);
});
