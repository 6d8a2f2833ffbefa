// Analytics counters by domain and project id (SPEC sections 7 to 9) in the production build: a
// registration page asks for its domain's counters at once (the notices are answered with every
// cookie agreed to), and the events recorded after that carry the counters' ids.
import { expect, test } from '@playwright/test';
import { AURORA, header } from './helpers';

test("a registration page loads its domain's counters at once; later batches carry them", async ({
  page,
}) => {
  const counters = page.waitForResponse((res) =>
    res.url().includes('/web-api/analytics/counters?'),
  );
  await page.goto(`${AURORA}/en/registration`);
  const answer = await counters;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('domain')).toBe('localhost');
  expect(new URL(answer.url()).searchParams.get('projectId')).toBe('aurora-web');
  expect(await answer.json()).toEqual({ counters: [{ id: 'aurora-main', kind: 'first-party' }] });

  // The next page view goes in the batch sent 10 s after it, with the counter's id.
  const batch = page.waitForRequest(
    (req) =>
      req.method() === 'POST' &&
      req.url().endsWith('/bff-api/analytics') &&
      (req.postDataJSON() as { counterIds?: string[] }).counterIds !== undefined,
    { timeout: 30_000 },
  );
  await header(page).getByRole('link', { name: 'Casino' }).click();
  await expect(page).toHaveURL(/\/en\/casino-lobby$/);
  expect((await batch).postDataJSON()).toMatchObject({
    counterIds: ['aurora-main'],
    events: expect.arrayContaining([
      expect.objectContaining({ name: 'page_view', path: '/en/casino-lobby' }),
    ]),
  });
});
