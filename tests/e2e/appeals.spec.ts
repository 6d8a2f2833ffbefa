import { expect, test } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible, registerInOneClick } from './helpers';

// Block appeals (SPEC sections 4 "Bans", 6): a banned customer opens block-appeal-history (a
// restricted route), sends an appeal and sees it under review with no form for a second; an
// operator answers it through the operator API; the customer's history shows the answer.

const OPERATOR = { login: 'appeals-e2e-admin', password: 'Appeals-Admin-2026!', role: 'admin' };
const OFF_SITE = 'https://responsible.aurora-bet.example/account-closed';
const TEXT = 'My account was restricted by mistake: I only ever bet on my own account.';

test('a banned customer appeals, an operator answers, the history shows the answer', async ({
  context,
  request,
}) => {
  // A registration and two session loads on a shared machine (access.spec's ban test likewise).
  test.setTimeout(90_000);
  let page = await context.newPage();
  let errors = collectPageErrors(page);
  // Were the customer sent off-site, the page would say so instead of failing on a lookup.
  await context.route(`${OFF_SITE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Account closed</h1>' }),
  );
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  const userId = await page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });
  const banned = await request.put(`${AURORA}/test-control/customers/${userId}/ban`, {
    data: { level: 10, version: 0 },
  });
  expect(banned.status()).toBe(200);

  // A new tab starts with no stored session, so it loads one, ban included (access.spec likewise:
  // clearing the stored session of an open tab races that tab's own session read).
  expect(errors).toEqual([]);
  await page.close();
  page = await context.newPage();
  errors = collectPageErrors(page);
  const sessionLoaded = page.waitForResponse((r) => r.url().endsWith('/web-api/session'));
  await page.goto(`${AURORA}/en/block-appeal-history`);
  expect((await sessionLoaded).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/block-appeal-history$/);
  await expect(page.getByText('You have not sent any appeal yet.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your appeal' }).fill(TEXT);
  await page.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'being reviewed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the appeal' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Your appeals' });
  const item = history.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Under review');
  await expect(item).toContainText(TEXT);
  await expectAccessible(page);

  // A second appeal while the first waits is refused with its code.
  const second = await page.evaluate(async () => {
    const token = (await (await fetch('/web-api/user/gettoken?force_refresh=true')).json()) as {
      token: string;
    };
    const res = await fetch('/web-api/access/appeals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}` },
      body: JSON.stringify({ text: 'A second appeal while the first one waits.' }),
    });
    return { status: res.status, body: (await res.json()) as { reason?: string } };
  });
  expect(second).toEqual({
    status: 409,
    body: expect.objectContaining({ reason: 'appeal_pending' }),
  });

  // The operator finds the appeal among the brand's pending ones and accepts it.
  const created = await request.post(`${AURORA}/test-control/operators`, { data: OPERATOR });
  expect([200, 201]).toContain(created.status());
  const session = await request.post(`${AURORA}/operator-api/session`, {
    data: { login: OPERATOR.login, password: OPERATOR.password },
  });
  expect(session.status()).toBe(200);
  const listed = await request.get(`${AURORA}/operator-api/appeals?brand=aurora&status=pending`);
  expect(listed.status()).toBe(200);
  const { appeals } = (await listed.json()) as { appeals: { id: string; userId: string }[] };
  const mine = appeals.find((a) => a.userId === String(userId));
  if (!mine) throw new Error(`no pending appeal of customer ${userId}`);
  const answered = await request.put(`${AURORA}/operator-api/appeals/${mine.id}`, {
    data: { status: 'accepted', answer: 'We checked again: the restriction will be lifted.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  await page.reload();
  await expect(item).toContainText('Accepted');
  await expect(item.getByRole('heading', { level: 3 })).toContainText('Our answer');
  await expect(item).toContainText('We checked again: the restriction will be lifted.');
  // Answered, the form is back for a new appeal.
  await expect(page.getByRole('button', { name: 'Send the appeal' })).toBeVisible();
  expect(errors).toEqual([]);
});
