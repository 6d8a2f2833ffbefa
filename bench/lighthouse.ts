// Lighthouse 12 (desktop preset) against the production start, median of LH_RUNS runs per page:
// performance score, LCP, TBT, CLS, bytes and the SEO score of home, live, a game, an information
// page, a news article and the office (signed in). Needs a build:  npm run build && npm run bench:lighthouse
// Env: LH_PORT (default 8382), LH_RUNS (5), LH_BASE (a server already running; none is started),
// CHROMIUM_PATH (default Debian's /usr/lib/chromium/chromium), LH_PAGES (names to measure, comma
// separated, e.g. `home,live`; default all), LH_REPORT_DIR (write each run's Lighthouse JSON there).
// Not part of `npm test`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { acceptedNoticesState } from '../tests/e2e/acceptedNotices';
import { startServerProcess, type ServerProcess } from './serverProcess';

const PORT = Number(process.env.LH_PORT ?? 8382);
const RUNS = Number(process.env.LH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const BASE = process.env.LH_BASE ?? `http://localhost:${PORT}`;
const LNG = 'ru';

interface Cookie {
  name: string;
  value: string;
}

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  seo: number;
  seoFailures: string[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A fresh customer's session cookies (fast registration signs in). */
async function signedInCookies(): Promise<Cookie[]> {
  const res = await fetch(`${BASE}/web-api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
  });
  if (!res.ok) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** A game of the feed, as the sitemap lists it. */
async function gamePath(): Promise<string> {
  const xml = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const found = new RegExp(`<loc>[^<]*(/${LNG}/line/[^/<]+/[^/<]+/[0-9]+)</loc>`).exec(xml);
  if (!found?.[1]) throw new Error('the sitemap lists no pre-match game');
  return found[1];
}

/**
 * One Lighthouse run in a fresh browser profile (cold caches, notices answered, cookies set): its
 * figures, or the code of the error Lighthouse itself hit (NO_NAVSTART: its trace of the load came
 * out broken), whose figures are missing or zero and must not count.
 */
async function measure(url: string, cookies: Cookie[]): Promise<Figures | { failed: string }> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const host = new URL(BASE).hostname;
    const notices = acceptedNoticesState.cookies.filter((c) => c.domain === host);
    await browser.setCookie(
      ...[...notices, ...cookies].map((c) => ({
        name: c.name,
        value: c.value,
        domain: host,
        path: '/',
      })),
    );
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      {
        ...desktopConfig,
        settings: { ...desktopConfig.settings, onlyCategories: ['performance', 'seo'] },
      },
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (process.env.LH_REPORT_DIR) {
      mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LH_REPORT_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) return { failed: lhr.runtimeError.code };
    const audit = (id: string) => lhr.audits[id];
    const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audit(ref.id)?.score !== 1)
      .map((ref) => `${ref.id}: ${audit(ref.id)?.title ?? ''}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
      cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
      bytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      seoFailures,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
  if (!process.env.LH_BASE) server = await startServerProcess({ port: PORT, dataDir });
  try {
    const session = await signedInCookies();
    const pages: { name: string; path: string; cookies: Cookie[] }[] = [
      { name: 'home', path: `/${LNG}/`, cookies: [] },
      { name: 'live', path: `/${LNG}/live`, cookies: [] },
      { name: 'game', path: await gamePath(), cookies: [] },
      { name: 'information', path: `/${LNG}/about`, cookies: [] },
      { name: 'article', path: `/${LNG}/news/toto-jackpot`, cookies: [] },
      { name: 'office', path: `/${LNG}/office/account`, cookies: session },
    ];
    const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
    const unknown = only?.filter((name) => !pages.some((p) => p.name === name)) ?? [];
    if (unknown.length > 0) throw new Error(`LH_PAGES names unknown pages: ${unknown.join(', ')}`);
    console.log(`Lighthouse 12, desktop preset, median of ${RUNS} runs, ${BASE}`);
    console.log('page         perf  LCP ms  TBT ms    CLS     KiB  SEO  path');
    for (const p of pages.filter((page) => !only || only.includes(page.name))) {
      // A run Lighthouse could not complete is run again, at most RUNS times in all per page.
      const runs: Figures[] = [];
      const failed: string[] = [];
      while (runs.length < RUNS && failed.length < RUNS) {
        const run = await measure(`${BASE}${p.path}`, p.cookies);
        if ('failed' in run) failed.push(run.failed);
        else runs.push(run);
      }
      const m = (pick: (f: Figures) => number) => median(runs.map(pick));
      console.log(
        [
          p.name.padEnd(11),
          String(m((f) => f.performance)).padStart(5),
          m((f) => f.lcpMs)
            .toFixed(0)
            .padStart(7),
          m((f) => f.tbtMs)
            .toFixed(0)
            .padStart(7),
          m((f) => f.cls)
            .toFixed(3)
            .padStart(6),
          (m((f) => f.bytes) / 1024).toFixed(0).padStart(7),
          String(m((f) => f.seo)).padStart(4),
          ` ${p.path}`,
        ].join(' '),
      );
      if (failed.length > 0)
        console.log(
          `             ${failed.length} run${failed.length === 1 ? '' : 's'} Lighthouse could not complete (${failed.join(', ')}), run again; median of ${runs.length}`,
        );
      const failures = [...new Set(runs.flatMap((f) => f.seoFailures))];
      for (const failure of failures) console.log(`             SEO audit not passed: ${failure}`);
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
