import { expect, test } from '@playwright/test';
import { AURORA, NORD, collectPageErrors, header, registerInOneClick, signOut } from './helpers';

// Signing in around guarded pages (SPEC section 6), on the production build of both brands:
// neither brand has route 72 (the sign-in page), so a guest opening an office page lands on home
// with the sign-in dropdown open and the page asked for in the address; signing in there goes
// back to it. Signed in, sign-in and registration send the customer back where they came from;
// block-appeal history, a restricted route, sends a customer who is not banned home.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ timeout: 90_000 });

for (const [brand, origin] of [
  ['aurora', AURORA],
  ['nord', NORD],
] as const) {
  test(`${brand}: a guest sent to sign in from an office page returns to it signed in`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const asked = '/en/office/historypay?tab=2';
    await page.goto(`${origin}/en/`);
    const { login, password } = await registerInOneClick(page);
    await signOut(page);

    await page.goto(`${origin}${asked}`);
    await expect(page).toHaveURL(`${origin}/en/?returnUrl=${encodeURIComponent(asked)}`);
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('E-mail or account ID', { exact: true }).fill(login);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn).toHaveCount(0);
    await expect(page).toHaveURL(`${origin}${asked}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Signed in, registration opened from a page of the site sends the customer back to it...
    await header(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(`${origin}/en/office/recharge`);
    await page.evaluate(() => {
      history.pushState(null, '', '/en/registration');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(`${origin}/en/office/recharge`);
    // ... and the sign-in page opened with nowhere to come from goes home.
    await page.goto(`${origin}/en/user/login`);
    await expect(page).toHaveURL(new RegExp(`^${origin}/en/?$`));
    // SPEC section 4 "Bans": block-appeal history is a restricted route, home for a customer who
    // is not banned.
    await page.goto(`${origin}/en/block-appeal-history`);
    await expect(page).toHaveURL(new RegExp(`^${origin}/en/?$`));
    expect(errors).toEqual([]);
  });

  test(`${brand}: the sign-in dropdown closed without signing in drops the way back`, async ({
    page,
  }) => {
    await page.goto(`${origin}/en/office/security`);
    await expect(page).toHaveURL(
      `${origin}/en/?returnUrl=${encodeURIComponent('/en/office/security')}`,
    );
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByLabel('E-mail or account ID', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toHaveCount(0);
    await expect(page).toHaveURL(`${origin}/en/`);
    // Block-appeal history needs sign-in first, like the office.
    await page.goto(`${origin}/en/block-appeal-history`);
    await expect(page).toHaveURL(
      `${origin}/en/?returnUrl=${encodeURIComponent('/en/block-appeal-history')}`,
    );
    await expect(signIn).toBeVisible();
    // An address leading off the site opens nothing and is never followed.
    await page.goto(`${origin}/en/?returnUrl=${encodeURIComponent('//evil.example/x')}`);
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(signIn).toHaveCount(0);
  });
}
