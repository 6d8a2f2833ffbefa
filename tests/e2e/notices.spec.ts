// Notices (SPEC sections 4, 5, 8, 9) in the production build: terms confirmation after the terms
// changed, the age notice until accepted, what each cookie choice lets the site write, and a
// referral link's code reaching registration. These tests start with no cookies (the other specs
// start with the notices answered: tests/e2e/acceptedNotices.ts), except the terms test.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptedNoticesState } from './acceptedNotices';
import { AURORA, expectAccessible, header, NORD, registerInOneClick } from './helpers';

const DAY_S = 86_400;

async function cookieMap(context: BrowserContext, url: string) {
  return Object.fromEntries((await context.cookies(url)).map((c) => [c.name, c]));
}

const ageDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'This site is for adults only' });
const consentNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'We use cookies' });

async function acceptAge(page: Page, age = 18) {
  await ageDialog(page)
    .getByRole('button', { name: `I am ${age} or older` })
    .click();
  await expect(ageDialog(page)).toHaveCount(0);
}

test.describe('terms confirmation', () => {
  test.use({ storageState: acceptedNoticesState });

  test('a customer whose accepted terms are older than the current ones confirms them', async ({
    page,
    context,
  }) => {
    await page.goto(`${AURORA}/en/`);
    const { login } = await registerInOneClick(page);
    // The fast registration's login is the customer id: the terms changed after they accepted.
    const changed = await page.request.put(`${AURORA}/test-control/customers/${login}/terms`, {
      data: { acceptedAt: '2025-06-01T00:00:00.000Z' },
    });
    expect(changed.status()).toBe(200);
    // A new tab loads the session afresh (a tab reuses the session it loaded).
    const tab = await context.newPage();
    await tab.goto(`${AURORA}/en/office/account`);
    await expect(tab).toHaveURL(`${AURORA}/en/confirm-terms`);
    await expect(tab.getByRole('heading', { name: 'Our terms have changed' })).toBeVisible();
    await tab.getByRole('button', { name: 'Accept' }).click();
    await expect(tab).not.toHaveURL(/confirm-terms/);
    const again = await context.newPage();
    await again.goto(`${AURORA}/en/confirm-terms`);
    await expect(again).toHaveURL(`${AURORA}/en/`);
  });
});

test.describe('ad blocker', () => {
  test.use({ storageState: acceptedNoticesState });

  test('a blocked bait request brings the notice, which closes by itself', async ({ page }) => {
    await page.route('**/bff-api/ads/**', (route) => route.abort('blockedbyclient'));
    await page.goto(`${AURORA}/en/`);
    const notice = page.getByRole('status').filter({ hasText: 'Ad blocker detected' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Please disable it for this site.');
    // SPEC section 9: auto-close after 10 s.
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
  });
});

test.describe('with no cookies yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the age notice stays until accepted, then for 3 days', async ({ page, context }) => {
    await page.goto(`${AURORA}/en/`);
    const dialog = ageDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('aged 18 and over');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await acceptAge(page);
    const age = (await cookieMap(context, AURORA)).age_confirmed;
    const left = age!.expires - Date.now() / 1000;
    expect(left).toBeGreaterThan(3 * DAY_S - 120);
    expect(left).toBeLessThanOrEqual(3 * DAY_S + 1);
    await page.reload();
    await expect(header(page)).toBeVisible();
    await expect(ageDialog(page)).toHaveCount(0);
  });

  test('Nord remembers the age for the browser session only (minimum age 21)', async ({
    page,
    context,
  }) => {
    await page.goto(`${NORD}/en/`);
    await acceptAge(page, 21);
    const age = (await cookieMap(context, NORD)).age_confirmed;
    expect(age!.expires).toBe(-1); // a session cookie
  });

  test('consent decides which cookies the site writes', async ({ page, context }) => {
    await page.goto(`${AURORA}/en/line?utm_source=newsletter`);
    await acceptAge(page);
    await expect(consentNotice(page)).toBeVisible();
    await page.getByRole('button', { name: 'Hide the left column' }).click();
    await expect(page.getByRole('button', { name: 'Show the left column' })).toBeVisible();
    let cookies = await cookieMap(context, AURORA);
    for (const name of [
      'hide_left',
      'hide_right',
      'window_width',
      'utm_source',
      'cookies_agree_type',
    ]) {
      expect(cookies[name], name).toBeUndefined();
    }

    await consentNotice(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(consentNotice(page)).toHaveCount(0);
    cookies = await cookieMap(context, AURORA);
    expect(cookies.cookies_agree_type?.value).toBe('0');
    expect(Number(cookies.cookies_agree_time?.value)).toBeGreaterThan(Date.now() - 600_000);
    for (const name of ['hide_left', 'hide_right', 'window_width', 'utm_source']) {
      expect(cookies[name], name).toBeUndefined();
    }

    // The settings view: from the footer's cookies page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    const settings = page.getByRole('region', { name: 'Cookie settings' });
    await settings.getByRole('checkbox', { name: /Functional cookies/ }).check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Your cookie settings are saved.')).toBeVisible();
    cookies = await cookieMap(context, AURORA);
    expect(cookies.cookies_agree_type?.value).toBe('1');
    expect(cookies.hide_left?.value).toBe('1');
    expect(cookies.hide_right?.value).toBe('0');
    expect(Number(cookies.window_width?.value)).toBeGreaterThan(0);
    expect(cookies.utm_source).toBeUndefined();

    await settings.getByRole('checkbox', { name: /Marketing cookies/ }).check();
    await settings.getByRole('checkbox', { name: /Functional cookies/ }).uncheck();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await cookieMap(context, AURORA)).utm_source?.value)
      .toBe('newsletter');
    cookies = await cookieMap(context, AURORA);
    expect(cookies.cookies_agree_type?.value).toBe('2');
    for (const name of ['hide_left', 'hide_right', 'window_width']) {
      expect(cookies[name], name).toBeUndefined();
    }
    await expectAccessible(page);
  });

  test("a referral link's code reaches registration", async ({ page, context }) => {
    await page.goto(`${AURORA}/en/?ref=PARTNER_7&qtag=short1`);
    await acceptAge(page);
    const cookies = await cookieMap(context, AURORA);
    expect(cookies.refererid?.value).toBe('PARTNER_7');
    const days = (cookies.refererid!.expires - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    expect(cookies.reflinkid!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);

    // The home page's one-tap prompt comes before the cookie question (one overlay at a time).
    await page
      .getByRole('complementary', { name: 'Sign in with Google' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await consentNotice(page).getByRole('button', { name: 'Accept all' }).click();
    await header(page).getByRole('button', { name: 'Registration' }).click();
    const registration = page.getByRole('dialog', { name: 'Registration' });
    await expect(registration.getByLabel('Promo code (optional)')).toHaveValue('PARTNER_7');
    await page.keyboard.press('Escape');
    await registerInOneClick(page);
    const config = await page.request.get(`${AURORA}/web-api/user/config`);
    expect(config.status()).toBe(200);
    expect(JSON.stringify(await config.json())).toContain('"user_ref_id":"PARTNER_7"');
  });
});
