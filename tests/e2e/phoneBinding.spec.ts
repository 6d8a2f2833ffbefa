import { expect, test, type Page } from '@playwright/test';
import { AURORA, NORD, collectPageErrors, header, registerInOneClick, signOut } from './helpers';

// Phone binding (SPEC section 4 "Phone bind"): a customer registered in one click has no phone;
// under security they bind one with the code the SMS gateway (the server's local sink) received,
// the user config moves from activation 0 to 3, and SMS sign-in then works for them; they change
// the number with codes to both and unbind it, back to activation 0.

// Read from the page: the request context cannot resolve *.localhost as Chromium does.
async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
}

/** The texts of the SMS messages the sink received for `to` (digits with the calling code). */
async function smsTexts(page: Page, to: string): Promise<string[]> {
  const { messages } = await getJson<{ messages: { text: string }[] }>(
    page,
    `/test-control/messages?to=${to}`,
  );
  return messages.map((m) => m.text);
}

/** The six-digit code of the first SMS to `to` after the `seen` ones, once it has arrived. */
async function smsCode(page: Page, to: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const texts = await smsTexts(page, to);
      code = texts.length > seen ? (/(\d{6})/.exec(texts.at(-1) ?? '')?.[1] ?? '') : '';
      return code !== '';
    })
    .toBe(true);
  return code;
}

async function activationType(page: Page): Promise<number> {
  return (await getJson<{ activation_type: number }>(page, '/web-api/user/config')).activation_type;
}

for (const [brand, origin, offset] of [
  ['aurora', AURORA, 1],
  ['nord', NORD, 2],
] as const) {
  test(`${brand}: a one-click customer binds a phone under security and signs in by SMS`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    // A Russian mobile number of this run: 9 and nine digits.
    const national = `9${String((Date.now() * 10 + offset) % 1_000_000_000).padStart(9, '0')}`;
    const full = `7${national}`;

    await page.goto(`${origin}/en/`);
    await registerInOneClick(page);
    expect(await activationType(page)).toBe(0);

    await page.goto(`${origin}/en/office/security`);
    const phone = page.getByRole('region', { name: 'Phone binding' });
    await expect(phone.getByRole('button', { name: 'Bind phone' })).toBeVisible();
    await phone.getByLabel('Country calling code', { exact: true }).fill('+7');
    await phone.getByLabel('Phone number', { exact: true }).fill(national);
    const seen = (await smsTexts(page, full)).length;
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByText('The code has been sent by SMS.')).toBeVisible();
    const code = await smsCode(page, full, seen);

    // A wrong code first: refused in words, nothing bound.
    await phone
      .getByLabel('Code from the SMS', { exact: true })
      .fill(code === '000000' ? '000001' : '000000');
    await phone.getByRole('button', { name: 'Bind phone' }).click();
    await expect(phone.getByRole('alert')).toHaveText('The code is wrong.');
    expect(await activationType(page)).toBe(0);

    await phone.getByLabel('Code from the SMS', { exact: true }).fill(code);
    await phone.getByRole('button', { name: 'Bind phone' }).click();
    await expect(phone.getByRole('status')).toHaveText(
      'The phone is bound. You can now sign in with an SMS code.',
    );
    await expect(phone.getByTestId('bound-phone')).toHaveText(`Bound phone: +7 ${national}`);
    await expect(page.getByText('Phone bound: on')).toBeVisible();
    expect(await activationType(page)).toBe(3);

    // Signed out, the customer signs in with a code sent to the bound phone.
    await signOut(page);
    await header(page).getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'SMS code' }).click();
    await signIn.getByLabel('Country calling code', { exact: true }).fill('7');
    await signIn.getByLabel('Phone number', { exact: true }).fill(national);
    const before = (await smsTexts(page, full)).length;
    await signIn.getByRole('button', { name: 'Send code' }).click();
    const loginCode = await smsCode(page, full, before);
    await signIn.getByLabel('Code from the SMS', { exact: true }).fill(loginCode);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Changed to another number with codes to both, then unbound: activation back to 0.
    const nextNational = `8${national.slice(1)}`;
    const nextFull = `7${nextNational}`;
    await page.goto(`${origin}/en/office/security`);
    await phone.getByRole('button', { name: 'Change phone' }).click();
    const toBound = (await smsTexts(page, full)).length;
    await phone.getByRole('button', { name: 'Send a code to the bound phone' }).click();
    const currentCode = await smsCode(page, full, toBound);
    await phone.getByLabel('Code sent to the bound phone', { exact: true }).fill(currentCode);
    await phone.getByLabel('Country calling code', { exact: true }).fill('+7');
    await phone.getByLabel('New phone number', { exact: true }).fill(nextNational);
    const toNext = (await smsTexts(page, nextFull)).length;
    await phone.getByRole('button', { name: 'Send code' }).click();
    const nextCode = await smsCode(page, nextFull, toNext);
    await phone.getByLabel('Code from the SMS', { exact: true }).fill(nextCode);
    await phone.getByRole('button', { name: 'Change phone' }).click();
    await expect(phone.getByTestId('bound-phone')).toHaveText(`Bound phone: +7 ${nextNational}`);
    expect(await activationType(page)).toBe(3);

    await phone.getByRole('button', { name: 'Unbind phone' }).click();
    const toUnbind = (await smsTexts(page, nextFull)).length;
    await phone.getByRole('button', { name: 'Send a code to the bound phone' }).click();
    const releaseCode = await smsCode(page, nextFull, toUnbind);
    await phone.getByLabel('Code sent to the bound phone', { exact: true }).fill(releaseCode);
    await phone.getByRole('button', { name: 'Unbind phone' }).click();
    await expect(phone.getByRole('status')).toHaveText('The phone is unbound.');
    await expect(phone.getByTestId('bound-phone')).toHaveCount(0);
    expect(await activationType(page)).toBe(0);
    expect(errors).toEqual([]);
  });
}
