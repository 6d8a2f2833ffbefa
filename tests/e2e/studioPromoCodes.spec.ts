import { expect as baseExpect, test } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  expectAccessible,
  headerBalance,
  registerInOneClick,
  studioAs,
} from './helpers';

// The promo codes desk (docs/bonus.md "Promo codes", docs/back-office.md): an admin defines a code
// from the studio, a name in use is refused in words, a new customer activates the code and is paid
// at once, and the desk counts the use. QA has no promo codes desk and the server refuses its write.

const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN = { login: 'promo-e2e-admin', password: 'Promo-Admin-2026!', role: 'admin' };
const QA = { login: 'promo-e2e-qa', password: 'Promo-Qa-2026!', role: 'qa' };

test('an admin defines a promo code in the studio, a customer activates it, the desk counts the use; QA cannot', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const code = `DESK-${test.info().workerIndex}-${Date.now().toString(36)}`.toUpperCase();
  const admin = await studioAs(browser, request, ADMIN, `${AURORA}/studio/promo-codes`);
  await expect(admin.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  // The validity in the operator's local time, as the datetime inputs take it.
  const [from, to] = await admin.evaluate(() => {
    const local = (ms: number) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    };
    return [local(Date.now() - 3_600_000), local(Date.now() + 86_400_000)];
  });
  const form = admin.getByRole('form', { name: 'New promo code' });
  const create = form.getByRole('button', { name: 'Create the code' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('amount');
  await form.getByRole('textbox', { name: 'Amount' }).fill('250');
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('643');
  await form.getByRole('textbox', { name: 'Wagering ×' }).fill('0');
  await form.getByRole('textbox', { name: 'Uses a customer' }).fill('1');
  await form.getByRole('textbox', { name: 'Uses in all' }).fill('5');
  await form.getByLabel('Valid from').fill(from);
  await expect(create).toBeDisabled();
  await form.getByLabel('Valid to').fill(to);
  await expectAccessible(admin);
  await create.click();
  await expect(admin.getByRole('status')).toContainText('The promo code is created.');
  const list = admin.getByRole('table', { name: 'Promo codes' });
  const row = list.locator(`tr[data-promo-code="${code}"]`);
  await expect(row).toContainText('250.00 RUB');
  await expect(row).toContainText('0 of 5 (1 a customer)');
  await expect(row).toHaveAttribute('data-phase', 'open');

  // The same name again is refused, and nothing else is created.
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await create.click();
  await expect(admin.getByRole('alert')).toContainText(
    'A promo code with this name already exists on this brand.',
  );
  await expect(list.locator(`tr[data-promo-code="${code}"]`)).toHaveCount(1);

  // A new customer activates it: 250.00 paid to the main account at once.
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  const before = await headerBalance(page);
  await page.goto(`${AURORA}/en/office/promotion`);
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(/Activated/)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + 25_000);

  // The desk counts the use, and finds the code by a part of its name.
  await admin.reload();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(code.slice(0, 9).toLowerCase());
  await expect(row).toContainText('1 of 5 (1 a customer)');

  // QA: no promo codes desk, and the server refuses its write.
  const qa = await studioAs(browser, request, QA, `${AURORA}/studio/customers`);
  await expect(qa.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(qa.getByRole('navigation').getByRole('link', { name: 'Promo codes' })).toHaveCount(
    0,
  );
  const status = await qa.evaluate(async (c) => {
    const res = await fetch('/operator-api/promo-codes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        brand: 'aurora',
        code: `${c}-QA`,
        kind: 'amount',
        amount: 100,
        currencyId: 643,
        perCustomerLimit: 1,
        totalLimit: 1,
        validFrom: new Date().toISOString(),
        validTo: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    return res.status;
  }, code);
  expect(status).toBe(403);
  expect(errors).toEqual([]);
});
