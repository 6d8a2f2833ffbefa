// Cumulative layout shift of home (/ru/, /en/) on both brands at the SPEC layout widths, read from
// the PerformanceObserver 'layout-shift' entries, against a running production server:
//   npm run build && PORT=4432 npm start   (then)   CLS_PORT=4432 npx tsx bench/first-paint-cls.ts
// CLS_PATH measures another page than home, e.g. CLS_PATH=line/1-football/104-italy-serie-a/1000028
// (after the language). The browser shows its scrollbars, as customers' do: a page that grows past
// the viewport while it loads would otherwise hide the sideways shift the scrollbar causes.
// Also prints the rendered heights of the header, the footer and the home showcase (the figures
// the RemotePart `minHeight` props in schemas/ are taken from). Not part of `npm test`.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { acceptedNoticesState } from '../tests/e2e/acceptedNotices';

const port = Number(process.env.CLS_PORT ?? 4432);
const RUNS = Number(process.env.CLS_RUNS ?? 3);
const BRANDS = { aurora: `http://localhost:${port}`, nord: `http://nord.localhost:${port}` };
const LANGUAGES = ['ru', 'en'];
const WIDTHS = [1920, 1366, 1024];
/** How long the page must stay without a new shift (and without network) to count as settled. */
const SETTLE_MS = 1500;
const PATH = process.env.CLS_PATH ?? '';

const OBSERVE = `
  window.__cls = { value: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.value += entry.value;
      window.__cls.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((s) => s.node && s.node.nodeType === 1
          ? s.node.tagName.toLowerCase() + (s.node.className ? '.' + String(s.node.className).split(' ')[0] : '')
          : '#text'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  const rows: string[] = [];
  const heights: string[] = [];
  for (const [brand, origin] of Object.entries(BRANDS)) {
    for (const lng of LANGUAGES) {
      for (const width of WIDTHS) {
        const values: number[] = [];
        let worst: Shift[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            storageState: acceptedNoticesState,
          });
          const page = await context.newPage();
          await page.addInitScript(OBSERVE);
          await page.goto(`${origin}/${lng}/${PATH}`, { waitUntil: 'networkidle' });
          await page.getByRole('banner').waitFor();
          await page.locator(PATH === '' ? '.home-showcase' : 'main').waitFor();
          // Settled: no new shift for SETTLE_MS.
          let last = -1;
          for (;;) {
            const count = await page.evaluate(
              () => (window as unknown as { __cls: { shifts: unknown[] } }).__cls.shifts.length,
            );
            if (count === last) break;
            last = count;
            await page.waitForTimeout(SETTLE_MS);
          }
          const cls = await page.evaluate(
            () => (window as unknown as { __cls: { value: number; shifts: Shift[] } }).__cls,
          );
          values.push(cls.value);
          if (cls.value >= Math.max(0, ...values)) worst = cls.shifts;
          if (run === 0) {
            // A string, not a function: tsx would wrap a nested arrow in a helper the page lacks.
            const measured = (await page.evaluate(`(() => {
              const h = (selector) =>
                Math.round(document.querySelector(selector)?.getBoundingClientRect().height ?? -1);
              return { header: h('header'), footer: h('footer'), showcase: h('.home-showcase') };
            })()`)) as { header: number; footer: number; showcase: number };
            heights.push(
              `${brand} /${lng}/${PATH} ${width}px: header ${measured.header}, footer ${measured.footer}, showcase ${measured.showcase}`,
            );
          }
          await context.close();
        }
        const shifts = worst
          .filter((s) => s.value >= 0.001)
          .map((s) => `${s.value.toFixed(3)}@${s.at}ms[${s.sources.join(',')}]`)
          .join(' ');
        rows.push(
          `${brand.padEnd(6)} /${lng}/${PATH} ${String(width).padStart(4)}px  CLS median ${median(values).toFixed(3)}  max ${Math.max(...values).toFixed(3)}  ${shifts}`,
        );
        console.log(rows[rows.length - 1]);
      }
    }
  }
  await browser.close();
  console.log('\nRendered heights (px):');
  for (const line of heights) console.log(line);
}

await main();
