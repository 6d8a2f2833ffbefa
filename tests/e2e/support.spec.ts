import { expect, test } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible, registerInOneClick } from './helpers';

// Support (SPEC section 2 office payment/requests, section 3 user_msg_count): a new customer
// opens a payment request from the office menu, an operator replies through the operator API,
// and the office shows the unread badge in the side menu and the reply, which then counts as read;
// the operator closes the request and the office shows it closed, without the reply form.

const OPERATOR = { login: 'support-e2e-admin', password: 'Support-Admin-2026!', role: 'admin' };

test('a customer opens a payment request, an operator replies, the office shows the badge and the reply', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);

  // From the office menu to a new request on the deposit topic and one of its sub-topics.
  await page.goto(`${AURORA}/en/office/account`);
  const menu = page.getByRole('navigation', { name: 'My account' });
  await menu.getByRole('link', { name: 'Payment requests' }).click();
  await expect(page).toHaveURL(`${AURORA}/en/office/payment/requests`);
  await expect(menu.getByRole('link', { name: 'Payment requests' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('list', { name: 'Open a new request' })
    .getByRole('link', { name: 'Deposit', exact: true })
    .click();
  await expect(page).toHaveURL(`${AURORA}/en/office/payment/create-request/1`);
  await page.getByRole('link', { name: 'The deposit has not arrived' }).click();
  await expect(page).toHaveURL(`${AURORA}/en/office/payment/create-request/1/11`);
  await page.getByLabel('Describe the problem').fill('My deposit of 500 has not arrived.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/en\/office\/payment\/requests\?request=\d+$/);
  const requestId = new URL(page.url()).searchParams.get('request')!;
  await expect(page.getByText('My deposit of 500 has not arrived.')).toBeVisible();
  await expect(page.getByText('Waiting for an answer').first()).toBeVisible();

  // The operator replies through the operator API.
  const created = await request.post(`${AURORA}/test-control/operators`, { data: OPERATOR });
  expect([200, 201]).toContain(created.status());
  const session = await request.post(`${AURORA}/operator-api/session`, {
    data: { login: OPERATOR.login, password: OPERATOR.password },
  });
  expect(session.status()).toBe(200);
  const reply = await request.post(`${AURORA}/operator-api/support/requests/${requestId}/replies`, {
    data: { text: 'We found your deposit: it is credited now.' },
  });
  expect(reply.status(), await reply.text()).toBe(201);

  // Any office page: the menu's badge counts the unread reply.
  await page.goto(`${AURORA}/en/office/security`);
  const entry = menu.getByRole('link', { name: /Payment requests/ });
  await expect(entry).toContainText('1');
  await expect(entry).toContainText('Unread replies: 1');
  await entry.click();
  const row = page.locator(`[data-request-id="${requestId}"]`);
  await expect(row).toContainText('Answered');
  await expect(row).toContainText('New replies: 1');

  // Opening the request shows the reply; it then counts as read and the badge goes.
  await row.getByRole('link').click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('We found your deposit: it is credited now.');
  await expect(messages).toContainText('Support team');
  await expect(entry).not.toContainText('Unread replies');
  await expectAccessible(page);

  // The operator closes the request: the office says so, and the reply form gives way to why.
  await expect(page.getByLabel('Your message')).toBeVisible();
  const closed = await request.post(`${AURORA}/operator-api/support/requests/${requestId}/close`, {
    data: { brand: 'aurora' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.reload();
  await expect(row).toContainText('Closed');
  await expect(page.getByText('Our support team has closed this request')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  await expectAccessible(page);

  // Arabic: the same office, right to left.
  await page.goto(`${AURORA}/ar/office/payment/requests?request=${requestId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'حسابي' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'الرسائل' })).toContainText('We found your deposit');
  await expect(page.getByText('أغلق فريق الدعم هذا الطلب')).toBeVisible();
  expect(errors).toEqual([]);
});
