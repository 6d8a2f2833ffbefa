import { expect, test } from '@playwright/test';
// Publishes a new page and route for a whole brand: on the second server, one spec at a time
// (playwright.config.ts, project 'exclusive').
import { EXCLUSIVE_AURORA as AURORA, expectAccessible } from './helpers';

// An editor creates a promotion landing page from its template in the studio, publishes it, and
// a customer opens it at its new address without a deploy; the editor rolls the route back and
// the address is gone again.

const expectSoon = expect.configure({ timeout: 20_000 });
const EDITOR = { login: 'studio-creator-e2e', password: 'Studio-Creator-2026!', role: 'editor' };

test('an editor creates a promotion landing from a template, publishes it live and rolls it back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const created = await request.post(`${AURORA}/test-control/operators`, { data: EDITOR });
  expect([200, 201]).toContain(created.status());
  const id = `summer-${Date.now().toString(36)}`;

  await page.goto(`${AURORA}/studio/create`);
  await page.getByLabel('Login').fill(EDITOR.login);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSoon(page.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Template').selectOption('promotion');
  await page.getByLabel('Page name (a-z, 0-9, -)').fill(id);
  await page.getByLabel('Title', { exact: true }).fill('Summer cup');
  await page.getByRole('button', { name: 'Create drafts' }).click();
  await expectSoon(page.getByRole('status')).toContainText(`promo/${id}`);

  // Drafts only: the address is not served yet.
  const customer = await browser.newPage();
  await customer.goto(`${AURORA}/en/promo/${id}`);
  await expectSoon(customer.getByRole('contentinfo')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Summer cup' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish page, texts and route' }).click();
  await expectSoon(page.getByRole('status')).toContainText('Published');
  await customer.goto(`${AURORA}/en/promo/${id}`);
  await expectSoon(customer.getByRole('heading', { name: 'Summer cup' })).toBeVisible();

  await page.getByRole('button', { name: 'Roll back the route' }).click();
  await expectSoon(page.getByRole('status')).toContainText('Rolled back');
  await customer.goto(`${AURORA}/en/promo/${id}`);
  await expectSoon(customer.getByRole('contentinfo')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Summer cup' })).toHaveCount(0);
});
