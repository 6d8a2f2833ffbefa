// Initial JavaScript of the home page, gzip, with the share of each top dependency; and for home
// and live, the JavaScript, CSS and HTML as built, in gzip, and as the server sent them (brotli or
// gzip, precompressed or on the fly: server/web/precompressed.ts, server/http/compression.ts).
// Builds the production client with a plugin that records which module ends up in which chunk,
// starts the real server (as `npm start` does), opens /ru/ in Chromium, and counts every script
// of the build the page loaded until none was asked for during a second and the idle prefetch
// (SPEC section 9: the lazy widgets' chunks, fetched about 2 s after the page shows) has run.
// Target: at most 200 KB gzip. Printed twice: the scripts the page asked for before the idle
// prefetch started (what it needs to show and run) and all of them, the prefetched ones included
// (before, a race decided whether the prefetch was counted: 231 or 244 KB for one build).
// The operators' studio (studio.html) is built apart from the site (vite.studio.config.ts): the
// bench fails if any studio module (or the editor's CodeMirror) is in a chunk the customer entry
// can reach, statically or lazily, and prints the studio page's initial JavaScript beside the
// customer figure.
import { build, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium, type Page, type Request } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { startServerProcess } from './serverProcess';
import { IDLE_PREFETCH_MARK } from '../runtime/render/idlePrefetch';
import { clientBuildId, pointCurrentBuild } from '../scripts/lib/clientBuild.mjs';

const TARGET_KB = 200;
const root = join(import.meta.dirname, '..');
/**
 * The build measured, laid out as `npm start` keeps builds (scripts/lib/clientBuild.mjs): built
 * here with the recording plugin into <distDir>/builds/<id>, <distDir>/client linked to it, and
 * the server started with DIST_DIR on it, so the files read are the files served.
 */
const distDir = mkdtempSync(join(tmpdir(), 'bundle-bench-'));
const clientDir = join(distDir, 'client');

type ModuleSizes = Map<string, Map<string, string>>; // chunk file -> owner -> its rendered code

interface ChunkGraph {
  /** chunk file -> the chunks it imports, statically or lazily */
  imports: Map<string, string[]>;
  /** chunk file -> the module ids in it */
  modules: Map<string, string[]>;
  /** entry name -> its chunk file */
  entries: Map<string, string>;
}

/** Studio code: the studio app and the editor's libraries. */
const STUDIO_MODULE =
  /\/app\/studio\/|\/node_modules\/(@codemirror|@lezer|style-mod|w3c-keyname|crelt)\//;

function ownerOf(id: string): string {
  if (process.env.BUNDLE_MODULES === '1') {
    return id.startsWith(root) ? id.slice(root.length + 1) : id;
  }
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match?.[1]) return match[1];
  if (id.startsWith('\0') || id.includes('virtual:')) return '(generated validators)';
  const top = id.replace(root + '/', '').split('/')[0] ?? id;
  return `(${top}/)`;
}

function recordModules(sizes: ModuleSizes, graph: ChunkGraph): Plugin {
  return {
    name: 'bench-record-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        graph.imports.set(chunk.fileName, [...chunk.imports, ...chunk.dynamicImports]);
        graph.modules.set(chunk.fileName, Object.keys(chunk.modules));
        if (chunk.isEntry) graph.entries.set(chunk.name, chunk.fileName);
        const owners = new Map<string, string>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          const owner = ownerOf(id);
          owners.set(
            owner,
            (owners.get(owner) ?? '') + (typeof info.code === 'string' ? info.code : ''),
          );
        }
        sizes.set(chunk.fileName, owners);
      }
    },
  };
}

/** Every chunk the entry can load, statically or lazily. */
function reachable(graph: ChunkGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph.imports.get(file) ?? []));
  }
  return seen;
}

/** Throws when a studio module is in the customer's graph: the studio must cost customers nothing. */
function assertNoStudioInCustomerGraph(graph: ChunkGraph): number {
  const main = graph.entries.get('main');
  if (!main) throw new Error('the build has no main entry');
  if (!existsSync(join(clientDir, 'studio.html'))) {
    throw new Error('the build has no studio.html (vite.studio.config.ts did not run)');
  }
  const customer = reachable(graph, main);
  const leaks = [...customer].flatMap((file) =>
    (graph.modules.get(file) ?? [])
      .filter((id) => STUDIO_MODULE.test(id))
      .map((id) => `${file}: ${id.replace(root + '/', '')}`),
  );
  if (leaks.length > 0) {
    throw new Error(`studio code in the customer graph:\n  ${leaks.join('\n  ')}`);
  }
  return customer.size;
}

/** What a page loaded of the build: its scripts and style sheets, and the bytes each one took. */
interface PageLoad {
  scripts: Set<string>;
  /** Of `scripts`, those first asked for once the idle prefetch had started. */
  prefetched: Set<string>;
  styles: Set<string>;
  /** file (or '(document)') -> bytes of the body as sent: compressed when the server compressed it */
  sent: Map<string, number>;
}

