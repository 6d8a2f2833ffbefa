import { expect as baseExpect, test } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible, header, payInSandbox } from './helpers';

// The first-deposit bonus (SPEC sections 2 and 3): a new customer registers choosing the sports bonus, deposits, sees the
// bonus credited on the bonus account and its wagering progress on office/bonuses/wager.
const expect = baseExpect.configure({ timeout: 25_000 });

test('registers with the sports bonus, deposits, sees the bonus and its wagering', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await header(page).getByRole('button', { name: 'Registration' }).click();
  const registration = page.getByRole('dialog', { name: 'Registration' });
  await registration.getByRole('radio', { name: 'Sports bonus' }).check();
  await registration.getByRole('button', { name: 'Register in one click' }).click();
  await registration.getByRole('button', { name: 'I have saved them' }).click();
  await expect(registration).toHaveCount(0);

  // The offer the registration chose, before the first deposit.
  await page.goto(`${AURORA}/en/office/bonuses/deposit`);
  const offer = page.getByTestId('deposit-offer');
  await expect(offer).toHaveAttribute('data-product', 'sports');
  await expect(offer).toContainText('100% of your first deposit');
  await offer.getByRole('link', { name: 'Make a deposit' }).click();

  await payInSandbox(page, '500', 'RUB');
  await expect(header(page).getByTestId('header-balance')).toHaveText(/500\.00/);

  await page.goto(`${AURORA}/en/office/bonuses/wager`);
  const card = page.getByTestId('bonus-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sports first deposit bonus');
  await expect(card).toContainText('500.00');
  await expect(card.getByTestId('bonus-progress')).toHaveAttribute('value', '0');
  await expect(card.getByTestId('bonus-progress-text')).toHaveText(
    /Wagered 0\.00\s₽ of 2\s500\.00\s₽ \(0%\)/,
  );
  await expect(card).toContainText('Minimum odds per selection');
  await expectAccessible(page);

  await page.goto(`${AURORA}/en/office/rewards`);
  await expect(page.getByTestId('reward-row')).toHaveAttribute('data-status', 'active');

  // A code nobody defined is refused in words, not codes.
  await page.goto(`${AURORA}/en/office/promotion`);
  await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  expect(errors).toEqual([]);
});
