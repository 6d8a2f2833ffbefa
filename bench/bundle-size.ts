// Initial JavaScript of the home page, gzip, with the share of each top dependency.
// Builds the production client with a plugin that records which module ends up in which chunk,
// starts the real server (as `npm start` does), opens /ru/ in Chromium, and counts every script
// the page loaded until the network was idle. Target: at most 170 KB gzip.
import { build, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { startServerProcess } from './serverProcess';

const TARGET_KB = 170;
const root = join(import.meta.dirname, '..');

type ModuleSizes = Map<string, Map<string, string>>; // chunk file -> owner -> its rendered code

function ownerOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match?.[1]) return match[1];
  if (id.startsWith('\0') || id.includes('virtual:')) return '(generated validators)';
  const top = id.replace(root + '/', '').split('/')[0] ?? id;
  return `(${top}/)`;
}

function recordModules(sizes: ModuleSizes): Plugin {
  return {
    name: 'bench-record-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
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

async function main(): Promise<void> {
  const sizes: ModuleSizes = new Map();
  await build({ root, logLevel: 'warn', plugins: [recordModules(sizes)] });

  const port = 8300 + Math.floor(Math.random() * 500);
  const server = await startServerProcess({ port, dataDir: mkdtempSync(join(tmpdir(), 'bench-')) });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`http://localhost:${port}/ru/`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
    await server.stop();
  }

  let totalGzip = 0;
  const byOwner = new Map<string, number>();
  for (const file of scripts) {
    const code = readFileSync(join(root, 'dist/client', file));
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

  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `Home page (/ru/) initial JavaScript: ${scripts.size} files, ${kb(totalGzip)} KB gzip (target <= ${TARGET_KB} KB: ${totalGzip / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
  );
  console.log('share  gzip KB  dependency');
  for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1])) {
    console.log(
      `${((100 * bytes) / totalGzip).toFixed(1).padStart(5)}%  ${kb(bytes).padStart(7)}  ${owner}`,
    );
  }
}

await main();