/**
 * The build's scripts and style sheets a page loads: opened until the page has loaded and no
 * script was asked for during a whole second. Not `networkidle`: live pages keep streams open
 * (live prices, the push of publications), which load no script. Chromium asks for br, gzip:
 * the sizes are what the server really sends.
 */
async function assetsLoadedBy(
  page: Page,
  url: string,
  { idlePrefetch = true }: { idlePrefetch?: boolean } = {},
): Promise<PageLoad> {
  const load: PageLoad = {
    scripts: new Set(),
    prefetched: new Set(),
    styles: new Set(),
    sent: new Map(),
  };
  // Every request's timing is kept (the browser keeps 250 by default; a page asks for more).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  const pending = new Set<Request>();
  const sizing: Promise<void>[] = [];
  // The build's own files only (an ad-blocker probe such as /bff-api/ads/advert.js is not one).
  const fileOf = (request: Request) => new URL(request.url()).pathname.replace(/^\//, '');
  const isBuilt = (request: Request) =>
    /\.(?:js|css)$/.test(fileOf(request)) && existsSync(join(clientDir, fileOf(request)));
  page.on('request', (request) => {
    if (isBuilt(request)) pending.add(request);
  });
  const settle = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      sizing.push(
        request.sizes().then(({ responseBodySize }) => {
          load.sent.set('(document)', responseBodySize);
        }),
      );
    }
    if (!pending.delete(request)) return;
    const file = fileOf(request);
    (file.endsWith('.css') ? load.styles : load.scripts).add(file);
    sizing.push(
      request.sizes().then(({ responseBodySize }) => {
        load.sent.set(file, responseBodySize);
      }),
    );
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(url, { waitUntil: 'load' });
  const prefetchStarted = () =>
    page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PREFETCH_MARK);
  for (let quiet = 0, seen = -1, rounds = 0; rounds < 60; rounds++) {
    await page.waitForTimeout(500);
    const now = load.scripts.size + load.styles.size + pending.size;
    quiet = now === seen && pending.size === 0 ? quiet + 1 : 0;
    seen = now;
    if (quiet >= 2 && (!idlePrefetch || (await prefetchStarted()))) break;
  }
  const timing = await page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime ?? null;
    const first = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource')) {
      const file = new URL(entry.name).pathname.replace(/^\//, '');
      if (!first.has(file)) first.set(file, entry.startTime);
    }
    return { at, first: [...first] };
  }, IDLE_PREFETCH_MARK);
  if (timing.at === null && idlePrefetch)
    throw new Error(`${url}: the idle prefetch did not start within 30 s`);
  const askedAt = new Map(timing.first);
  for (const file of load.scripts) {
    if (timing.at !== null && (askedAt.get(file) ?? 0) >= timing.at) load.prefetched.add(file);
  }
  // What the page asks for later (the performance report's code, 10 s after load) is not counted:
  // left open, the page went on adding scripts to this load while the next page was measured,
  // and they were counted as asked for before the idle prefetch.
  page.off('requestfinished', settle);
  page.off('requestfailed', settle);
  await Promise.all(sizing);
  await page.close();
  return load;
}

/** One line per page: JS and CSS as built, in gzip -9, and as the server sent them. */
function transferLine(label: string, load: PageLoad): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const raw = (file: string) => readFileSync(join(clientDir, file)).length;
  const sum = (files: Iterable<string>, size: (f: string) => number) =>
    [...files].reduce((total, f) => total + size(f), 0);
  const sent = (f: string) => load.sent.get(f) ?? raw(f);
  const document = load.sent.get('(document)') ?? 0;
  const shown = [...load.scripts].filter((f) => !load.prefetched.has(f));
  return [
    `${label}: JS before the idle prefetch ${shown.length} files ${kb(sum(shown, gzipOf))} KB gzip, ${kb(sum(shown, brotliOf))} KB brotli, ${kb(sum(shown, sent))} KB sent`,
    `with it JS ${load.scripts.size} files ${kb(sum(load.scripts, raw))} KB raw, ${kb(sum(load.scripts, gzipOf))} KB gzip, ${kb(sum(load.scripts, brotliOf))} KB brotli, ${kb(sum(load.scripts, sent))} KB sent`,
    `CSS ${load.styles.size} files ${kb(sum(load.styles, raw))} KB raw, ${kb(sum(load.styles, gzipOf))} KB gzip, ${kb(sum(load.styles, sent))} KB sent`,
    `HTML ${kb(document)} KB sent`,
    `total sent ${kb(sum(load.scripts, sent) + sum(load.styles, sent) + document)} KB`,
  ].join('; ');
}

/** The precompressed brotli copy the server sends (server/web/precompressed.ts), else gzip -9. */
const brotliOf = (file: string) => {
  const copy = join(clientDir, `${file}.br`);
  return existsSync(copy) ? readFileSync(copy).length : gzipOf(file);
};

