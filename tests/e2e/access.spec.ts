import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MAINTENANCE_POLL_SECONDS } from '../../domain/access/contract';
// Switches something for a whole brand or the feed: on the second server, one spec at a time
// (playwright.config.ts, project 'exclusive').
import { EXCLUSIVE_AURORA as AURORA, expectAccessible, registerInOneClick } from './helpers';

// Access (SPEC section 4): each block reason lands on its page; an operator switches maintenance
// on and an open tab follows within 30 s, then back; a banned customer is sent off-site but may
// withdraw at level 45 and the API refuses their deposit; a redirect-light rule in action.

const OPERATOR = { login: 'access-e2e-admin', password: 'Access-Admin-2026!', role: 'admin' };
const OFF_SITE = 'https://responsible.aurora-bet.example/account-closed';

/** Signs the request context in as an operator with the `operations` permission. */
async function operator(request: APIRequestContext): Promise<APIRequestContext> {
  const created = await request.post(`${AURORA}/test-control/operators`, { data: OPERATOR });
  expect([200, 201]).toContain(created.status());
  const session = await request.post(`${AURORA}/operator-api/session`, {
    data: { login: OPERATOR.login, password: OPERATOR.password },
  });
  expect(session.status()).toBe(200);
  return request;
}

async function send(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`${AURORA}${path}`, { method, ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

/** Removes the rules a previous run of this spec may have left (same data folder). */
async function dropRules(request: APIRequestContext, kind: 'blocks' | 'redirects', mine: string) {
  const listed = await send(request, 'GET', `/operator-api/${kind}?brand=aurora`);
  for (const rule of (listed?.rules ?? []) as {
    id: string;
    reason?: string;
    priority?: number;
  }[]) {
    if (JSON.stringify(rule).includes(mine)) {
      await send(request, 'DELETE', `/operator-api/${kind}/${rule.id}`);
    }
  }
}

// One test country per reason: rules for them touch no other test (their visitors have none).
const REASONS: [number, string, string, string][] = [
  [1, 'AD', 'block', 'Access restricted'],
  [2, 'AG', 'block', 'Access restricted'],
  [3, 'AI', 'block', 'Access restricted'],
  [4, 'AL', 'site-updates', 'The site is being updated'],
  [5, 'AM', 'block', 'Access restricted'],
  [8, 'AO', 'coming-soon', 'Coming soon'],
  [13, 'AQ', 'block-ua', 'This browser cannot open the site'],
  [14, 'AS', 'block', 'Access restricted'],
  [16, 'AW', 'suspension', 'Service suspended'],
  [17, 'AX', 'block-ie', 'Internet Explorer is not supported'],
];
const TAG = 'e2e-access';

test('each block reason lands on its page; a block page without a reason goes home', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ops = await operator(request);
  await dropRules(ops, 'blocks', TAG);
  try {
    for (const [reason, country] of REASONS) {
      await send(ops, 'POST', '/operator-api/blocks', {
        brand: 'aurora',
        countries: [country],
        routes: [],
        audience: 'all',
        displayTypeId: reason,
        templateTypeId: null,
        priority: 900 + reason,
      });
    }
    for (const [reason, country, page, title] of REASONS) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': country } });
      const tab = await context.newPage();
      await tab.goto(`${AURORA}/en/sports?from=${TAG}`);
      const query = reason === 4 ? `\\?from=${TAG}$` : '$';
      await expect(tab, `reason ${reason}`).toHaveURL(new RegExp(`/en/${page}${query}`));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title);
      if (reason === 16) {
        // The page in Arabic: right to left, its own text, and accessible.
        await tab.goto(`${AURORA}/ar/`);
        await expect(tab).toHaveURL(/\/ar\/suspension$/);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText('الخدمة معلّقة');
        await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectAccessible(tab);
      }
      await context.close();
    }
  } finally {
    const listed = await send(ops, 'GET', '/operator-api/blocks?brand=aurora');
    for (const rule of (listed?.rules ?? []) as { id: string; countries: string[] }[]) {
      if (REASONS.some(([, c]) => rule.countries.includes(c))) {
        await send(ops, 'DELETE', `/operator-api/blocks/${rule.id}`);
      }
    }
  }
  const guest = await browser.newPage();
  await guest.goto(`${AURORA}/en/suspension`);
  await expect(guest).toHaveURL(/\/en\/?$/);
  await guest.close();
});

