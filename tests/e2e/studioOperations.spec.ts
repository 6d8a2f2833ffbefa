import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { samplePng } from '../fixtures/documents';
import { AURORA, expectAccessible, header, studioAs } from './helpers';

// The operator screens of the studio (docs/back-office.md "Customers", "Verification queue"): an
// admin finds a customer by e-mail, sees the customer's accounts and approves the passport the
// customer uploaded (the office shows the account verified) and answers the customer's payment
// request. A QA operator sees the customer
// without personal data and no write control, and the server refuses QA's ban.

const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN = { login: 'operations-e2e-admin', password: 'Operations-Admin-2026!', role: 'admin' };
const QA = { login: 'operations-e2e-qa', password: 'Operations-Qa-2026!', role: 'qa' };

/** The newest registration code e-mailed to `to`, once the sink has it. */
async function registrationCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${AURORA}/test-control/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as {
        messages: { subject: string | null; text: string }[];
      };
      const mail = messages.filter((m) => m.subject === 'Your registration code').at(-1);
      code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
      return code !== '';
    })
    .toBe(true);
  return code;
}

/** Registers a customer by e-mail in the site and uploads a passport scan; the customer's id. */
async function customerWithPassport(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<string> {
  await page.goto(`${AURORA}/en/`);
  await header(page).getByRole('button', { name: 'Registration' }).click();
  const registration = page.getByRole('dialog', { name: 'Registration' });
  await registration.getByRole('button', { name: 'By e-mail' }).click();
  await registration.getByLabel('E-mail', { exact: true }).fill(email);
  await registration.getByRole('button', { name: 'Send a code to the e-mail' }).click();
  const code = await registrationCode(request, email);
  await registration.getByLabel('Code from the e-mail', { exact: true }).fill(code);
  await registration.getByLabel('New password', { exact: true }).fill('Quiet-Harbour-2031');
  await registration.getByLabel('First name', { exact: true }).fill('Olga');
  await registration.getByLabel('Last name', { exact: true }).fill('Sand');
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(registration).toHaveCount(0);
  const userId = await page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return String(((await res.json()) as { user_id: number }).user_id);
  });

  await page.goto(`${AURORA}/en/office/verification`);
  await expect(page.getByTestId('verification-status')).toContainText('Not verified yet');
  await page.getByLabel('Document type').selectOption({ label: 'Passport (main page)' });
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: samplePng() });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Under review');
  return userId;
}