const gzipOf = (file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;

async function main(): Promise<void> {
  const sizes: ModuleSizes = new Map();
  const graph: ChunkGraph = { imports: new Map(), modules: new Map(), entries: new Map() };
  const id = clientBuildId(root);
  const outDir = join(distDir, 'builds', id);
  // As scripts/lib/clientBuild.mjs viteBuild runs it: React's production variant, the build id.
  process.env.NODE_ENV = 'production';
  process.env.APP_BUILD_ID = id;
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [recordModules(sizes, graph)],
  });
  pointCurrentBuild(clientDir, outDir);
  const customerChunks = assertNoStudioInCustomerGraph(graph);

  const port = Number(process.env.PORT) || 8300 + Math.floor(Math.random() * 500);
  const server = await startServerProcess({
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'bench-')),
    env: { DIST_DIR: distDir },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  let home: PageLoad | undefined;
  let live: PageLoad | undefined;
  let studioScripts = new Set<string>();
  try {
    home = await assetsLoadedBy(await browser.newPage(), `http://localhost:${port}/ru/`);
    live = await assetsLoadedBy(await browser.newPage(), `http://localhost:${port}/ru/live/`);
    studioScripts = (
      await assetsLoadedBy(await browser.newPage(), `http://localhost:${port}/studio`, {
        idlePrefetch: false,
      })
    ).scripts;
  } finally {
    await browser.close();
    await server.stop();
  }

  // The shares below are of the scripts the page asked for before the idle prefetch.
  const allScripts = home.scripts;
  const prefetched = home.prefetched;
  const scripts = new Set([...allScripts].filter((f) => !prefetched.has(f)));
  const allGzip = [...allScripts].reduce((sum, f) => sum + gzipOf(f), 0);
  let totalGzip = 0;
  const byOwner = new Map<string, number>();
  for (const file of scripts) {
    const code = readFileSync(join(clientDir, file));
    const gzip = gzipSync(code, { level: 9 }).length;
    totalGzip += gzip;
    const owners = sizes.get(file) ?? new Map([['(unknown)', code.toString()]]);
    // Each owner's code gzipped on its own, scaled so the chunk's owners add up to its real gzip
    // size: repetitive code (generated validators) compresses better than its byte count says.
    const alone = [...owners].map(
      ([owner, text]) => [owner, gzipSync(text, { level: 9 }).length] as const,
    );
    const sum = alone.reduce((a, [, bytes]) => a + bytes, 0) || 1;
    for (const [owner, bytes] of alone) {
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (gzip * bytes) / sum);
    }
  }

  const studioOnly = [...studioScripts].filter((f) => !allScripts.has(f));
  const studioGzip = [...studioScripts].reduce((sum, f) => sum + gzipOf(f), 0);
  const studioOwnGzip = studioOnly.reduce((sum, f) => sum + gzipOf(f), 0);

  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `Customer graph: ${customerChunks} chunks reachable from index.html, no studio module in any (checked)`,
  );
  console.log(
    `Studio page (/studio, sign-in) initial JavaScript: ${studioScripts.size} files, ${kb(studioGzip)} KB gzip, of which ${kb(studioOwnGzip)} KB in ${studioOnly.length} files the home page does not load`,
  );
  console.log(
    `Home page (/ru/) initial JavaScript (before the idle prefetch): ${scripts.size} files, ${kb(totalGzip)} KB gzip, ${totalGzip} bytes (target <= ${TARGET_KB} KB: ${totalGzip / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
  );
  console.log(
    `Home page (/ru/) with the idle prefetch of its lazy widgets: ${allScripts.size} files, ${kb(allGzip)} KB gzip (target <= ${TARGET_KB} KB: ${allGzip / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
  );
  console.log(transferLine('Home page (/ru/)', home));
  console.log(transferLine('Live page (/ru/live/)', live));
  if (process.env.BUNDLE_FILES === '1') {
    console.log('gzip KB  file (home page; "prefetch": asked for by the idle prefetch)');
    const byFile = [...allScripts].map((f) => [f, gzipOf(f)] as const).sort((a, b) => b[1] - a[1]);
    for (const [file, bytes] of byFile)
      console.log(`${kb(bytes).padStart(7)}  ${file}${prefetched.has(file) ? '  prefetch' : ''}`);
    const together = gzipSync(
      Buffer.concat([...scripts].map((f) => readFileSync(join(clientDir, f)))),
      { level: 9 },
    ).length;
    console.log(
      `the ${scripts.size} files before the prefetch as one gzip stream: ${kb(together)} KB`,
    );
  }
  console.log('share  gzip KB  dependency');
  const owners = [...byOwner].sort((a, b) => b[1] - a[1]);
  for (const [owner, bytes] of process.env.BUNDLE_MODULES === '1' ? owners.slice(0, 150) : owners) {
    console.log(
      `${((100 * bytes) / totalGzip).toFixed(1).padStart(5)}%  ${kb(bytes).padStart(7)}  ${owner}`,
    );
  }
}

try {
  await main();
} finally {
  rmSync(distDir, { recursive: true, force: true });
}
