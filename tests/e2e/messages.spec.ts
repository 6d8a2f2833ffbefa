import { expect, test, type APIRequestContext } from '@playwright/test';
import { AURORA, collectPageErrors, header } from './helpers';

// Messages that arrive: a new customer registers by e-mail, the activation e-mail travels over
// real SMTP into the server's local mail sink, the test reads it through test control, opens the
// link, and the account shows the e-mail confirmed.

interface SentMessage {
  subject: string | null;
  text: string;
}

/** The newest message to `to` with `subject`, once the sink has it. */
async function messageTo(request: APIRequestContext, to: string, subject: string) {
  let found: SentMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${AURORA}/test-control/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as { messages: SentMessage[] };
      found = messages.filter((m) => m.subject === subject).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as SentMessage;
}

test('registers by e-mail, reads the activation e-mail from the sink and activates', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const email = `arrives-${Date.now()}@example.test`;
  await page.goto(`${AURORA}/en/`);
  await header(page).getByRole('button', { name: 'Registration' }).click();
  const registration = page.getByRole('dialog', { name: 'Registration' });
  await registration.getByRole('button', { name: 'By e-mail' }).click();
  await registration.getByLabel('E-mail', { exact: true }).fill(email);
  await registration.getByRole('button', { name: 'Send a code to the e-mail' }).click();
  const codeMail = await messageTo(request, email, 'Your registration code');
  const code = /(\d{6})/.exec(codeMail.text)?.[1] ?? '';
  await registration.getByLabel('Code from the e-mail', { exact: true }).fill(code);
  await registration.getByLabel('New password', { exact: true }).fill('Quiet-Harbour-2031');
  await registration.getByLabel('First name', { exact: true }).fill('Ann');
  await registration.getByLabel('Last name', { exact: true }).fill('Lee');
  await registration.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(registration).toHaveCount(0);

  const activation = await messageTo(request, email, 'Confirm your e-mail address');
  const link = /(https?:\/\/\S+\/en\/user\/accountverify\?token=\S+)/.exec(activation.text)?.[1];
  expect(link, activation.text).toBeDefined();
  const before = await page.request.get(`${AURORA}/web-api/user/config`);
  expect(((await before.json()) as { is_email_confirmed: boolean }).is_email_confirmed).toBe(false);

  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'E-mail confirmation' })).toBeVisible();
  await expect(page.getByTestId('message-link-done')).toHaveText(
    `Your e-mail address ${email} is confirmed. Thank you!`,
  );
  const after = await page.request.get(`${AURORA}/web-api/user/config`);
  expect(((await after.json()) as { is_email_confirmed: boolean }).is_email_confirmed).toBe(true);

  // The link works once: opened again, the page says so.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('This link has already been used.');
  expect(errors).toEqual([]);
});
