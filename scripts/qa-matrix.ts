// `npm run qa:matrix`: starts the production build the way `npm start` does (TEST_CONTROL=1, its
// own port and DATA_DIR), renders every route of schemas/routes.json for every brand × language
// (guest) and signed-in (a customer registered through the API), in one Chromium with a few
// pages in parallel, and reports runtime errors, error pages, raw dictionary keys, broken
// same-origin links, axe violations (serious and critical of WCAG 2.0/2.1 A and AA), empty
// pages, pages that scroll sideways and controls cut off (partly past the window's or a clipping
// box's edge) at 1024 px, the narrowest layout width, and the same for a sample of routes, signed
// in, at 1366 (Russian), 1920 (Arabic) and the 390 px phone (every language) (QA_VIEWS). Writes
// reports/qa-matrix/{last.json,junit.xml,summary.txt,server.log} and exits 1 on any finding that
// no allowlist entry (scripts/qa/allowlist.ts) covers, 2 when it cannot run. A page that does not
// get ready (load-failure) is rendered once more; if that try gets ready, the summary lists the
// page with what its first try was still waiting on, and nothing fails (scripts/qa/matrix.ts
// QaSecondTry).
//
// Presets (rule contexts): guest, signed-in (a customer registered through the API), banned (that
// customer banned at level 45 through test control) and maintenance (every brand's maintenance
// switched on through the operator API, as an operator does); the last two render CONTEXT_SAMPLES
// and check where each lands.
//
// Options (environment): QA_VIEWS ('all', the default, 'none', or a comma list of those widths),
// QA_PRESETS (a comma list, default all four), QA_SPREAD ('1': every route
// once per preset, the brand × language pairs taken in turn, as `npm test` runs it), QA_PORT (4425), QA_WORKERS (3 pages at once), QA_SIGNED_IN_LANGUAGES
// (languages of the signed-in preset, default 'en'; 'all' for every one), QA_ROUTES (a comma list
// of route ids to render, for a quick look), QA_REPORT_DIR (reports/qa-matrix), QA_AXE ('all', the
// default: axe on every page; 'once': axe on the first page rendered of each page schema × visitor
// preset, while every route, brand and language still gets the other checks: what `npm test` runs,
// to keep CI's time), QA_GUEST_LANGUAGES ('all', the default, or e.g. 'default,ar': the brand's default
// language and Arabic, where the brand shows them to guests).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  chromium,
  request as apiRequest,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/auth/authConstants';
import { TOKEN_PATH } from '../runtime/api/tokenManager';
import type { RouteTable } from '../runtime/schema/types';
import { axeScan } from '../tests/axeScan';
import { chromiumLaunchOptions } from '../tests/chromium';
import { QA_ALLOWLIST } from './qa/allowlist';
import {
  AXE_FAILING_IMPACTS,
  AXE_TAGS,
  CONTEXT_SAMPLES,
  QA_VIEWPORT,
  QA_VIEW_ROUTES,
  applyAllowlist,
  landedAsExpected,
  presetCases,
  presetsOf,
  countFindings,
  exampleRests,
  linkVerdict,
  needsSecondTry,
  qaJUnit,
  qaSummary,
  rawKeysIn,
  restOf,
  viewsOf,
  type ContextPreset,
  type Preset,
  type QaCase,
  type QaFinding,
  type QaPageResult,
  type QaReport,
  type QaSecondTry,
} from './qa/matrix';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.QA_PORT ?? 4425);
const WORKERS = Math.max(1, Number(process.env.QA_WORKERS ?? 3));
const REPORT_DIR = resolve(ROOT, process.env.QA_REPORT_DIR ?? 'reports/qa-matrix');
const DATA_DIR = join(ROOT, 'data', `qa-matrix-${PORT}`);
// With DATABASE_URL the server runs on a database of its own, created empty for each run, as the
// end-to-end server does (playwright.config.ts): the shared database keeps what earlier runs left.
const ADMIN_DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
const QA_DATABASE = `qa_matrix_${PORT}`;
const ONLY_ROUTES = process.env.QA_ROUTES?.split(',').filter(Boolean);
const PRESETS_RUN = presetsOf(process.env.QA_PRESETS);
/** The widths beside 1024 px (QA_VIEWS: 'all', 'none' or widths), rendered signed in. */
const VIEWS = PRESETS_RUN.includes('signed-in') ? viewsOf(process.env.QA_VIEWS) : [];
/** QA_SPREAD=1: each route once per preset, brands and languages in turn (presetCases). */
const SPREAD = process.env.QA_SPREAD === '1';
/** The operator the maintenance preset signs in as (created through test control). */
const QA_OPERATOR = {
  login: 'qa-matrix-operator',
  password: 'Qa-Matrix-Operator-2026!',
  role: 'admin',
};
/**
 * QA_GUEST_LANGUAGES: 'all' (default), or a comma list where 'default' names the brand's default
 * language (e.g. 'default,ar'); only languages the brand shows guests are rendered.
 */
