import { expect, test, type Page } from '@playwright/test';
import { samplePng } from '../fixtures/documents';
import { AURORA, expectAccessible, registerInOneClick } from './helpers';

// Verification (SPEC sections 2 and 6): a new customer uploads a passport scan in the office, an operator
// approves it through the operator endpoint, and the office shows the account verified.

const OPERATOR = {
  login: 'verification-e2e-admin',
  password: 'Verification-Admin-2026!',
  role: 'admin',
};

const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });

test('a document uploaded in the office, approved by an operator, shows verified', async ({
  page,
  request,
}) => {
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  const userId = await userIdOf(page);

  await page.goto(`${AURORA}/en/office/verification`);
  const status = page.getByTestId('verification-status');
  await expect(status).toContainText('Not verified yet');
  await page.getByLabel('Document type').selectOption({ label: 'Passport (main page)' });
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: samplePng() });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('The document is uploaded and waits for review.')).toBeVisible();
  await expect(status).toContainText('Under review');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Passport (main page)' }),
  ).toContainText('Under review');
  await expectAccessible(page);

  const created = await request.post(`${AURORA}/test-control/operators`, { data: OPERATOR });
  expect([200, 201]).toContain(created.status());
  const session = await request.post(`${AURORA}/operator-api/session`, {
    data: { login: OPERATOR.login, password: OPERATOR.password },
  });
  expect(session.status()).toBe(200);
  const pending = await request.get(`${AURORA}/operator-api/verification/documents?limit=200`);
  expect(pending.status()).toBe(200);
  const mine = ((await pending.json()) as { documents: { id: string; userId: string }[] }).documents
    .filter((d) => d.userId === String(userId))
    .map((d) => d.id);
  expect(mine).toHaveLength(1);
  const decided = await request.post(
    `${AURORA}/operator-api/verification/customers/${userId}/documents/${mine[0]}/decision`,
    { data: { decision: 'approve' } },
  );
  expect(decided.status(), await decided.text()).toBe(200);

  await page.reload();
  await expect(status).toContainText('Verified');
  await expect(status).toContainText('Your identity is confirmed.');
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Passport (main page)' }),
  ).toContainText('Accepted');
});