test('an admin finds a customer by e-mail, sees the accounts and approves the passport; QA cannot write', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `operations-${Date.now()}@example.test`;
  const userId = await customerWithPassport(page, request, email);

  // The admin: Customers, by e-mail.
  const admin = await studioAs(browser, request, ADMIN, `${AURORA}/studio/customers`);
  await expect(admin.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await admin.getByLabel('Search by').selectOption('email');
  await admin.getByLabel('Look for').fill(email);
  await admin.getByRole('button', { name: 'Find' }).click();
  const found = admin.getByRole('table', { name: 'Customers found' });
  await expect(found.locator(`tr[data-user-id="${userId}"]`)).toContainText(email);
  await found.getByRole('button', { name: userId }).click();
  const panel = admin.getByRole('region', { name: `Customer ${userId}` });
  await expect(panel.getByRole('table', { name: 'Accounts' })).toContainText('Main');
  await expect(panel.getByRole('region', { name: 'Personal data' })).toContainText(email);
  await expect(panel.getByRole('table', { name: 'Documents' })).toContainText('Waiting for review');
  await expect(panel.getByRole('button', { name: 'Ban' })).toBeEnabled();
  await expectAccessible(admin);
  // Every view of the personal data is in the audit log.
  const audit = await admin.evaluate(async () => {
    const res = await fetch('/operator-api/audit?limit=50');
    return ((await res.json()) as { entries: { action: string; target: string | null }[] }).entries;
  });
  expect(audit).toContainEqual(
    expect.objectContaining({ action: 'customer.personal_read', target: `customer/${userId}` }),
  );

  // From the customer to the verification queue: approve the passport.
  await panel.getByRole('link', { name: 'Review the pending documents' }).click();
  await expect(admin.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  const queue = admin.getByRole('table', { name: 'Documents' });
  const row = queue.locator(`tr[data-user-id="${userId}"]`);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Document / }).click();
  await expect(admin.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status')).toContainText('is approved');
  await expect(row).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('verification-status')).toContainText('Verified');

  // The customer opens a payment request; the admin answers it from the studio.
  const requestId = await page.evaluate(async () => {
    const res = await fetch('/web-api/support/requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topicId: 1, subTopicId: 11, text: 'My deposit has not arrived.' }),
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`support request: ${res.status} ${text}`);
    return (JSON.parse(text) as { request: { id: string } }).request.id;
  });
  await admin.getByRole('navigation').getByRole('link', { name: 'Payment requests' }).click();
  await admin.getByLabel('Customer id').fill(userId);
  const request_ = admin.locator(`tr[data-request-id="${requestId}"]`);
  await expect(request_).toContainText('Waiting for an answer');
  await request_.getByRole('button', { name: `Request ${requestId}` }).click();
  const messages = admin.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('My deposit has not arrived.');
  await admin.getByLabel('Your reply').fill('We found it: it is credited now.');
  await admin.getByRole('button', { name: 'Send the reply' }).click();
  await expect(messages).toContainText('We found it: it is credited now.');
  await expect(request_).toContainText('Answered');
  await expectAccessible(admin);

  // QA: the customer without personal data, no ban control, no decision; the server refuses.
  const qa = await studioAs(browser, request, QA, `${AURORA}/studio/customers`);
  await expect(qa.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(
    qa.getByRole('navigation').getByRole('link', { name: 'Payment requests' }),
  ).toHaveCount(0);
  await expect(qa.getByLabel('Search by').locator('option[value="email"]')).toHaveCount(0);
  await qa.getByLabel('Look for').fill(userId);
  await qa.getByRole('button', { name: 'Find' }).click();
  await qa
    .getByRole('table', { name: 'Customers found' })
    .getByRole('button', { name: userId })
    .click();
  const seen = qa.getByRole('region', { name: `Customer ${userId}` });
  await expect(seen.getByRole('table', { name: 'Accounts' })).toContainText('Main');
  await expect(seen).not.toContainText(email);
  await expect(seen.getByRole('region', { name: 'Personal data' })).toHaveCount(0);
  await expect(qa.getByRole('button', { name: /Ban|Lift the ban/ })).toHaveCount(0);
  await expectAccessible(qa);

  await qa.getByRole('navigation').getByRole('link', { name: 'Verification' }).click();
  await qa.getByLabel('Review').selectOption('accepted');
  await qa.getByLabel('Customer id').fill(userId);
  const accepted = qa
    .getByRole('table', { name: 'Documents' })
    .locator(`tr[data-user-id="${userId}"]`);
  await expect(accepted).toContainText('Accepted');
  await accepted.getByRole('button', { name: /^Document / }).click();
  await expect(qa.getByRole('button', { name: /Approve|Reject|Ask for another/ })).toHaveCount(0);

  const refused = await qa.evaluate(async (id) => {
    const res = await fetch(`/operator-api/customers/${id}/ban`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 45, version: 0 }),
    });
    return { status: res.status, body: (await res.json()) as { reason?: string } };
  }, userId);
  expect(refused).toEqual({
    status: 403,
    body: expect.objectContaining({ reason: 'operator_forbidden' }),
  });
  const after = await admin.evaluate(async (id) => {
    const res = await fetch(`/operator-api/customers/${id}`);
    return ((await res.json()) as { banLevel: number }).banLevel;
  }, userId);
  expect(after).toBe(0);
});