function guestLanguagesOf(shown: string[], defaultLanguage: string | undefined): string[] {
  const wanted = process.env.QA_GUEST_LANGUAGES;
  if (!wanted || wanted === 'all') return shown;
  const names = wanted.split(',').map((l) => (l === 'default' ? defaultLanguage : l));
  return shown.filter((l) => names.includes(l));
}
const AXE_MODE = process.env.QA_AXE === 'once' ? 'once' : 'all';
/** page schema × preset already checked by axe (QA_AXE=once). */
const axeDone = new Set<string>();
/**
 * Routes that render one page schema (11 casino sections, say) share one axe check, whichever
 * brand and language the matrix renders it in first; a visitor preset shows other widgets.
 */
const axeKey = (c: QaCase) => `${pageOfRoute.get(c.routeId) ?? c.routeId}|${c.preset}`;
/** Whether this case runs axe: always, or only the first of its page schema × preset. */
function takesAxe(c: QaCase): boolean {
  if (AXE_MODE === 'all') return true;
  const key = axeKey(c);
  if (axeDone.has(key)) return false;
  axeDone.add(key);
  return true;
}
const PAGE_TIMEOUT_MS = 30_000;
/** A page is ready when one of these is there (the main landmark, an error page, a fatal error). */
const READY = '#main, .error-page, .fatal-error';

const table = JSON.parse(readFileSync(join(ROOT, 'schemas/routes.json'), 'utf8')) as RouteTable;
const pageOfRoute = new Map(table.routes.map((route) => [route.id, route.page]));
const languages = readdirSync(join(ROOT, 'configs/locales')).sort();
const namespaces = [
  ...new Set(
    languages.flatMap((lng) =>
      readdirSync(join(ROOT, 'configs/locales', lng))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length)),
    ),
  ),
];
const brands = readdirSync(join(ROOT, 'configs/brands'))
  .sort()
  .map((id) => {
    const site = JSON.parse(
      readFileSync(join(ROOT, 'configs/brands', id, 'site.json'), 'utf8'),
    ) as {
      hosts?: string[];
      languages?: string[];
      defaultLanguage?: string;
      langHiddenUnauthorized?: string[];
      bannedRedirectUrl?: string;
    } & Record<string, unknown>;
    const host = site.hosts?.find((h) => h === 'localhost' || h.endsWith('.localhost'));
    const own = (site.languages ?? languages).filter((l) => languages.includes(l)).sort();
    const shownToGuests = own.filter((l) => !(site.langHiddenUnauthorized ?? []).includes(l));
    return {
      id,
      origin: host ? `http://${host}:${PORT}` : undefined,
      /** Where a banned customer is sent (SPEC section 4). */
      offSite: site.bannedRedirectUrl,
      /** The site flags, which the configFlag guard reads. */
      site,
      /** Languages per preset: guests do not get the ones hidden from them (they go elsewhere). */
      languages: {
        guest: guestLanguagesOf(shownToGuests, site.defaultLanguage),
        'signed-in': own,
      },
    };
  });
const signedInLanguages =
  process.env.QA_SIGNED_IN_LANGUAGES === 'all'
    ? languages
    : (process.env.QA_SIGNED_IN_LANGUAGES ?? 'en').split(',').filter((l) => languages.includes(l));

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** The server the matrix renders against, and what it has printed (LOG_LEVEL warn) so far. */
interface QaServer {
  process: ChildProcess;
  output(): string;
}

async function startServer(): Promise<QaServer> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  if (ADMIN_DATABASE_URL)
    execFileSync(
      process.execPath,
      ['scripts/fresh-database.mjs', ADMIN_DATABASE_URL, QA_DATABASE],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      DATABASE_URL: ADMIN_DATABASE_URL
        ? Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${QA_DATABASE}` }).toString()
        : '',
      // Not NODE_ENV=production, which refuses TEST_CONTROL: the build served as `npm start` does.
      TEST_CONTROL: '1',
      PAYMENT_PROVIDER: 'sandbox',
      // Off, as production has it (its one-tap prompt would sit on every page).
      SOCIAL_LOCAL_PROVIDER: '0',
      // Messages into the local sinks (the test-control SMS sink; server/messages/).
      MAIL_SINK: '1',
      SMS_SINK: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`http://localhost:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { process: server, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not answer /healthz within 240 s:\n${output}`);
}

