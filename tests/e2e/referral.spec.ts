import { expect, test } from '@playwright/test';
import { acceptedNoticesState } from './acceptedNotices';
import { AURORA, collectPageErrors, expectAccessible, registerInOneClick } from './helpers';

// Bring a friend in the production build: the referrer's link, a friend registering through it in
// another browser, the sign-up on the referrer's office page.
test('a friend who registers through the link shows on office/bringfriend', async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await page.goto(`${AURORA}/en/office/bringfriend`);
  const panel = page.getByRole('region', { name: 'Bring a friend' });
  const link = panel.getByTestId('referral-link');
  await expect(link).toHaveValue(/\/en\/\?bf=[A-Z2-9]{10}$/);
  await expect(panel.getByTestId('referral-signups')).toHaveText('0');
  await expectAccessible(page);

  const friendContext = await browser.newContext({ storageState: acceptedNoticesState });
  const friend = await friendContext.newPage();
  await friend.goto(await link.inputValue());
  await registerInOneClick(friend);
  await friendContext.close();

  await page.reload();
  await expect(panel.getByTestId('referral-signups')).toHaveText('1');
  await expect(panel.getByRole('cell', { name: 'Waiting' })).toBeVisible();

  // The same page in Arabic reads right to left.
  await page.goto(`${AURORA}/ar/office/bringfriend`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'ادعُ صديقًا' })).toBeVisible();
  expect(errors).toEqual([]);
});
