// Render cost of the runtime: a 1,000-widget page (20 sections of 49 odds rows) rendered through
// schema + registry + visibleIf + error boundaries versus the same page written directly in React,
// production builds, in Chromium, with React and react-dom (what customers' pages render with).
// Prints medians and the ratios (runtime / direct).
// Targets: mount at most 1.10x, full re-render with new data at most 1.20x.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildBenchPage } from './benchBuild';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { schemaValidatorsPlugin } from '../runtime/schema/vitePlugin.ts';

const TARGET = { mount: 1.1, rerender: 1.2 };
const benchRoot = join(import.meta.dirname, 'render');
const outDir = join(import.meta.dirname, '..', 'dist', 'bench-render');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

interface Timing {
  mount: number;
  rerender: number;
  prepare: number;
}
interface BenchResult {
  iterations: number;
  runtime: Timing;
  direct: Timing;
  error?: string;
}

async function main(): Promise<void> {
  await buildBenchPage(benchRoot, outDir, {
    plugins: [schemaValidatorsPlugin({ widgetCatalog: 'catalog.ts' })],
  });
  await measure('React');
}

async function measure(renderer: string): Promise<void> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
            // Cross-origin isolation gives performance.now() microsecond resolution.
            'cross-origin-opener-policy': 'same-origin',
            'cross-origin-embedder-policy': 'require-corp',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'benchResult' in window, undefined, { timeout: 300_000 });
    const result = (await page.evaluate(
      () => (window as unknown as { benchResult: unknown }).benchResult,
    )) as BenchResult;
    if (result.error) throw new Error(result.error);
    const ratio = {
      mount: result.runtime.mount / result.direct.mount,
      rerender: result.runtime.rerender / result.direct.rerender,
    };
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(
      `${renderer}: 1,000-widget page, Chromium, production builds, median of ${result.iterations} runs each`,
    );
    console.log(
      `first mount:  runtime ${ms(result.runtime.mount)}  direct ${ms(result.direct.mount)}  ratio ${ratio.mount.toFixed(2)}x (target <= ${TARGET.mount}x: ${ratio.mount <= TARGET.mount ? 'met' : 'NOT met'})`,
    );
    console.log(
      `re-render:    runtime ${ms(result.runtime.rerender)}  direct ${ms(result.direct.rerender)}  ratio ${ratio.rerender.toFixed(2)}x (target <= ${TARGET.rerender}x: ${ratio.rerender <= TARGET.rerender ? 'met' : 'NOT met'})`,
    );
    console.log(
      `of the runtime's mount, preparing the schema once (lookup, props validation, rules): ${ms(result.runtime.prepare)}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
