// One case of the QA matrix (scripts/qa-matrix.ts) rendered and checked in Chromium, and the pool
// of pages that renders the cases a few at a time.
import { type BrowserContext, type Page, type Request } from '@playwright/test';
import { axeScan } from '../../tests/axeScan';
import { matchingRoute } from '../../runtime/router/routeTableMatch';
import {
  AXE_FAILING_IMPACTS,
  AXE_TAGS,
  QA_VIEWPORT,
  landedAsExpected,
  rawKeysIn,
  type QaCase,
  type QaFinding,
  type QaPageResult,
} from './matrix';
import { linkVerdict, restOf } from './routes';

import {
  PORT,
  WORKERS,
  takesAxe,
  axeKey,
  PAGE_TIMEOUT_MS,
  READY,
  table,
  languages,
  namespaces,
  log,
} from './settings';

export interface Rendered {
  result: QaPageResult;
  findings: QaFinding[];
  /** Same-language rests of the page's links (for examples of parameterised routes). */
  links: string[];
  /**
   * The boot guard's reload (public/boot-guard.js: the main script did not run, the page reloaded
   * itself once), each with the requests that failed before it: the page recovered as a customer's
   * would, so this is listed with the second tries, not a finding. A guard that gives up and shows
   * the failure view stays a runtime-error finding.
   */
  bootReloads: string[];
  /** The axe check this page took (settings.ts axeKey), if it took one. */
  axeKey?: string;
}

/** The boot guard's report when it reloaded the page (public/boot-guard.js). */
const BOOT_RELOADED = 'the main script did not run; the page was reloaded';

/** Whether a client report is the boot guard's reload (the page goes on, recovered). */
function isBootReload(body: string | null): boolean {
  try {
    const report = JSON.parse(body ?? '') as { kind?: unknown; message?: unknown };
    return report.kind === 'boot-failure' && report.message === BOOT_RELOADED;
  } catch {
    return false;
  }
}

export const serverPathStatus = new Map<string, Promise<number>>();
export function serverStatus(url: string): Promise<number> {
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

export async function renderCase(
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
  const bootReloads: string[] = [];
  page.on('request', (request) => {
    unanswered.set(request, performance.now());
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/bff-api/reports')
      return;
    const body = request.postData();
    if (isBootReload(body))
      bootReloads.push(
        `the boot guard reloaded the page; what failed before: ${
          trail.filter((step) => step.includes(' failed ')).join(' | ') || 'no request'
        }`,
      );
    else add('runtime-error', `client report: ${body ?? ''}`);
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
  let tookAxe: string | undefined;
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
        bootReloads,
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
    const landedRest = restOf(new URL(finalUrl).pathname, c.lng);
    const landedRouteId =
      landedRest === undefined ? undefined : matchingRoute(table, landedRest)?.id;
    const key = axeKey(c, landedRouteId);
    const axeStarted = performance.now();
    const takes = takesAxe(key);
    if (takes) tookAxe = key;
    const axe = takes ? await axeScan(page, AXE_TAGS) : { violations: [] };
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
    bootReloads,
    ...(tookAxe ? { axeKey: tookAxe } : {}),
  };
}

/** Runs `work` over `items` with at most WORKERS at once. */
export async function pool<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
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
