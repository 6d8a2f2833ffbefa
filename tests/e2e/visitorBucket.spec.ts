import { expect, test } from '@playwright/test';
import { AURORA } from './helpers';

// The visitor's A/B bucket (domain/experiments): the first page gives the browser a bucket 0 to
// 99 in the ab_bucket cookie, which stays across visits; a bad value is replaced and the page
// still shows.

const BUCKET = /^(0|[1-9][0-9]?)$/;

test('a visitor keeps one A/B bucket, and a bad one is replaced', async ({ page, context }) => {
  test.setTimeout(90_000);
  const bucket = async () =>
    (await context.cookies(AURORA)).find((c) => c.name === 'ab_bucket')?.value;

  await page.goto(`${AURORA}/en/`);
  await expect(page.locator('main')).toBeVisible();
  const first = await bucket();
  expect(first).toMatch(BUCKET);
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  expect(await bucket()).toBe(first);

  await context.addCookies([{ name: 'ab_bucket', value: '150', url: AURORA }]);
  await page.goto(`${AURORA}/en/registration`);
  await expect(page.locator('main')).toBeVisible();
  await expect.poll(bucket).toMatch(BUCKET);
});