async function stopServer({ process: server }: QaServer): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A signed-in customer per brand: registered in one click through the API (fast_reg), from the
 * brand's page in Chromium (which resolves *.localhost; Node does not).
 */
async function signedInState(
  browser: Browser,
  origin: string,
): Promise<{ state: string; userId: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/healthz`);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/web-api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
    });
    const check = await fetch('/web-api/auth/check');
    const { user_id } = (await check.json()) as { user_id: number };
    return { status: response.status, body: await response.text(), userId: user_id };
  });
  if (answer.status !== 200)
    throw new Error(`registration at ${origin}: ${answer.status} ${answer.body}`);
  const state = JSON.stringify(await context.storageState());
  await context.close();
  return { state, userId: answer.userId };
}

/** The server's test control and operator API, by its loopback address (cookies kept). */
async function serverApi() {
  return apiRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
}

async function expectOk(what: string, answer: Promise<import('@playwright/test').APIResponse>) {
  const res = await answer;
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** Bans a customer at level 45, version 0: off-site everywhere but the withdrawal route. */
async function ban(userId: number): Promise<void> {
  const api = await serverApi();
  try {
    await expectOk(
      `ban of customer ${userId}`,
      api.put(`/test-control/customers/${userId}/ban`, { data: { level: 45, version: 0 } }),
    );
  } finally {
    await api.dispose();
  }
}

/** Switches every brand's maintenance on (a window open since a minute ago) or off. */
async function setMaintenance(on: boolean): Promise<void> {
  const api = await serverApi();
  try {
    await expectOk('the QA operator', api.post('/test-control/operators', { data: QA_OPERATOR }));
    await expectOk(
      'operator sign-in',
      api.post('/operator-api/session', {
        data: { login: QA_OPERATOR.login, password: QA_OPERATOR.password },
      }),
    );
    const now = Math.floor(Date.now() / 1000);
    const window = {
      started_at: now - 60,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: true,
      web_state: 0,
    };
    for (const brand of brands)
      await expectOk(
        `maintenance ${on ? 'on' : 'off'} for ${brand.id}`,
        api.put(`/operator-api/maintenance?brand=${brand.id}`, {
          data: { windows: on ? [window] : [] },
        }),
      );
  } finally {
    await api.dispose();
  }
}

interface Rendered {
  result: QaPageResult;
  findings: QaFinding[];
  /** Same-language rests of the page's links (for examples of parameterised routes). */
  links: string[];
}

const serverPathStatus = new Map<string, Promise<number>>();
function serverStatus(url: string): Promise<number> {
  const { pathname, search } = new URL(url);
  const key = pathname;
  let known = serverPathStatus.get(key);
  if (!known) {
    // Node does not resolve *.localhost: ask the same server by its loopback address.
    known = fetch(`http://127.0.0.1:${PORT}${pathname}${search}`, {
      method: 'GET',
      redirect: 'manual',
    }).then(
      async (r) => {
        await r.body?.cancel();
        return r.status;
      },
      () => 0,
    );
    serverPathStatus.set(key, known);
  }
  return known;
}

