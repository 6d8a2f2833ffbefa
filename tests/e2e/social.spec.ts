// Social sign-in in Chromium against the local OpenID provider the server runs
// (SOCIAL_LOCAL_PROVIDER=1): register through the provider, sign out, sign in again through it;
// link and unlink an identity in office/security; the one-tap prompt for guests.
import { expect, test, type Page } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  expectAccessible,
  header,
  NORD,
  registerInOneClick,
  signOut,
} from './helpers';

/** At the provider's sign-in page (another origin): any login and password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function signedInUserId(page: Page): Promise<number> {
  const check = await page.request.get(`${AURORA}/web-api/auth/check`);
  return (await check.json()).user_id as number;
}

test('a guest registers through the provider, signs out, and signs in again through it', async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  const login = `e2e-reg-${Date.now()}`;
  await page.goto(`${AURORA}/en/registration/socialregistration`);
  const form = page.locator('.registration-form');
  await expect(form.getByRole('button', { name: 'Social networks' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(form.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Currency').selectOption({ label: 'EUR (€)' });
  await form.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, login);

  // Back on the site, registered and signed in.
  await expect(page).toHaveURL(`${AURORA}/en/`);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  const userId = await signedInUserId(page);
  expect(userId).toBeGreaterThan(0);
  await page.goto(`${AURORA}/en/office/security`);
  await expect(page.getByText(`${login}@local.test`)).toBeVisible();

  await signOut(page);
  // Signed out at the provider too, so its sign-in page shows again.
  await context.clearCookies({ domain: '127.0.0.1' });

  await page.goto(`${AURORA}/en/user/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(`${AURORA}/en/`);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await signedInUserId(page)).toBe(userId);
  expect(errors).toEqual([]);
});

test("a customer links and unlinks an identity in office/security; another's is refused", async ({
  page,
  context,
}) => {
  const taken = `e2e-taken-${Date.now()}`;
  // Someone registers through the provider first, then leaves.
  await page.goto(`${AURORA}/en/registration/socialregistration`);
  await page
    .locator('.registration-form')
    .getByRole('link', { name: 'Continue with Google' })
    .click();
  await signInAtProvider(page, taken);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await signOut(page);
  await context.clearCookies({ domain: '127.0.0.1' });

  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await page.goto(`${AURORA}/en/office/security`);
  const panel = page.locator('.social-identities');
  await expect(panel.getByText('No account is linked yet.')).toBeVisible();

  // That identity belongs to the first customer: refused, nothing linked.
  await panel.getByRole('link', { name: 'Link Google' }).click();
  await signInAtProvider(page, taken);
  await expect(page).toHaveURL(/\/en\/office\/security\?socialError=social_identity_taken/);
  await expect(
    panel.getByText('This account of the provider is already linked to another customer.'),
  ).toBeVisible();
  await expect(panel.getByText('No account is linked yet.')).toBeVisible();
  await context.clearCookies({ domain: '127.0.0.1' });

  const own = `e2e-link-${Date.now()}`;
  await panel.getByRole('link', { name: 'Link Google' }).click();
  await signInAtProvider(page, own);
  await expect(page).toHaveURL(/\/en\/office\/security\?socialLinked=google/);
  await expect(panel.getByText('Google is linked: you can now sign in with it.')).toBeVisible();
  await expect(panel.getByText(`${own}@local.test`)).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(panel.getByText('Google is unlinked.')).toBeVisible();
  await expect(panel.getByText('No account is linked yet.')).toBeVisible();
});

test('guests see the one-tap prompt; "Not now" keeps it away after a reload', async ({ page }) => {
  await page.goto(`${AURORA}/en/`);
  const prompt = page.getByRole('complementary', { name: 'Sign in with Google' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
    'href',
    /^\/social-api\/oauth\/google\/start\?purpose=sign_in&lang=en/,
  );
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Registration' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('the prompt reads right to left in Arabic, and shows on the second brand', async ({
  page,
}) => {
  await page.goto(`${AURORA}/ar/`);
  const prompt = page.locator('.one-tap-prompt');
  await expect(prompt).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(prompt.getByRole('link')).toHaveText('المتابعة باستخدام Google');
  await expectAccessible(page);
  await page.goto(`${NORD}/en/`);
  await expect(page.getByRole('complementary', { name: 'Sign in with Google' })).toBeVisible();
  await expectAccessible(page);
});
