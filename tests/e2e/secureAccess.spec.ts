// SPEC sections 7 and 9 on the production build: after sign-in the client fetches the secure data
// (its code loaded then) and the server sets the 30-minute grant cookie; the deposit page's rights
// call reads it.
import { expect, test } from '@playwright/test';
import { AURORA, collectPageErrors, registerInOneClick } from './helpers';

test('a signed-in customer gets the grant cookie, and the deposit page reads the rights', async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  expect((await context.cookies()).find((c) => c.name === 'grant')).toBeUndefined();
  await registerInOneClick(page);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'grant'))
    .toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
  const grant = (await context.cookies()).find((c) => c.name === 'grant')!;
  const remaining = grant.expires - Date.now() / 1000;
  expect(remaining).toBeGreaterThan(1700);
  expect(remaining).toBeLessThanOrEqual(1800);

  const rights = page.waitForResponse((r) => r.url().includes('/web-api/user/rights'));
  await page.goto(`${AURORA}/en/office/recharge`);
  const answer = await rights;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ deposit: true, reason: null });
  await expect(page.getByRole('button', { name: 'Go to payment' })).toBeVisible();
  expect(errors).toEqual([]);
});
