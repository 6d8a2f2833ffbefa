import { expect, test, type Page } from '@playwright/test';
import { AURORA, NORD, registerInOneClick } from './helpers';

// SPEC section 6 "A user needing an office transfer gets a transfer modal": a customer whose
// account belongs to the other brand (recorded by test control, as a transfer records it) is
// asked to move there on every page, and the button leads into the transfer on office/transfer
// with that brand chosen. Both brands; the dialog right to left in Arabic.

const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });

const cases = [
  { site: AURORA, brand: 'aurora', target: 'nord', targetName: 'Nord Bet' },
  { site: NORD, brand: 'nord', target: 'aurora', targetName: 'Aurora Bet' },
];

for (const { site, brand, target, targetName } of cases) {
  test(`${brand}: a customer whose account belongs to ${target} gets the transfer modal, which leads into the transfer`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${site}/en/`);
    await registerInOneClick(page);
    // A customer whose account was never moved needs no transfer.
    await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Your account has moved' })).toHaveCount(0);

    // Test control on aurora's host: the test runner resolves only localhost.
    const moved = await request.put(
      `${AURORA}/test-control/customers/${await userIdOf(page)}/brand`,
      {
        data: { brand: target },
      },
    );
    expect(moved.status(), await moved.text()).toBe(200);

    // A new tab reads the session afresh (SPEC section 7: about 8 s after the page is ready).
    const tab = await context.newPage();
    await tab.goto(`${site}/en/`);
    const dialog = tab.getByRole('dialog', { name: 'Your account has moved' });
    await expect(dialog).toBeVisible({ timeout: 40_000 });
    await expect(dialog).toContainText(`Your account now belongs to ${targetName}.`);
    await dialog.getByRole('link', { name: `Move to ${targetName}` }).click();

    await expect(tab).toHaveURL(`${site}/en/office/transfer?brand=${target}`);
    await expect(
      tab.getByRole('heading', { name: 'Move your account to another brand' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(tab.getByRole('combobox', { name: 'Move to' })).toHaveValue(target);
    await expect(tab.getByRole('button', { name: 'Send the code' })).toBeVisible();
    // The transfer page itself shows no modal over the form.
    await expect(tab.getByRole('dialog', { name: 'Your account has moved' })).toHaveCount(0);

    if (brand === 'aurora') {
      // Arabic, in another tab: the dialog reads right to left from the dictionary.
      const arabic = await context.newPage();
      await arabic.goto(`${site}/ar/`);
      const rtl = arabic.getByRole('dialog', { name: 'تم نقل حسابك' });
      await expect(rtl).toBeVisible({ timeout: 40_000 });
      await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(rtl.getByRole('link', { name: `الانتقال إلى ${targetName}` })).toBeVisible();
      // "Later" hides it for the tab.
      await rtl.getByRole('button', { name: 'لاحقًا' }).click();
      await expect(rtl).toHaveCount(0);
    }
  });
}
