import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  AURORA,
  collectPageErrors,
  expectAccessible,
  headerBalance as balanceMinor,
  homeCell,
  lineGames,
  minorOf,
  registerAndDeposit,
} from './helpers';

// The coupon journey (SPEC sections 3, 4 and 5): a new customer registers, deposits, adds three
// line outcomes, sees the express bonus offered, places an express, sees it in the bet history,
// and is paid when the games end (finished through the server's test control, TEST_CONTROL=1).
// Then systems with a banker, singles, and a changed price under each changeCoefAction.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const slip = (page: Page) => page.getByTestId('coupon');

async function control(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${AURORA}/test-control/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  // A context of its own: axe needs a page made through browser.newContext().
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

test('a new customer bets an express with the bonus, sees it in history, and is paid', async () => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);

  // Register in one click; deposit 500 RUB through the sandbox provider.
  await registerAndDeposit(page, '500');

  // Three line outcomes: home wins of three games.
  const games = await lineGames(page.request, 3);
  await page.goto(`${AURORA}/en/line`);
  for (const game of games) {
    const cell = homeCell(page, game.id);
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
  }
  const coupon = slip(page);
  for (const game of games) {
    await expect(
      coupon.getByTestId(`coupon-bet-${game.markets[0]!.outcomes[0]!.id}`),
    ).toBeVisible();
  }
  await expect(coupon.getByRole('radio', { name: 'Express' })).toBeChecked();
  await expect(coupon.getByText('Express bonus: odds +3%')).toBeVisible();
  await expectAccessible(page);

  await coupon.getByRole('textbox', { name: 'Stake' }).fill('150');
  const shownWin = minorOf((await coupon.getByTestId('coupon-possible-win').textContent()) ?? '');
  expect(shownWin).toBeGreaterThan(15_000);
  // aurora adds a hyper bonus to an express whose legs are each priced 1.3 or more (docs/coupon.md):
  // the slip says what it adds, and the win pays that too. The feed's prices decide whether it does.
  const hyperBonus = coupon.getByTestId('coupon-hyper-bonus');
  const shownBonus = (await hyperBonus.isVisible())
    ? minorOf((await hyperBonus.textContent()) ?? '')
    : 0;
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  const success = coupon.getByTestId('coupon-success');
  await expect(success.getByRole('heading', { name: 'Bet accepted' })).toBeVisible();
  // The stake left the balance, exactly.
  await expect.poll(() => balanceMinor(page)).toBe(50_000 - 15_000);
  const printLink = success.getByRole('link', { name: /^Print coupon № \d+$/ });
  const couponId = Number(((await printLink.textContent()) ?? '').replace(/\D/g, ''));

  // The bet history shows it, open.
  await success.getByRole('link', { name: 'Bet history' }).click();
  await expect(page).toHaveURL(`${AURORA}/en/office/history`);
  const row = page.getByTestId(`bet-history-row-${couponId}`);
  await expect(row).toContainText('150.00');
  await expect(row).toContainText('Open');
  await expectAccessible(page);

  // The games end with home wins: the coupon is won and paid what the slip said, bonus included.
  for (const game of games) {
    await control(page.request, 'sports/finish', { gameId: game.id, home: 2, away: 0 });
  }
  await expect
    .poll(() => balanceMinor(page), { timeout: 30_000 })
    .toBe(35_000 + shownWin + shownBonus);
  await page.reload();
  await expect(page.getByTestId(`bet-history-row-${couponId}`)).toContainText('Won');

  // The printable coupon.
  await page.goto(`${AURORA}/en/print-coupon/${couponId}`);
  await expect(page.getByRole('heading', { name: new RegExp(`${couponId}`) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a system with a banker, singles, and changed odds under each setting', async () => {
  const errors = collectPageErrors(page);
  const games = await lineGames(page.request, 9);
  const outcome = (i: number) => games[i]!.markets[0]!.outcomes[0]!;
  await page.goto(`${AURORA}/en/line`);
  const coupon = slip(page);
  const place = async () => {
    await coupon.getByRole('button', { name: 'Place bet' }).click();
    await expect(coupon.getByTestId('coupon-success')).toBeVisible();
    await coupon.getByRole('button', { name: 'Continue betting' }).click();
  };

  // System 2 of 3 with one banker.
  for (const i of [0, 1, 2]) await homeCell(page, games[i]!.id).click();
  await coupon.getByRole('radio', { name: 'System' }).check();
  await coupon.getByRole('checkbox', { name: 'Bankers' }).check();
  await coupon
    .getByTestId(`coupon-bet-${outcome(0).id}`)
    .getByRole('button', { name: 'Banker' })
    .click();
  await expect(coupon.getByRole('combobox', { name: 'System' })).toHaveValue('2');
  await coupon.getByRole('textbox', { name: 'Stake' }).fill('20');
  let before = await balanceMinor(page);
  await place();
  await expect.poll(() => balanceMinor(page)).toBe(before - 2_000);

  // Singles: each bet its own coupon and stake.
  for (const i of [3, 4]) await homeCell(page, games[i]!.id).click();
  await coupon.getByRole('radio', { name: 'Singles' }).check();
  const stakes = coupon.getByRole('textbox', { name: 'Stake' });
  await expect(stakes).toHaveCount(2);
  await stakes.nth(0).fill('10');
  await stakes.nth(1).fill('15');
  before = await balanceMinor(page);
  await place();
  await expect.poll(() => balanceMinor(page)).toBe(before - 2_500);

  // A changed price under each changeCoefAction.
  const setAction = async (name: string) => {
    await coupon.getByRole('button', { name: /Bet slip settings/ }).click();
    await coupon.getByRole('radio', { name }).check();
    await coupon.getByRole('button', { name: /Bet slip settings/ }).click();
  };
  const single = async (i: number, coef: number) => {
    await homeCell(page, games[i]!.id).click();
    await coupon.getByRole('textbox', { name: 'Stake' }).fill('10');
    await control(page.request, 'sports/coef', { outcomeId: outcome(i).id, coef });
  };

  // 0: any change is asked about; accepting places it at the new price.
  await setAction('Ask me every time');
  await single(5, outcome(5).coef + 0.2);
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  const refusal = coupon.locator('[data-testid="coupon-refusal"][data-code="odds_changed"]');
  await expect(refusal).toBeVisible();
  await coupon.getByRole('button', { name: 'Accept new odds' }).first().click();
  await place();

  // 1: a rise goes through on its own; a drop is asked about.
  await setAction('Accept if the odds go up');
  await single(6, outcome(6).coef + 0.3);
  await place();
  await single(7, outcome(7).coef - 0.1);
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  await expect(refusal).toBeVisible();
  await coupon.getByRole('button', { name: 'Accept new odds' }).first().click();
  await place();

  // 2: any change goes through.
  await setAction('Accept any change');
  await single(8, outcome(8).coef - 0.1);
  await place();

  const history = await page.request.get(`${AURORA}/web-api/bets/history?period=all&pageSize=50`);
  const body = (await history.json()) as { items: { typeId: number; coef: number }[] };
  // 1 express + 1 system + 2 singles + 4 single coupons of the odds changes.
  expect(body.items.filter((c) => c.typeId === 2)).toHaveLength(1);
  expect(body.items.filter((c) => c.typeId === 0)).toHaveLength(6);
  expect(errors).toEqual([]);
});
