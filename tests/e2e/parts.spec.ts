import { expect, test } from '@playwright/test';
import { AURORA } from './helpers';

test('a remote part that fails shows the failure view, then loads after reload', async ({
  page,
}) => {
  let failing = true;
  let attempts = 0;
  await page.route('**/mf/footer/**', async (route) => {
    attempts += 1;
    if (failing) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });

  await page.goto(`${AURORA}/en/about`);
  await expect(page.getByRole('banner')).toBeVisible();
  // The failure view shows at once; behind it run 3 automatic retries at 1 s, 2 s and 4 s
  // (SPEC section 4), so the part is requested 4 times in all.
  const failure = page.getByTestId('part-error-footer');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Could not load this part of the page');
  await expect.poll(() => attempts, { timeout: 12_000 }).toBe(4);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  failing = false;
  await failure.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