async function renderCase(
  context: BrowserContext,
  brand: { origin: string; offSite: string | undefined },
  c: QaCase,
): Promise<Rendered> {
  const origin = brand.origin;
  const url = `${origin}/${c.lng}/${c.rest}`;
  const findings: QaFinding[] = [];
  const add = (kind: QaFinding['kind'], message: string) =>
    findings.push({
      kind,
      routeId: c.routeId,
      brand: c.brand,
      lng: c.lng,
      preset: c.preset,
      url,
      message,
      ...(c.width ? { width: c.width } : {}),
    });
  const started = performance.now();
  const page: Page = await context.newPage();
  page.on('pageerror', (error) => add('runtime-error', `page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const text = message.text();
    // A made-up id (no link on the site had one) is expected to be unknown to the server: its
    // 404 is the page's not-found state, not an error.
    if (c.example === 'synthetic' && text.includes('status of 404')) return;
    add(
      'runtime-error',
      `console error: ${text}${where && text.startsWith('Failed to load resource') ? ` (${new URL(where).pathname})` : ''}`,
    );
  });
  // Requests not yet answered: a page that never gets ready names what it was waiting for.
  const unanswered = new Map<Request, number>();
  page.on('request', (request) => {
    unanswered.set(request, performance.now());
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/bff-api/reports')
      add('runtime-error', `client report: ${request.postData() ?? ''}`);
  });
  // What the page did, in order (answers, navigations, console lines): the end of it is part of a
  // load failure's words.
  const trail: string[] = [];
  const at = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  page.on('requestfinished', (request) => {
    unanswered.delete(request);
    void request.response().then(
      (r) => trail.push(`${at()} ${r?.status() ?? '?'} ${new URL(request.url()).pathname}`),
      () => undefined, // the page closed meanwhile
    );
  });
  page.on('requestfailed', (request) => {
    unanswered.delete(request);
    trail.push(
      `${at()} failed ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`,
    );
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`${at()} navigated to ${frame.url()}`);
  });
  page.on('console', (message) =>
    trail.push(`${at()} console.${message.type()}: ${message.text().slice(0, 120)}`),
  );
  let finalUrl = url;
  let axeMinor = 0;
  let axeMs = 0;
  const links: string[] = [];
  try {
    // A banned customer's ban arrives with the session data, loaded a while after the page is
    // ready (SPEC section 7); the guards run again then.
    const sessionLoaded =
      c.preset === 'banned'
        ? page.waitForResponse((r) => new URL(r.url()).pathname === '/web-api/session', {
            timeout: PAGE_TIMEOUT_MS,
          })
        : undefined;
    sessionLoaded?.catch(() => undefined);
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    if (c.landing === 'off-site') {
      const site = { origin, lng: c.lng, offSite: brand.offSite };
      await page
        .waitForURL((u) => u.origin !== new URL(origin).origin, { timeout: PAGE_TIMEOUT_MS })
        .catch(() => undefined);
      finalUrl = page.url();
      if (!landedAsExpected(c.landing, finalUrl, site))
        add('wrong-landing', `stayed at ${new URL(finalUrl).pathname}, not sent off-site`);
      // Off the site nothing more is ours to check.
      return {
        result: {
          ...c,
          url,
          finalUrl,
          ms: Math.round(performance.now() - started),
          axeMs: 0,
          findings: findings.length,
          axeMinor: 0,
        },
        findings,
        links,
      };
    }
    await page.waitForSelector(READY, { timeout: PAGE_TIMEOUT_MS });
    if (sessionLoaded) {
      await sessionLoaded;
      // One frame for the guards to run on the session data.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }
    if (c.landing !== undefined) {
      const landing = c.landing;
      const site = { origin, lng: c.lng, offSite: brand.offSite };
      await page
        .waitForURL((u) => landedAsExpected(landing, u.href, site), { timeout: 10_000 })
        .catch(() =>
          add('wrong-landing', `landed at ${page.url()}, not /${c.lng}/${landing.rest}`),
        );
      await page.waitForSelector(READY, { timeout: PAGE_TIMEOUT_MS });
    }
    // Widgets loading data say so with aria-busy; wait for them to settle.
    await page
      .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
        timeout: 10_000,
      })
      .catch(() => add('load-failure', 'still busy (aria-busy) after 10 s'));
    finalUrl = page.url();
    // A signed-in visitor is never sent to sign in: that is a session the matrix lost, and the
    // page seen is not the one the case is for.
    if (c.preset === 'signed-in' && /\/user\/login\/?$/.test(new URL(finalUrl).pathname))
      add('wrong-landing', `sent to sign in: the signed-in session was lost`);
    const facts = await page.evaluate(() => {
      const main = document.querySelector('#main');
      const mainText = (main as HTMLElement | null)?.innerText.trim() ?? '';
      const mainHasMedia =
        main?.querySelector('img, svg, canvas, iframe, video, input, button, select') !== null;
      const texts = [document.body.innerText];
      for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
        for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
          texts.push(el.getAttribute(name) ?? '');
      }
      return {
        hasMain: main !== null,
        mainEmpty: main !== null && mainText === '' && !mainHasMedia,
        errorStatus: document.querySelector('.error-page')?.getAttribute('data-status') ?? null,
        fatal: document.querySelector('.fatal-error') !== null,
        fallbacks: [
          ...document.querySelectorAll('.widget-fallback, [data-testid="region-error"]'),
        ].map((e) => (e as HTMLElement).innerText.trim().slice(0, 200)),
        text: texts.join('\n'),
        hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
        // Against the html's box, the window less the scrollbar's room (scrollbar-gutter:
        // stable), where clientWidth counts that room in.
        sideways:
          document.documentElement.scrollWidth -
          Math.round(document.documentElement.getBoundingClientRect().width),
        // Controls cut off (SPEC section 2: every control reachable): partly outside the window
        // or partly outside an ancestor that hides its overflow. Whole controls outside are left
        // alone (skip links, closed drawers and carousel slides are placed there on purpose), so
        // are those inside a scrolling box (reached by scrolling it) and hidden ones. Inline
        // code only: a named function would not survive the trip into the page.
        clipped: [
          ...document.querySelectorAll(
            'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
          ),
        ].flatMap((control) => {
          const box = control.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return [];
          if (control.closest('[aria-hidden="true"], [inert], [hidden]')) return [];
          // Hidden, or not rendered: a closed <details>' content keeps its boxes unpainted.
          if (!control.checkVisibility({ visibilityProperty: true })) return [];
          const name = `${control.tagName.toLowerCase()} "${(
            control.getAttribute('aria-label') ??
            (control as HTMLElement).innerText ??
            ''
          )
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 30)}"`;
          // The clipping boxes from the nearest out: ancestors hiding their overflow, then the
          // window; a control partly across an edge of one is cut off.
          const edges: { left: number; right: number; what: string }[] = [];
          for (let a = control.parentElement; a && a !== document.body; a = a.parentElement) {
            const overflow = getComputedStyle(a).overflowX;
            if (overflow === 'auto' || overflow === 'scroll') return [];
            if (overflow === 'hidden' || overflow === 'clip') {
              const clip = a.getBoundingClientRect();
              edges.push({
                left: clip.left,
                right: clip.right,
                what: `in .${String(a.className).split(' ')[0] || a.tagName}`,
              });
            }
          }
          const page = document.documentElement.getBoundingClientRect();
          edges.push({
            left: Math.max(0, page.left),
            right: Math.min(document.documentElement.clientWidth, page.right),
            what: "at the window's edge",
          });
          const across = edges.find(
            (e) =>
              (box.left < e.left - 1 && box.right > e.left + 1) ||
              (box.right > e.right + 1 && box.left < e.right - 1),
          );
          return across ? [`${name} ${across.what}`] : [];
        }),
      };
    });
    if (facts.fatal) add('runtime-error', 'the fatal error page');
    if (facts.errorStatus)
      add('error-page', `the ${facts.errorStatus} page at ${new URL(finalUrl).pathname}`);
    for (const fallback of facts.fallbacks) add('runtime-error', `error boundary: ${fallback}`);
    if (!facts.hasMain && !facts.errorStatus && !facts.fatal)
      add('empty-page', 'no <main> landmark');
    if (facts.mainEmpty) add('empty-page', '<main> has no content');
    const width = c.width ?? QA_VIEWPORT.width;
    if (facts.sideways > 1)
      add('sideways-scroll', `scrolls ${facts.sideways} px sideways at ${width} px`);
    if (facts.clipped.length > 0)
      add(
        'clipped-control',
        `${facts.clipped.length} control${facts.clipped.length === 1 ? '' : 's'} cut off at ${width} px: ${facts.clipped.slice(0, 5).join('; ')}`,
      );
    for (const key of rawKeysIn(facts.text, namespaces))
      add('missing-translation', `raw key '${key}' shown`);
    const origins = new Set([new URL(origin).origin]);
    for (const href of new Set(facts.hrefs)) {
      const target = new URL(href);
      if (!origins.has(target.origin)) continue;
      const verdict = linkVerdict(table, languages, target.pathname);
      if (verdict === 'broken') add('broken-link', `link to ${target.pathname} matches no route`);
      if (verdict === 'server') {
        const status = await serverStatus(target.href);
        if (status === 0 || status >= 400)
          add('broken-link', `link to ${target.pathname} answers ${status || 'nothing'}`);
      }
      const rest = restOf(target.pathname, c.lng);
      if (rest !== undefined) links.push(rest);
    }
    const axeStarted = performance.now();
    const axe = takesAxe(c) ? await axeScan(page, AXE_TAGS) : { violations: [] };
    axeMs = Math.round(performance.now() - axeStarted);
    for (const violation of axe.violations) {
      const impact = violation.impact ?? 'minor';
      if ((AXE_FAILING_IMPACTS as readonly string[]).includes(impact)) {
        const targets = violation.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ');
        add(
          'axe',
          `${impact} ${violation.id}: ${violation.help} (${violation.nodes.length}: ${targets})`,
        );
      } else {
        axeMinor += violation.nodes.length;
      }
    }
  } catch (error) {
    const now = performance.now();
    const waiting = [...unanswered]
      .map(
        ([r, since]) =>
          `${r.method()} ${new URL(r.url()).pathname} (${Math.round((now - since) / 1000)} s)`,
      )
      .join(', ');
    const shown = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 160))
      .catch(() => '(the page did not answer)');
    add(
      'load-failure',
      `${(error as Error).message.split('\n')[0] ?? 'failed'}; at ${page.url()}; unanswered: ${waiting || 'none'}; showing: '${shown}'; the page's last steps: ${trail.slice(-25).join(' | ')}`,
    );
  } finally {
    await page.close().catch(() => undefined);
  }
  const ms = Math.round(performance.now() - started);
  return {
    result: { ...c, url, finalUrl, ms, axeMs, findings: findings.length, axeMinor },
    findings,
    links,
  };
}

