import { expect, test, type Locator } from '@playwright/test';
import type { LotteryView } from '../../domain/lotto/index';
import { AURORA, collectPageErrors, homeCell, lineGames, registerAndDeposit } from './helpers';

// One time zone for the whole site (SPEC section 3 Global state `timeZone`, the tzo cookie; SPEC
// section 9 default): the browser sits in New York (UTC-5 in November) and the customer's setting
// is UTC+5, ten hours apart, so a clock time written in the wrong zone can never pass for the right
// one. The bet history, the payment history, a support message and the lotto pages (the draw's
// closing time and the customer's ticket) all write their times at UTC+5.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ timeout: 120_000 });

const SETTING_HOURS = 5;
const MINUTE_MS = 60_000;

/** "H:MM" of an instant at `hours` east of UTC, as a 24-hour clock (midnight as 0). */
function clockAt(epochMs: number, hours: number): string {
  const shifted = new Date(epochMs + hours * 3_600_000);
  return `${shifted.getUTCHours()}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

/** The clock times of every minute from `from` to `to` (an action's time, known to the minute). */
function clocksBetween(from: number, to: number, hours: number): string[] {
  const clocks: string[] = [];
  for (let at = Math.floor(from / MINUTE_MS) * MINUTE_MS; at <= to; at += MINUTE_MS) {
    clocks.push(clockAt(at, hours));
  }
  return clocks;
}

/** The clock time a text shows ("Nov 26, 2026, 21:05" gives "21:05"; "24:05" reads as 0:05). */
async function clockIn(element: Locator): Promise<string> {
  const text = (await element.textContent()) ?? '';
  const match = /\b(\d{1,2}):(\d{2})\b/.exec(text);
  if (!match) throw new Error(`No clock time in "${text}"`);
  return `${Number(match[1]) % 24}:${match[2]}`;
}

test('bet history, payment history, support messages and lotto write times in one zone: the customer setting', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    timezoneId: 'America/New_York',
  });
  await context.addCookies([{ name: 'tzo', value: String(SETTING_HOURS), url: AURORA }]);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // The customer's own actions all fall between these two instants (this machine's clock, the
  // server's too): each time shown must be one of these minutes at UTC+5.
  const started = Date.now();
  await page.goto(`${AURORA}/en/line`);
  await registerAndDeposit(page, '300');

  // A single, placed from the line.
  const [game] = await lineGames(page.request, 1);
  if (!game) throw new Error('No line game');
  await page.goto(`${AURORA}/en/line`);
  await homeCell(page, game.id).click();
  const slip = page.getByTestId('coupon');
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('coupon-success')).toBeVisible({ timeout: 60_000 });

  // A support request (its first message is the customer's).
  await page.goto(`${AURORA}/en/office/payment/create-request/1/11`);
  await page.getByLabel('Describe the problem').fill('Where is my deposit?');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/en\/office\/payment\/requests\?request=\d+$/);

  // A quick-pick lotto ticket. A draw closing within a minute (they close on the hour) is let go
  // first, so the purchase never races the close.
  const openDraw = async () => {
    const res = await page.request.get(`${AURORA}/web-api/lotto/catalog`);
    expect(res.ok()).toBe(true);
    const { lotteries } = (await res.json()) as { lotteries: LotteryView[] };
    return lotteries.find((l) => l.id === '6-of-45')?.openDraw;
  };
  const onSale = await openDraw();
  if (onSale && Date.parse(onSale.closesAt) - Date.now() < 60_000) {
    await expect.poll(async () => (await openDraw())?.id, { timeout: 90_000 }).not.toBe(onSale.id);
  }
  const draw = await openDraw();
  if (!draw) throw new Error('No 6 of 45 draw on sale');
  await page.goto(`${AURORA}/en/lotto/view/6-of-45`);
  await page.getByRole('radio', { name: 'Quick pick' }).check();
  await page.getByLabel('Stake', { exact: true }).fill('50');
  await page.getByRole('button', { name: /^Buy ticket/ }).click();
  await expect(page.getByText(/^Ticket No\. (\d+) for draw No\. (\d+) is bought/)).toBeVisible();
  const finished = Date.now();

  const inSetting = clocksBetween(started, finished, SETTING_HOURS);
  // The test's premise: the browser's own zone writes other clock times.
  const inBrowser = clocksBetween(started, finished, -5);
  expect(inSetting.filter((clock) => inBrowser.includes(clock))).toEqual([]);

  // Lotto: the draw's closing time (an instant the catalogue names) and the ticket just bought.
  const closes = page.getByText(/^Ticket sales close at /);
  await expect(closes).toBeVisible();
  expect(await clockIn(closes)).toBe(clockAt(Date.parse(draw.closesAt), SETTING_HOURS));
  const ticketTime = page.locator('.lotto-ticket__time').first();
  await expect(ticketTime).toBeVisible();
  expect(inSetting).toContain(await clockIn(ticketTime));

  // The bet history: the coupon's placing time.
  await page.goto(`${AURORA}/en/office/history`);
  const coupon = page.locator('[data-testid^="bet-history-row-"]').first();
  await expect(coupon).toBeVisible();
  expect(inSetting).toContain(await clockIn(coupon.locator('td').first()));

  // The payment history: the deposit.
  await page.goto(`${AURORA}/en/office/historypay`);
  const payment = page.getByTestId('payment-row').first().locator('td').first();
  await expect(payment).toBeVisible();
  expect(inSetting).toContain(await clockIn(payment));

  // The support request: the customer's message.
  await page.goto(`${AURORA}/en/office/payment/requests`);
  await page.locator('[data-request-id]').first().getByRole('link').click();
  const message = page.locator('.support__message[data-author="customer"] .support__message-meta');
  await expect(message.first()).toBeVisible();
  expect(inSetting).toContain(await clockIn(message.first()));

  expect(errors).toEqual([]);
  await context.close();
});
