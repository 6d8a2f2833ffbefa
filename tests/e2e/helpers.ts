import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { axeScan } from '../axeScan';

/** The port playwright.config.ts starts the production server on. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Chromium resolves every *.localhost name to loopback, so each brand gets its own Host header. */
export const AURORA = `http://localhost:${PORT}`;
export const NORD = `http://nord.localhost:${PORT}`;
/**
 * The second server (playwright.config.ts, project 'exclusive'): for the specs that switch
 * something for a whole brand or the whole feed (maintenance, a published page or brand book, the
 * feed clock), run one at a time there, so the specs running beside them never see it.
 */
export const EXCLUSIVE_PORT = PORT + 1;
export const EXCLUSIVE_AURORA = `http://localhost:${EXCLUSIVE_PORT}`;
export const EXCLUSIVE_NORD = `http://nord.localhost:${EXCLUSIVE_PORT}`;

export interface LineGame {
  id: number;
  status: number;
  isLiveInLive: boolean;
  timeSec: number | null;
  startAt: number;
  markets: {
    kind: number;
    isBannedExpress: boolean;
    outcomes: { id: number; coef: number; isBlocked: boolean }[];
  }[];
}

/**
 * `count` line games (not started, not live-in-live) whose match result opens the row, home priced
 * from `minCoef` to 6, and far enough from kick-off that they stay line games while a test runs.
 */
export async function lineGames(
  request: APIRequestContext,
  count: number,
  minCoef = 1.2,
): Promise<LineGame[]> {
  // The list the line page shows (the API's default length), not the whole line: the line runs
  // about six and a half hours ahead, and a game past the page's list has no row to click.
  const res = await request.get(`${AURORA}/web-api/sports/games?type=line`);
  expect(res.ok()).toBe(true);
  const { games } = (await res.json()) as { games: LineGame[] };
  const now = Date.now() / 1000;
  const open = games.filter((g) => {
    const market = g.markets[0];
    return (
      g.status === 1 &&
      !g.isLiveInLive &&
      !g.timeSec &&
      g.startAt - now > 15 * 60 &&
      market?.kind === 1 &&
      !market.isBannedExpress &&
      market.outcomes.every((o) => !o.isBlocked)
    );
  });
  // Only the home price is bet, so only it is bounded: a bound on every outcome (draw and away
  // from `minCoef` to 6 too) left no game of 100 on a CI run when `minCoef` was 2.
  const homeCoef = (g: LineGame) => g.markets[0]?.outcomes[0]?.coef ?? 0;
  const usable = open.filter((g) => homeCoef(g) >= minCoef && homeCoef(g) <= 6);
  const homes = open.map(homeCoef).join(' ');
  expect(
    usable.length,
    `line games with home priced ${minCoef} to 6, of ${games.length} listed (open ones' home prices: ${homes})`,
  ).toBeGreaterThanOrEqual(count);
  // Two workers run specs at once on one server, and a spec may finish its games or move their
  // odds: the second worker takes games from the other end of the list.
  if (test.info().parallelIndex % 2 === 1) usable.reverse();
  const chosen = usable.slice(0, count);
  // The feed moves a few line prices every 15 s: a home price that moved between reading the slip
  // and booking made a test expect the old win. Each chosen home price is pinned where it stands
  // (the model no longer moves a price set through test control).
  for (const game of chosen) {
    const home = game.markets[0]!.outcomes[0]!;
    const pinned = await request.post(`${AURORA}/test-control/sports/coef`, {
      data: { outcomeId: home.id, coef: home.coef },
    });
    expect(pinned.ok(), await pinned.text()).toBe(true);
  }
  return chosen;
}

/**
 * A list's loaded game rows. While a list loads it holds placeholder rows of the same classes
 * (`GameRowsPlaceholder`), which carry no game id and link nowhere: a test that waits for or
 * clicks a row must mean one of these.
 */
export function gameRows(scope: Page | Locator): Locator {
  return scope.locator('.game-list > li.game-row[data-game-id]');
}

/** The home-win odds cell of a game's row on the line page (its first market: match result). */
export function homeCell(page: Page, gameId: number) {
  return page.locator(`li.game-row[data-game-id="${gameId}"] button.odds-cell`).first();
}

/**
 * The home outcome of each game added to the slip on `base`'s line page; answers the slip, which
 * then offers them as an express.
 */
export async function expressOfHomeWins(page: Page, base: string, games: readonly LineGame[]) {
  await page.goto(`${base}/en/line`);
  for (const game of games) {
    const cell = homeCell(page, game.id);
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
  }
  const coupon = page.getByTestId('coupon');
  await expect(coupon.getByRole('radio', { name: 'Express' })).toBeChecked();
  return coupon;
}

/** Places the slip as it stands and answers the number of the coupon accepted. */
export async function placeAndReadCouponId(coupon: Locator): Promise<number> {
  await coupon.getByRole('button', { name: 'Place bet' }).click();
  const success = coupon.getByTestId('coupon-success');
  await expect(success.getByRole('heading', { name: 'Bet accepted' })).toBeVisible();
  const printLink = success.getByRole('link', { name: /^Print coupon № \d+$/ });
  return Number(((await printLink.textContent()) ?? '').replace(/\D/g, ''));
}

/** A test-control call (the server runs with TEST_CONTROL) that must succeed. */
export async function testControl(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<void> {
  const res = await request.post(`${AURORA}/test-control/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Fails on any serious accessibility violation of WCAG 2 A/AA on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeScan(page, ['wcag2a', 'wcag2aa']);
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  // Which elements, and why (axe's own words: the colours and the ratio for a contrast).
  const where = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''} ${n.html}`),
  );
  expect(summary, where.join('\n')).toEqual([]);
}

