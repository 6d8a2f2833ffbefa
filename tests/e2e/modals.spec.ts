// The modals of SPEC sections 4, 5 and 6 in the production build: the team-cash promo modal
// (shown at 3 paid team-cash payments once per window, at 4 once and never again), the
// recharge modal (the header's deposit outside the office, the navigation cancelled) and the
// support chat (loaded on its first opening, shown or hidden).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AURORA, header, NORD, payInSandbox, registerInOneClick } from './helpers';

const expectSoon = expect.configure({ timeout: 20_000 });

/** A team-cash deposit of 100 RUB paid on the sandbox's hosted page, from the page's own origin. */
async function payTeamCash(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const token = (await (await fetch('/web-api/user/gettoken', { cache: 'no-store' })).json()) as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' };
    const started = await fetch('/web-api/payments/deposit', {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 10_000, method: 'team_cash', lng: 'en' }),
    });
    const { payment_id } = (await started.json()) as { payment_id: string };
    const chosen = await fetch(`/sandbox-pay/${payment_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    return [started.status, chosen.type === 'opaqueredirect' ? 303 : chosen.status];
  });
  expect(status).toEqual([200, 303]);
}

/** How many of the customer's team-cash records are paid (status id 2), as the server says. */
async function paidCount(page: Page): Promise<number> {
  const res = await page.request.get(`${AURORA}/web-api/payments/team-cash`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { status_id: number }[] };
  return items.filter((r) => r.status_id === 2).length;
}

const teamCashDialog = (page: Page) => page.getByRole('dialog', { name: 'Team cash' });

/** A new window (tab) of the browser on home, its team-cash records read. */
async function openWindow(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await loadHome(page);
  return page;
}

async function loadHome(page: Page): Promise<void> {
  const records = page.waitForResponse((r) => r.url().endsWith('/web-api/payments/team-cash'));
  await page.goto(`${AURORA}/en/`);
  await (await records).finished();
  // The records are applied in the turn after the answer; two frames later the modal is decided.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('team-cash modal (SPEC sections 4, 6, 9)', () => {
  test('at 3 paid payments once per window; at 4 once, then never again', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${AURORA}/en/`);
    await registerInOneClick(page);
    for (let i = 0; i < 3; i += 1) await payTeamCash(page);
    await expect.poll(() => paidCount(page), { timeout: 20_000 }).toBe(3);

    const first = await openWindow(context);
    const dialog = teamCashDialog(first);
    await expectSoon(dialog).toBeVisible();
    await expect(dialog).toContainText('You have made 3 team-cash payments');
    // Keyboard: focus is inside the dialog, Escape closes it.
    await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
    await first.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Once per window: a reload of the same window does not show it again ...
    await loadHome(first);
    await expect(teamCashDialog(first)).toHaveCount(0);
    // ... another window does.
    const second = await openWindow(context);
    await expectSoon(teamCashDialog(second)).toBeVisible();
    await teamCashDialog(second).getByRole('button', { name: 'Got it' }).click();
    await expect(teamCashDialog(second)).toHaveCount(0);
    expect((await context.cookies(AURORA)).find((c) => c.name === 'team_cash_modal')).toBe(
      undefined,
    );
    // Each window holds the site's live streams: the browser's six connections per host are shared.
    await Promise.all([first.close(), second.close()]);

    await payTeamCash(page);
    await expect.poll(() => paidCount(page), { timeout: 20_000 }).toBe(4);
    const third = await openWindow(context);
    await expectSoon(teamCashDialog(third)).toContainText('You have made 4 team-cash payments');
    await teamCashDialog(third).getByRole('button', { name: 'Got it' }).click();
    const cookie = (await context.cookies(AURORA)).find((c) => c.name === 'team_cash_modal');
    expect(cookie?.value).toBe('done');
    // SPEC section 9: about 372 days (32140800000 ms).
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(371);
    expect(days).toBeLessThan(373);
    // Never again: not in a new window, not in the one that showed it.
    const fourth = await openWindow(context);
    await expect(teamCashDialog(fourth)).toHaveCount(0);
    await fourth.close();
    await loadHome(third);
    await expect(teamCashDialog(third)).toHaveCount(0);
  });
});

