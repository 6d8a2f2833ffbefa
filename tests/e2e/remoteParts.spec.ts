import { expect, test, type Page } from '@playwright/test';
import { AURORA, NORD, collectPageErrors, gameRows, registerInOneClick } from './helpers';

// SPEC sections 1 and 7: pages whose content is a remote part (GET /mf/<name>/<path>, JSON
// rendered by the same renderer) show it on both brands; the payment consultant is a part of the
// layout shown only with ?payment_consultant=1, and reads right to left in Arabic.

/** Opens `url` and resolves once the part `name` was answered (200) for that page. */
async function openWithPart(page: Page, url: string, name: string): Promise<void> {
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname.startsWith(`/mf/${name}/`) && res.status() === 200,
    { timeout: 60_000 },
  );
  await page.goto(url);
  await answered;
}

for (const [brand, origin] of [
  ['aurora', AURORA],
  ['nord', NORD],
] as const) {
  test(`${brand}: pages built of remote parts show the parts' content`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);

    await openWithPart(page, `${origin}/en/results`, 'results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();

    await openWithPart(page, `${origin}/en/live`, 'betting-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Live betting' })).toBeVisible();
    await expect(gameRows(page).first()).toBeVisible({ timeout: 30_000 });

    await openWithPart(page, `${origin}/en/cyber/real/disciplines`, 'cyber');
    await expect(page.getByRole('heading', { level: 1, name: 'Esports' })).toBeVisible();

    await openWithPart(page, `${origin}/en/howbet`, 'information');
    await expect(page.getByRole('heading', { level: 1, name: 'How to bet' })).toBeVisible();
    await expect(page).toHaveTitle(/^How to bet \|/);

    await openWithPart(page, `${origin}/en/blog`, 'blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How odds work' })).toBeVisible();

    await openWithPart(page, `${origin}/en/registration`, 'registration');
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();

    // The office's parts, for a customer (the technical pages need a block reason to open:
    // access.spec.ts lands on each of them).
    await registerInOneClick(page);
    await openWithPart(page, `${origin}/en/office/account`, 'office');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
    await openWithPart(page, `${origin}/en/office/promotion`, 'promo-code-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo code' })).toBeVisible();

    expect(errors).toEqual([]);
  });

  test(`${brand}: the payment consultant shows only with payment_consultant=1`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const lng = brand === 'aurora' ? 'en' : 'ru';
    const title = lng === 'en' ? 'Payment consultant' : 'Платёжный консультант';
    await openWithPart(
      page,
      `${origin}/${lng}/contacts?payment_consultant=1`,
      'payment-consultant',
    );
    const consultant = page.getByRole('region', { name: title });
    await expect(consultant).toBeVisible();
    await expect(consultant.getByRole('link').first()).toHaveAttribute(
      'href',
      `/${lng}/office/recharge`,
    );

    // Without the flag: the page, its footer, and no consultant, never asked for.
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/mf/payment-consultant')) asked.push(req.url());
    });
    await page.goto(`${origin}/${lng}/contacts`);
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
}

test('aurora: the payment consultant in Arabic reads right to left', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithPart(page, `${AURORA}/ar/?payment_consultant=1`, 'payment-consultant');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const consultant = page.getByRole('region', { name: 'مستشار الدفع' });
  await expect(consultant).toBeVisible();
  await expect(consultant.getByRole('link', { name: 'الإيداع' })).toHaveAttribute(
    'href',
    '/ar/office/recharge',
  );
  const direction = await consultant.evaluate((el) => getComputedStyle(el).direction);
  expect(direction).toBe('rtl');
});
