import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
// Switches something for a whole brand or the feed: on the second server, one spec at a time
// (playwright.config.ts, project 'exclusive').
import {
  EXCLUSIVE_AURORA as AURORA,
  collectPageErrors,
  expectAccessible,
  header,
  payInSandbox,
  registerInOneClick,
  type Credentials,
} from './helpers';

// Responsible gaming (SPEC sections 2, 3, 4, 5, 8): a customer sets a daily deposit limit, is
// refused a deposit beyond it with a clear message, lowers it at once, asks to raise it and sees
// the change pending, approves it once the cooling-off has passed (the server's world clock moved
// through the test control, TEST_CONTROL=1); and a self-excluded customer is signed out
// everywhere and cannot sign in again.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
// An action waits at most this long (Playwright's default is the whole test).
test.use({ actionTimeout: 15_000 });

const limitRow = (page: Page, name: string) => page.getByRole('article', { name });

async function control(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${AURORA}/test-control/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** One-click registration in the given currency; the generated login and password. */
async function register(page: Page, currency: string): Promise<Credentials> {
  await page.goto(`${AURORA}/en/`);
  return registerInOneClick(page, currency);
}

async function signIn(page: Page, credentials: Credentials) {
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  return signInInDialog(page, credentials);
}

/** Signs in in the sign-in dialog already open. */
async function signInInDialog(page: Page, { login, password }: Credentials) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail or account ID', { exact: true }).fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  return dialog;
}

/** A deposit through the sandbox provider, paid. */
async function depositPaid(page: Page, amount: string) {
  await page.goto(`${AURORA}/en/office/recharge`);
  await payInSandbox(page, amount, 'USD');
}

async function saveCustomAmount(row: Locator, amount: string) {
  await row.getByLabel('New limit').selectOption('custom');
  await row.getByLabel('Amount, USD').fill(amount);
  await row.getByRole('button', { name: 'Save limit' }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  return context.newPage();
}

test('a daily deposit limit: set, enforced, lowered at once, raised after cooling-off', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const errors = collectPageErrors(page);
  await register(page, 'USD ($)');

  // The office menu leads to the limits page.
  await page.goto(`${AURORA}/en/office/account`);
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Responsible gaming' })
    .click();
  await expect(page).toHaveURL(`${AURORA}/en/office/responsible`);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();

  // A daily deposit limit of 100.
  const daily = limitRow(page, 'Deposits per 24 hours');
  await saveCustomAmount(daily, '100');
  await expect(daily.getByText('Saved. The new limit applies now.')).toBeVisible();
  await expect(daily.getByTestId('limit-current-20')).toHaveText(/Active\s+100\.00\s+\$/);
  await expectAccessible(page);

  // 60 goes through; 50 more is refused with what the limit still allows.
  await depositPaid(page, '60');
  await expect(header(page).getByTestId('header-balance')).toHaveText(/60\.00/, {
    timeout: 25_000,
  });
  await page.goto(`${AURORA}/en/office/recharge`);
  await page.getByLabel('Amount to deposit, USD', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This deposit is more than your deposit limit leaves.',
  );
  await expect(page.getByTestId('deposit-limit-refusal')).toContainText(
    /Your deposit limit lets you deposit up to 40\.00\s+\$ more right now\./,
  );
  await expect(page).toHaveURL(`${AURORA}/en/office/recharge`);

  // Lowering it applies at once.
  await page
    .getByTestId('deposit-limit-refusal')
    .getByRole('link', { name: 'See my limits' })
    .click();
  await expect(page).toHaveURL(`${AURORA}/en/office/responsible`);
  await expect(daily.getByTestId('limit-remaining-20')).toHaveText(
    /40\.00\s+\$ left of 100\.00\s+\$/,
  );
  await saveCustomAmount(daily, '80');
  await expect(daily.getByText('Saved. The new limit applies now.')).toBeVisible();
  await expect(daily.getByTestId('limit-current-20')).toHaveText(/Active\s+80\.00\s+\$/);
  await expect(daily.getByTestId('limit-remaining-20')).toHaveText(
    /20\.00\s+\$ left of 80\.00\s+\$/,
  );

  // Raising it waits: pending, the current limit still applies, approval not yet possible.
  await saveCustomAmount(daily, '200');
  const pending = daily.getByTestId('limit-pending-20');
  await expect(pending).toContainText(/Requested change: 200\.00\s+\$/);
  await expect(pending).toContainText('You can confirm it from');
  await expect(pending.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
  await expect(daily.getByTestId('limit-current-20')).toHaveText(/Active\s+80\.00\s+\$/);
  await expectAccessible(page);

  // The world passes the cooling-off (24 h on this brand); the customer approves.
  await control(page.request, 'clock/advance', { ms: 24 * 3600_000 + 60_000 });
  await page.reload();
  await expect(pending).toContainText('The cooling-off period is over');
  await pending.getByRole('button', { name: 'Confirm change' }).click();
  await expect(daily.getByText('Confirmed. The new limit is active.')).toBeVisible();
  await expect(daily.getByTestId('limit-current-20')).toHaveText(/Active\s+200\.00\s+\$/);
  await expect(daily.getByTestId('limit-pending-20')).toHaveCount(0);

  // After a reload too: the server holds it.
  await page.reload();
  await expect(daily.getByTestId('limit-current-20')).toHaveText(/Active\s+200\.00\s+\$/);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a self-excluded customer is signed out everywhere and cannot sign in again', async ({
  browser,
}) => {
  const first = await newPage(browser);
  const credentials = await register(first, 'USD ($)');
  // The same customer signed in in a second browser.
  const second = await newPage(browser);
  await second.goto(`${AURORA}/en/`);
  await signIn(second, credentials);
  await expect(header(second).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(header(second).getByTestId('header-balance')).toBeVisible();

  // Self-exclusion for 7 days from the first: warned, asked, confirmed.
  await first.goto(`${AURORA}/en/office/responsible`);
  const exclusion = limitRow(first, 'Self-exclusion');
  await exclusion.getByLabel('Period').selectOption({ label: '7 days' });
  await expect(exclusion.getByRole('alert')).toContainText(
    'Until it ends you cannot sign in, bet or deposit',
  );
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  const confirm = first.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByRole('group').first()).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Confirm and start' })).toBeDisabled();
  for (const group of await confirm.getByRole('group').all()) {
    await group.getByLabel('Yes, I understand').check();
  }
  await confirm.getByRole('button', { name: 'Confirm and start' }).click();

  // Signed out here...
  await expect(header(first).getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: 25_000,
  });
  // ... and in the other browser at its next request.
  await second.reload();
  await expect(header(second).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await second.goto(`${AURORA}/en/office/account`);
  // Home, with the sign-in dropdown open and the way back (SPEC section 6).
  await expect(second).toHaveURL(`${AURORA}/en/?returnUrl=%2Fen%2Foffice%2Faccount`);

  // Signing in again is refused, saying why.
  const dialog = await signInInDialog(second, credentials);
  await expect(dialog.getByRole('alert')).toContainText(
    'You have excluded yourself from play. Your account is closed until the self-exclusion ends.',
  );
  await expect(header(second).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});