test('an operator switches maintenance on: an open tab goes to the maintenance page and back', async ({
  page,
  request,
}) => {
  // The tab polls every MAINTENANCE_POLL_SECONDS (SPEC: open tabs follow within 30 s), on the
  // page's clock: the test runs the clock one period on instead of waiting for it.
  const period = MAINTENANCE_POLL_SECONDS * 1000 + 1_000;
  const ops = await operator(request);
  await page.clock.install();
  await page.goto(`${AURORA}/en/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const now = Math.floor(Date.now() / 1000);
  try {
    await send(ops, 'PUT', '/operator-api/maintenance?brand=aurora', {
      windows: [
        {
          started_at: now - 60,
          ended_at: null,
          notify_started_at: null,
          notify_ended_at: null,
          isActive: true,
          web_state: 0,
        },
      ],
    });
    await page.clock.runFor(period);
    await expect(page).toHaveURL(/\/en\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Maintenance underway!' })).toBeVisible();
  } finally {
    await send(ops, 'PUT', '/operator-api/maintenance?brand=aurora', { windows: [] });
  }
  await page.clock.runFor(period);
  await expect(page).toHaveURL(/\/en\/about$/);
});

/** The signed-in customer's id, as the page's own session sees it. */
const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/web-api/auth/check');
    return ((await res.json()) as { user_id: number }).user_id;
  });

test('a banned customer is sent off-site, may still withdraw at level 45, and cannot deposit', async ({
  page,
  request,
}) => {
  // Two session loads, each shortly after a page is ready (SPEC section 9: 8 s), on top of a
  // registration: more than the default 30 s on a loaded machine (a CI run timed out here).
  test.setTimeout(90_000);
  await page
    .context()
    .route(`${OFF_SITE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Account closed</h1>' }),
    );
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  const userId = await userIdOf(page);
  const banned = await request.put(`${AURORA}/test-control/customers/${userId}/ban`, {
    data: { level: 45, version: 0 },
  });
  expect(banned.status()).toBe(200);

  // A new tab (a new browser session) loads the customer's session data, ban included, shortly
  // after the page is ready, and the page's guards run again.
  const tab = await page.context().newPage();
  await tab.goto(`${AURORA}/en/about`);
  await expect(tab).toHaveURL(OFF_SITE, { timeout: 25_000 });
  await tab.close();

  // The withdrawal page stays open at level 45 once the session data (the ban) has arrived. A
  // new tab starts with no stored session, so it must load one. (Clearing the stored session in
  // an open tab and reloading raced that tab's own session read: a refused call re-reads the
  // session, and an answer landing after the clear stored it again, so the reload read nothing.)
  const office = await page.context().newPage();
  const sessionLoaded = office.waitForResponse((r) => r.url().endsWith('/web-api/session'));
  await office.goto(`${AURORA}/en/office/deduce`);
  expect((await sessionLoaded).status()).toBe(200);
  await expect(office).toHaveURL(/\/en\/office\/deduce$/);
  await expect(office.getByRole('heading', { level: 1 })).toBeVisible();

  const deposit = await office.evaluate(async () => {
    const token = (await (await fetch('/web-api/user/gettoken?force_refresh=true')).json()) as {
      token: string;
    };
    const res = await fetch('/web-api/payments/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}` },
      body: JSON.stringify({ amount: 10_000 }),
    });
    return { status: res.status, body: (await res.json()) as { reason?: string } };
  });
  expect(deposit.status).toBe(403);
  expect(deposit.body.reason).toBe('customer_banned');
});

test('a redirect-light rule sends an old address to its new page', async ({ page, request }) => {
  const ops = await operator(request);
  await dropRules(ops, 'redirects', 'e2e-old-about');
  const created = await send(ops, 'POST', '/operator-api/redirects', {
    brand: 'aurora',
    from: 'e2e-old-about',
    to: 'about',
    code: 301,
    reason: 'moved',
  });
  try {
    await page.goto(`${AURORA}/en/e2e-old-about`);
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    const rule = (created?.rule ?? {}) as { id?: string };
    if (rule.id) await send(ops, 'DELETE', `/operator-api/redirects/${rule.id}`);
  }
});