/** Collects console errors and CSP violations so a test can assert the page ran clean. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(`csp: ${message.text()}`);
    }
  });
  return errors;
}

/** The site header. */
export const header = (page: Page) => page.getByRole('banner');

/**
 * Signs out from the header and waits for the page the site then loads (SPEC section 4: sign-out
 * reloads, or goes home from an office page): a navigation started before that load lands is
 * interrupted by it (social.spec's page.goto was, in a CI run).
 */
export async function signOut(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await reloaded;
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Money text as the page shows it ("2 223.00 ₽") to minor units. */
export function minorOf(text: string): number {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The header balance in minor units. */
export async function headerBalance(page: Page): Promise<number> {
  return minorOf((await header(page).getByTestId('header-balance').textContent()) ?? '');
}

export interface Credentials {
  login: string;
  password: string;
}

/** Text as read: the no-break spaces of money amounts as plain spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/**
 * One-click registration from the header of the page as it is (in `currency`, e.g. 'USD ($)',
 * or the brand's default); the generated login and password, once the dialog has closed.
 */
export async function registerInOneClick(page: Page, currency?: string): Promise<Credentials> {
  await header(page).getByRole('button', { name: 'Registration' }).click();
  const registration = page.getByRole('dialog', { name: 'Registration' });
  if (currency) await registration.getByLabel('Currency').selectOption({ label: currency });
  await registration.getByRole('button', { name: 'Register in one click' }).click();
  const login = plain(await registration.getByTestId('generated-login').textContent());
  const password = plain(await registration.getByTestId('generated-password').textContent());
  await registration.getByRole('button', { name: 'I have saved them' }).click();
  await expect(registration).toHaveCount(0);
  return { login, password };
}

/** On the deposit page: `amount` in `currency` ('RUB', 'USD') paid through the sandbox provider. */
export async function payInSandbox(page: Page, amount: string, currency: string): Promise<void> {
  await page.getByLabel(`Amount to deposit, ${currency}`, { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Pay (success)' }).click();
}

/**
 * A new RUB customer on the page as it is: registered in one click, `amount` RUB deposited from
 * the header's Deposit link through the sandbox provider, the header balance showing it.
 */
export async function registerAndDeposit(page: Page, amount: string): Promise<void> {
  await registerInOneClick(page);
  await header(page).getByRole('link', { name: 'Deposit' }).click();
  await payInSandbox(page, amount, 'RUB');
  // A four-figure amount shows with a thousands separator (1,500.00).
  const grouped = amount.replace(/\B(?=(\d{3})+$)/g, '[,\\s]?');
  await expect(header(page).getByTestId('header-balance')).toHaveText(
    new RegExp(`${grouped}\\.00`),
    { timeout: 25_000 },
  );
}

/** The built-in provider's lobby section lists the title (`provider=builtin`). */
export async function expectBuiltinInSection(
  page: Page,
  section: string,
  name: string,
): Promise<void> {
  const res = await page.request.get(
    `${AURORA}/web-api/casino/games?section=${section}&provider=builtin`,
  );
  expect(res.ok()).toBe(true);
  const listed = ((await res.json()) as { items: { name: string }[] }).items;
  expect(listed.map((g) => g.name)).toContain(name);
}

/**
 * A game played for real: its page opened at `path`, the frame found by `frame` (a selector),
 * and the frame's balance waited for until it shows the header's.
 */
export async function openRealGame(
  page: Page,
  path: string,
  frame: string,
): Promise<{ game: FrameLocator; before: number }> {
  await page.goto(`${AURORA}${path}`);
  const before = await headerBalance(page);
  const game = page.frameLocator(frame);
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute('data-amount', String(before), {
    timeout: 25_000,
  });
  return { game, before };
}

/** A paid round: the frame's balance, then the header's, show `expected` (minor units). */
export async function expectBalancesAfterRound(
  page: Page,
  game: FrameLocator,
  expected: number,
): Promise<void> {
  await expect(game.getByTestId('builtin-balance')).toHaveAttribute(
    'data-amount',
    String(expected),
  );
  await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);
}

/** The round just played, recomputed from its revealed seed on the page (or in the frame). */
export async function verifyLastRound(scope: Page | FrameLocator): Promise<void> {
  await scope.getByTestId('builtin-verify').click();
  await expect(scope.locator('[data-verified]')).toHaveAttribute('data-verified', 'true', {
    timeout: 20_000,
  });
}

/** The frame URL of a demo round of a built-in game, found by its route and launched in `lng`. */
export async function builtinDemoUrl(page: Page, route: string, lng: string): Promise<string> {
  const found = await page.request.get(`${AURORA}/web-api/casino/games/by-route/${route}`);
  expect(found.ok()).toBe(true);
  const body = (await found.json()) as { id?: number; game?: { id: number } };
  const res = await page.request.post(`${AURORA}/web-api/games/launch`, {
    data: { gameId: body.id ?? body.game!.id, mode: 'demo', lng },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/**
 * A studio page of its own (its own cookies), 1366 px wide, at `url` (a studio address on the
 * server the test uses), signed in as `operator`, created first through test control.
 */
export async function studioAs(
  browser: Browser,
  request: APIRequestContext,
  operator: { login: string; password: string; role: string },
  url: string,
): Promise<Page> {
  const created = await request.post(`${new URL(url).origin}/test-control/operators`, {
    data: operator,
  });
  expect([200, 201]).toContain(created.status());
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel('Login').fill(operator.login);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}
