import { expect, test } from '@playwright/test';
import { AURORA, NORD, registerInOneClick } from './helpers';

// SPEC section 5 "Coefficient view ids must be in an allowed list": the office settings page
// offers the odds formats of the brand's site config coefViewIds only (nord: decimal, fractional,
// American; aurora lists none, so every format of the european view).

for (const [site, formats] of [
  [NORD, ['Decimal (2.50)', 'Fractional (3/2)', 'American (+150)']],
  [
    AURORA,
    [
      'Decimal (2.50)',
      'Fractional (3/2)',
      'American (+150)',
      'Hong Kong (1.50)',
      'Indonesian (1.50)',
      'Malay (-0.67)',
    ],
  ],
] as const) {
  test(`the settings page offers the brand's odds formats on ${site}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${site}/en/`);
    await registerInOneClick(page);
    await page.goto(`${site}/en/office/settings`);
    const choice = page.getByRole('combobox', { name: 'Odds format' });
    await expect(choice).toBeVisible({ timeout: 30_000 });
    await expect(choice.locator('option')).toHaveText([...formats]);
    await choice.selectOption({ label: 'American (+150)' });
    await expect(choice).toHaveValue('2');
  });
}
