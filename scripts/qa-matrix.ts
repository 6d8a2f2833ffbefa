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
// QaSecondTry). So is a page the boot guard reloaded once and that then got ready (the recovery a
// customer gets, public/boot-guard.js), with the requests that failed before the reload.
//
// Presets (rule contexts): guest, signed-in (a customer registered through the API), banned (that
// customer banned at level 45 through test control) and maintenance (every brand's maintenance
// switched on through the operator API, as an operator does); the last two render CONTEXT_SAMPLES
// and check where each lands.
//
// Options (environment): QA_VIEWS ('all', the default, 'none', or a comma list of those widths),
// QA_PRESETS (a comma list, default all four), QA_SPREAD ('1': every route
// once per preset, the brand × language pairs taken in turn, as `npm test` runs it; signed in,
// pages of text and layout only are left out, scripts/qa/matrix.ts sessionBlindPage), QA_PORT (4425), QA_WORKERS (3 pages at once), QA_SIGNED_IN_LANGUAGES
// (languages of the signed-in preset, default 'en'; 'all' for every one), QA_ROUTES (a comma list
// of route ids to render, for a quick look), QA_REPORT_DIR (reports/qa-matrix), QA_AXE ('all', the
// default: axe on every page; 'once': axe on the first page rendered of each page schema × visitor
// preset, while every route, brand and language still gets the other checks: what `npm test` runs,
// to keep CI's time), QA_GUEST_LANGUAGES ('all', the default, or e.g. 'default,ar': the brand's default
// language and Arabic, where the brand shows them to guests).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/auth/authConstants';
import { TOKEN_PATH } from '../runtime/api/tokenManager';
import { chromiumLaunchOptions } from '../tests/chromium';
import { QA_ALLOWLIST } from './qa/allowlist';
import {
  AXE_FAILING_IMPACTS,
  AXE_TAGS,
  CONTEXT_SAMPLES,
  QA_VIEWPORT,
  QA_VIEW_ROUTES,
  applyAllowlist,
  presetCases,
  sessionBlindPage,
  countFindings,
  needsSecondTry,
  qaJUnit,
  qaSummary,
  type ContextPreset,
  type Preset,
  type QaCase,
  type QaFinding,
  type QaPageResult,
  type QaReport,
  type QaSecondTry,
} from './qa/matrix';
import { exampleRests } from './qa/routes';

import {
  PORT,
  REPORT_DIR,
  DATA_DIR,
  ADMIN_DATABASE_URL,
  QA_DATABASE,
  ONLY_ROUTES,
  PRESETS_RUN,
  VIEWS,
  SPREAD,
  AXE_MODE,
  axeDone,
  table,
  pageSchemaOf,
  partSchemaOf,
  languages,
  brands,
  signedInLanguages,
  log,
} from './qa/settings';
import { startServer, stopServer, signedInState, ban, setMaintenance } from './qa/server';
import { renderCase, pool } from './qa/render';

async function main(): Promise<number> {
  const startedAt = new Date();
  const clock = performance.now();
  // The matrix renders the production build, where a route that exists only outside production
  // (the debugger, SPEC section 6) answers 404 by design: it is not rendered.
  const inProduction = table.routes.filter((r) => !(r.guards ?? []).includes('notProduction'));
  const only = ONLY_ROUTES;
  const routes = {
    ...table,
    routes: only ? inProduction.filter((r) => only.includes(r.id)) : inProduction,
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
        if (rendered.axeKey) axeDone.delete(rendered.axeKey); // the first try's axe findings are not kept
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
      if (rendered.bootReloads.length > 0 && !needsSecondTry(rendered.findings))
        secondTries.push({
          routeId: c.routeId,
          brand: c.brand,
          lng: c.lng,
          preset: c.preset,
          url: `${site.origin}/${c.lng}/${c.rest}`,
          firstTry: rendered.bootReloads,
        });
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
          SPREAD && preset === 'signed-in'
            ? list.filter((item) => !sessionBlindRoutes.has(item.routeId))
            : list,
          brands.flatMap((brand) =>
            (preset === 'guest'
              ? brand.languages.guest
              : brand.languages['signed-in'].filter((l) => signedInLanguages.includes(l))
            ).map((lng) => ({ brand: brand.id, lng })),
          ),
          { spread: SPREAD, offset: index, serves },
        ),
      );
    // Routes whose page shows a customer what it shows a guest (scripts/qa/matrix.ts
    // sessionBlindPage): with QA_SPREAD, rendered for guests only.
    const sessionBlindRoutes = new Set(
      routes.routes
        .filter((r) => sessionBlindPage(pageSchemaOf(r.page), partSchemaOf))
        .map((r) => r.id),
    );
    if (SPREAD)
      log(`qa:matrix: ${sessionBlindRoutes.size} routes of text and layout only, for guests only`);
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
    // shown, for maintenance, whose visitor is a guest); with QA_SPREAD each sample in one of
    // them, taken in turn (where a context lands does not depend on the language, and every
    // language of the landing pages is rendered above).
    const contextCases = (preset: ContextPreset) => {
      const rests = new Map(first.cases.map((c) => [c.routeId, c.rest]));
      const cases: QaCase[] = [];
      for (const brand of brands) {
        const shown = brand.languages[preset === 'maintenance' ? 'guest' : 'signed-in'].filter(
          (l) => signedInLanguages.includes(l),
        );
        for (const [index, sample] of CONTEXT_SAMPLES[preset].entries())
          for (const lng of SPREAD ? shown.slice(index % shown.length).slice(0, 1) : shown) {
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
