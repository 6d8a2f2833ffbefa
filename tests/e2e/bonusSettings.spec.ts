import { expect, test } from '@playwright/test';
import { AURORA, registerInOneClick } from './helpers';

// SPEC section 3 notification settings bonus_type and first_deposit_bonus_type: the customer
// picks the bonus kinds in the office settings and the server keeps them across a reload.

test('the bonus kinds chosen in the office settings are kept', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  await page.goto(`${AURORA}/en/office/settings`);
  const first = page.getByLabel('First deposit bonus');
  const promo = page.getByLabel('Bonuses from promo codes');
  await expect(promo).toHaveValue('', { timeout: 30_000 });
  await promo.selectOption({ label: 'Casino bonus' });
  await expect(page.getByText('Saved.')).toBeVisible();
  await first.selectOption({ label: 'Sports bonus' });
  await expect(first).toHaveValue('1');
  await page.reload();
  await expect(page.getByLabel('Bonuses from promo codes')).toHaveValue('2', { timeout: 30_000 });
  await expect(page.getByLabel('First deposit bonus')).toHaveValue('1');
  await expect(page.getByRole('option', { name: 'Not chosen (sports or casino)' })).toHaveCount(0);
});