test.describe('recharge modal (SPEC section 5)', () => {
  test('outside the office the deposit opens as a modal and the page stays; in the office it navigates', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/`);
    await registerInOneClick(page);
    const deposit = header(page).getByRole('link', { name: 'Deposit' });
    await deposit.click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expectSoon(dialog).toBeVisible();
    await expect(page).toHaveURL(`${AURORA}/en/`);
    // Focus trap: the first field has focus, Tab never leaves the dialog; Escape closes it and
    // focus returns to the deposit button.
    await expect(dialog.getByLabel('Amount to deposit, RUB', { exact: true })).toBeFocused();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deposit).toBeFocused();

    // On a known account route the navigation goes ahead: no modal.
    await page.goto(`${AURORA}/en/office/account`);
    await header(page).getByRole('link', { name: 'Deposit' }).click();
    await expectSoon(page).toHaveURL(`${AURORA}/en/office/recharge`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // From the modal a team-cash deposit reaches the sandbox provider and the team-cash records.
    await page.goto(`${AURORA}/en/casino-lobby`);
    await header(page).getByRole('link', { name: 'Deposit' }).click();
    await expectSoon(dialog).toBeVisible();
    await dialog.getByLabel('Payment method').selectOption({ label: 'Team cash (cash terminal)' });
    await payInSandbox(page, '100', 'RUB');
    await expect.poll(() => paidCount(page), { timeout: 20_000 }).toBe(1);
  });

  test('reads right to left in Arabic, its close button at the start of the line', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/`);
    await registerInOneClick(page);
    await page.goto(`${AURORA}/ar/`);
    await header(page).locator('a[href="/ar/office/recharge"]').click();
    const dialog = page.getByRole('dialog');
    await expectSoon(dialog.getByTestId('recharge-modal')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByRole('heading')).toHaveText('إيداع');
    const title = await dialog.getByRole('heading').boundingBox();
    const close = await dialog.locator('.modal-dialog__close').boundingBox();
    expect(close!.x).toBeLessThan(title!.x);
  });
});

test.describe('support chat (SPEC section 4)', () => {
  test('loads its chunk only when first opened, writes to support, hides and shows again', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/SupportChatPanel-[^/]*\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.goto(`${AURORA}/en/`);
    const button = page.getByRole('button', { name: 'Support chat' });
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(button).toHaveCount(0); // a guest has no chat
    await registerInOneClick(page);
    await expectSoon(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(chunks).toEqual([]);

    await button.click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expectSoon(chat).toBeVisible();
    expect(chunks).toHaveLength(1);
    await expect(chat.getByText('Write to us: the support team answers here.')).toBeVisible();
    const message = chat.getByLabel('Your message');
    await expect(message).toBeFocused();
    await message.fill('Where is my deposit of 100?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expectSoon(chat.getByRole('list', { name: 'Messages' })).toContainText(
      'Where is my deposit of 100?',
    );
    // Written over the support API: the request is the customer's.
    const requests = await page.request.get(`${AURORA}/web-api/support/requests`);
    expect(((await requests.json()) as { requests: unknown[] }).requests).toHaveLength(1);

    // Hidden with Escape, focus back on the button; shown again, nothing loaded again.
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expectSoon(chat.getByRole('list', { name: 'Messages' })).toContainText(
      'Where is my deposit of 100?',
    );
    await chat.getByRole('button', { name: 'Hide the chat' }).click();
    await expect(chat).toHaveCount(0);
    expect(chunks).toHaveLength(1);
  });

  test('sits at the end of the line, mirrored in Arabic, in the brand colours of Nord', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/`);
    await registerInOneClick(page);
    const button = page.getByTestId('support-chat-button');
    const width = page.viewportSize()!.width;
    await expectSoon(button).toBeVisible();
    expect((await button.boundingBox())!.x).toBeGreaterThan(width / 2);
    await page.goto(`${AURORA}/ar/`);
    await expectSoon(button).toHaveText('دردشة الدعم');
    expect((await button.boundingBox())!.x).toBeLessThan(width / 2); // the end of an RTL line
    await page.goto(`${NORD}/en/`);
    await registerInOneClick(page);
    const nordButton = page.getByTestId('support-chat-button');
    await expectSoon(nordButton).toBeVisible();
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
    );
    const background = await nordButton.evaluate((b) => getComputedStyle(b).backgroundColor);
    const probe = await page.evaluate((color) => {
      const el = document.createElement('span');
      el.style.color = color;
      document.body.append(el);
      const rgb = getComputedStyle(el).color;
      el.remove();
      return rgb;
    }, accent);
    expect(background).toBe(probe);
  });
});