/** Runs `work` over `items` with at most WORKERS at once. */
async function pool<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const runners = Array.from({ length: Math.min(WORKERS, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
      done++;
      if (done % 25 === 0 || done === items.length) log(`  ${done}/${items.length} pages`);
    }
  });
  await Promise.all(runners);
  return results;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const clock = performance.now();
  // The matrix renders the production build, where a route that exists only outside production
  // (the debugger, SPEC section 6) answers 404 by design: it is not rendered.
  const inProduction = table.routes.filter((r) => !(r.guards ?? []).includes('notProduction'));
  const routes = {
    ...table,
    routes: ONLY_ROUTES ? inProduction.filter((r) => ONLY_ROUTES.includes(r.id)) : inProduction,
  };
  const missingHost = brands.find((b) => !b.origin);
  if (missingHost) throw new Error(`brand ${missingHost.id} has no localhost host in site.json`);

  log(
    `qa:matrix: starting the production server on port ${PORT} (data in ${DATA_DIR}${ADMIN_DATABASE_URL ? `, database ${QA_DATABASE}` : ''})`,
  );
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const pages: QaPageResult[] = [];
  let findings: QaFinding[] = [];
  const harvested = new Set<string>();
  let skipped: QaReport['skipped'] = [];
  const secondTries: QaSecondTry[] = [];
  try {
    // A signed-in customer per brand, and another one banned, for those presets.
    const states = new Map<string, string>();
    for (const brand of brands) {
      if (PRESETS_RUN.includes('signed-in'))
        states.set(`signed-in|${brand.id}`, (await signedInState(browser, brand.origin!)).state);
      if (PRESETS_RUN.includes('banned')) {
        const customer = await signedInState(browser, brand.origin!);
        await ban(customer.userId);
        states.set(`banned|${brand.id}`, customer.state);
      }
    }
    const signedInAt = performance.now();
    const contextFor = async (
      preset: Preset,
      brand: (typeof brands)[number],
      width: number | undefined,
    ) => {
      const state = states.get(`${preset}|${brand.id}${width ? `|${width}` : ''}`);
      const view = VIEWS.find((v) => v.width === width);
      const context = await browser.newContext({
        viewport: view ? { width: view.width, height: view.height } : QA_VIEWPORT,
        ...(state ? { storageState: JSON.parse(state) as never } : {}),
      });
      // The banned address is another site: answered here, as the network is not ours to use.
      if (preset === 'banned' && brand.offSite)
        await context.route(`${brand.offSite}**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<h1>Off-site</h1>' }),
        );
      return context;
    };
    // One browser context per preset × brand, its pages opened side by side like a visitor's
    // tabs: the context's HTTP cache spares every page after the first the download of the
    // scripts (a context per page made each one a cold first visit).
    const contexts = new Map<string, Promise<BrowserContext>>();
    // A customer's access cookie lives ACCESS_TOKEN_TTL_SECONDS; a run on a loaded machine lasts
    // longer. Past that, every page's first customer call would answer 401 before the client's
    // refresh (SPEC section 8), and Chromium logs that 401 as a console error: a customer's
    // context trades its refresh cookie for a new access cookie at half the lifetime instead.
    const renewals = new Map<string, { at: number; pending: Promise<void> | null }>();
    const keepSignedIn = (key: string, context: BrowserContext, origin: string) => {
      let renewal = renewals.get(key);
      if (!renewal) renewals.set(key, (renewal = { at: signedInAt, pending: null }));
      if (renewal.pending) return renewal.pending;
      if (performance.now() - renewal.at < (ACCESS_TOKEN_TTL_SECONDS * 1000) / 2)
        return Promise.resolve();
      const r = renewal;
      r.pending = (async () => {
        const page = await context.newPage();
        try {
          await page.goto(`${origin}/healthz`);
          const status = await page.evaluate(
            async (path) => (await fetch(path)).status,
            TOKEN_PATH,
          );
          if (status !== 200) log(`qa:matrix: renewing ${key}'s access token answered ${status}`);
          r.at = performance.now();
        } finally {
          await page.close();
          r.pending = null;
        }
      })();
      return r.pending;
    };
    const run = async (c: QaCase) => {
      const brand = brands.find((b) => b.id === c.brand)!;
      // A context per width too: its window is the width's.
      const key = `${c.preset}|${brand.id}${c.width ? `|${c.width}` : ''}`;
      let context = contexts.get(key);
      if (!context) {
        context = contextFor(c.preset, brand, c.width);
        contexts.set(key, context);
      }
      if (c.preset === 'signed-in' || c.preset === 'banned')
        await keepSignedIn(key, await context, brand.origin!);
      const site = { origin: brand.origin!, offSite: brand.offSite };
      let rendered = await renderCase(await context, site, c);
      if (needsSecondTry(rendered.findings)) {
        const firstTry = rendered.findings;
        const failure = firstTry.find((f) => f.kind === 'load-failure')!;
        log(`qa:matrix: ${failure.url} did not get ready: ${failure.message}; trying again`);
        axeDone.delete(axeKey(c)); // the first try's axe findings are not kept
        rendered = await renderCase(await context, site, c);
        if (needsSecondTry(rendered.findings))
          rendered.findings.unshift(...firstTry.filter((f) => f.kind === 'load-failure'));
        else
          secondTries.push({
            routeId: c.routeId,
            brand: c.brand,
            lng: c.lng,
            preset: c.preset,
            url: failure.url,
            firstTry: firstTry.map((f) => `${f.kind}: ${f.message}`),
          });
      }
      pages.push(rendered.result);
      findings.push(...rendered.findings);
      for (const link of rendered.links) harvested.add(link);
    };
    // A route whose configFlag guard a brand's flags close (identification where
    // isShowIdentification is off) answers that brand its 404 by design: it is not rendered there.
    const serves = (routeId: string, brandId: string) => {
      const site = brands.find((b) => b.id === brandId)?.site ?? {};
      const route = routes.routes.find((r) => r.id === routeId);
      return !(route?.guards ?? []).some(
        (g) => typeof g === 'object' && g.name === 'configFlag' && !site[String(g.args?.flag)],
      );
    };
    const matrix = (list: { routeId: string; rest: string; example: QaCase['example'] }[]) =>
      PRESETS_RUN.filter((p) => p === 'guest' || p === 'signed-in').flatMap((preset, index) =>
        presetCases(
          preset,
          list,
          brands.flatMap((brand) =>
            (preset === 'guest'
              ? brand.languages.guest
              : brand.languages['signed-in'].filter((l) => signedInLanguages.includes(l))
            ).map((lng) => ({ brand: brand.id, lng })),
          ),
          { spread: SPREAD, offset: index, serves },
        ),
      );
    // First the routes without required params; their links give real ids for the others.
    const first = exampleRests(
      { ...routes, routes: routes.routes.filter((r) => !/\{[a-zA-Z0-9]+\}/.test(r.path)) },
      [],
    );
    log(`qa:matrix: ${first.cases.length} routes without required params`);
    await pool(matrix(first.cases), run);
    const second = exampleRests(
      { ...routes, routes: routes.routes.filter((r) => /\{[a-zA-Z0-9]+\}/.test(r.path)) },
      harvested,
    );
    skipped = second.skipped;
    log(
      `qa:matrix: ${second.cases.length} parameterised routes (${second.cases.filter((c) => c.example === 'harvested').length} with ids from the site's links)`,
    );
    await pool(matrix(second.cases), run);

    // The other widths: their sample of routes, signed in, in each width's languages (those a
    // brand has), every brand × language or spread like the rest (QA_SPREAD).
    for (const view of VIEWS) {
      log(`qa:matrix: ${QA_VIEW_ROUTES.length} routes at ${view.width} px, signed in`);
      // A customer of its own per brand, signed in now: the first customers' refresh cookies
      // were traded by their contexts long ago, so a new context from their state is a guest.
      for (const brand of brands) {
        const key = `signed-in|${brand.id}|${view.width}`;
        states.set(key, (await signedInState(browser, brand.origin!)).state);
        renewals.set(key, { at: performance.now(), pending: null });
      }
      const sample = first.cases.filter((c) => QA_VIEW_ROUTES.includes(c.routeId));
      const cases = presetCases(
        'signed-in',
        sample,
        brands.flatMap((brand) =>
          brand.languages['signed-in']
            .filter((l) => view.languages.includes(l))
            .map((lng) => ({ brand: brand.id, lng })),
        ),
        { spread: SPREAD, serves },
      ).map((c) => ({ ...c, width: view.width }));
      await pool(cases, run);
    }

    // The rule contexts: a sample each, in the signed-in preset's languages (those guests are
    // shown, for maintenance, whose visitor is a guest).
    const contextCases = (preset: ContextPreset) => {
      const rests = new Map(first.cases.map((c) => [c.routeId, c.rest]));
      const cases: QaCase[] = [];
      for (const brand of brands)
        for (const lng of brand.languages[preset === 'maintenance' ? 'guest' : 'signed-in'].filter(
          (l) => signedInLanguages.includes(l),
        ))
          for (const sample of CONTEXT_SAMPLES[preset]) {
            const rest = rests.get(sample.routeId);
            if (rest === undefined) continue;
            cases.push({
              routeId: sample.routeId,
              rest,
              example: 'none',
              landing: sample.landing,
              brand: brand.id,
              lng,
              preset,
            });
          }
      return cases;
    };
    if (PRESETS_RUN.includes('banned')) {
      log('qa:matrix: banned customers');
      await pool(contextCases('banned'), run);
    }
    if (PRESETS_RUN.includes('maintenance')) {
      log('qa:matrix: maintenance on for every brand');
      await setMaintenance(true);
      try {
        await pool(contextCases('maintenance'), run);
      } finally {
        await setMaintenance(false);
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }

  findings = applyAllowlist(findings, QA_ALLOWLIST);
  const order = (p: { routeId: string; brand: string; lng: string; preset: string }) =>
    `${p.preset}|${p.routeId}|${p.brand}|${p.lng}`;
  pages.sort((a, b) => order(a).localeCompare(order(b)));
  findings.sort((a, b) => order(a).localeCompare(order(b)));
  const open = findings.filter((f) => !f.allowlisted);
  const report: QaReport = {
    tool: 'qa:matrix',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - clock),
    ok: open.length === 0,
    brands: brands.map((b) => b.id),
    languages,
    presets: PRESETS_RUN.map((preset) =>
      preset === 'guest'
        ? { preset, routes: ONLY_ROUTES ?? 'all', languages }
        : preset === 'signed-in'
          ? { preset, routes: ONLY_ROUTES ?? 'all', languages: signedInLanguages }
          : {
              preset,
              routes: CONTEXT_SAMPLES[preset].map((s) => s.routeId),
              languages: signedInLanguages,
            },
    ),
    axe: { tags: [...AXE_TAGS], failingImpacts: [...AXE_FAILING_IMPACTS], mode: AXE_MODE },
    views: VIEWS.map((v) => ({
      width: v.width,
      routes: [...QA_VIEW_ROUTES],
      languages: [...v.languages],
    })),
    spread: SPREAD,
    pages,
    skipped,
    findings,
    secondTries,
    counts: {
      pages: pages.length,
      findings: open.length,
      allowlisted: findings.length - open.length,
      byKind: countFindings(findings),
    },
  };
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'last.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(REPORT_DIR, 'junit.xml'), qaJUnit(report));
  const summary = qaSummary(report);
  writeFileSync(join(REPORT_DIR, 'summary.txt'), `${summary}\n`);
  // What the server logged (warnings and errors): beside a page that never got ready, its side.
  const serverLog = server.output();
  writeFileSync(join(REPORT_DIR, 'server.log'), serverLog);
  console.log(summary);
  if (open.some((f) => f.kind === 'load-failure') && serverLog.trim() !== '') {
    console.log('The server logged (last 40 lines of server.log):');
    console.log(serverLog.trimEnd().split('\n').slice(-40).join('\n'));
  }
  console.log(`Reports: ${REPORT_DIR}/{last.json,junit.xml,summary.txt,server.log}`);
  return report.ok ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`qa:matrix cannot run: ${(error as Error).message}`);
  return 2;
});
