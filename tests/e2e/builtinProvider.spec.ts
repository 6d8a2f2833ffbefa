import { expect, test, type Page } from '@playwright/test';
import { AURORA, collectPageErrors } from './helpers';

// The built-in provider's game frame in Chromium (production build): a guest's demo slot spins,
// the balance moves by exactly the stakes and wins the page shows, and a round is verified in
// the browser from its revealed seed; the frame reads right to left in Arabic; the crash game
// runs a round to its end and verifies it; and the casino's game page frames it.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

async function gameId(route: string): Promise<number> {
  const res = await page.request.get(`${AURORA}/web-api/casino/games/by-route/${route}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { id?: number; game?: { id: number } };
  return body.id ?? body.game!.id;
}

async function demoUrl(route: string, lng: string): Promise<string> {
  const res = await page.request.post(`${AURORA}/web-api/games/launch`, {
    data: { gameId: await gameId(route), mode: 'demo', lng },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const amountOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-amount'));

test('a demo slot spins, moves the balance by stakes and wins, and verifies a round', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('fruit-fives', 'en')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fruit Fives' })).toBeVisible();
  await expect(page.getByTestId('builtin-balance')).toHaveText('1000.00 FUN');
  await expect(page.getByTestId('builtin-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByLabel('Stake').selectOption('500');
  const game = page.locator('#game');
  let expected = 100_000;
  for (let spin = 1; spin <= 5; spin += 1) {
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(game).toHaveAttribute('data-rounds', String(spin));
    await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
    expected += (await amountOf(page, 'builtin-win')) - 500;
    expect(await amountOf(page, 'builtin-balance')).toBe(expected);
  }
  await expect(page.getByTestId('builtin-next-nonce')).toHaveText('5');
  await page.getByRole('button', { name: 'Verify round' }).click();
  await expect(page.getByTestId('builtin-verify-result')).toContainText(
    'Verified: the outcome recomputed in your browser matches the round.',
  );
  // The rotation revealed the old seed; a new pair is in use.
  await expect(page.getByTestId('builtin-next-nonce')).toHaveText('0');
  expect(errors).toEqual([]);
});

test('the frame reads right to left in Arabic', async () => {
  await page.goto(`${AURORA}${await demoUrl('gem-lanterns', 'ar')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'دوّر' })).toBeVisible();
  await expect(page.getByText('جدول الدفع')).toBeVisible();
});

test('a crash round runs to its end on the server clock and verifies', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}${await demoUrl('rocket-crash', 'en')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Crash' })).toBeVisible();
  await page.getByLabel('Auto cash-out at').fill('1.05');
  await page.getByRole('button', { name: 'Bet' }).click();
  const game = page.locator('#game');
  await expect(game).toHaveAttribute('data-round-status', /cashed_out|crashed/, {
    timeout: 20_000,
  });
  const state = await page.getByTestId('builtin-round-state').textContent();
  expect(state).toMatch(/Cashed out at 1\.05×|Crashed at \d+\.\d\d×/);
  await page.getByRole('button', { name: 'Verify round' }).click();
  await expect(page.getByTestId('builtin-verify-result')).toContainText('Verified');
  expect(errors).toEqual([]);
});

test("the casino's game page shows the frame, which plays inside it", async () => {
  const id = await gameId('fruit-fives');
  await page.goto(`${AURORA}/en/slots/game/${id}/fruit-fives`);
  const frame = page.frameLocator('iframe[src^="/builtin-provider/games/builtin-slot"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Fruit Fives' })).toBeVisible();
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#game')).toHaveAttribute('data-rounds', '1');
});
