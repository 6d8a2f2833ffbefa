// Runs in Chromium on a production build: mounts and re-renders the same 1,000-widget page
// through the runtime (schema + registry + visibleIf + error boundaries) and written directly
// in React, alternating the two, and publishes the timings on window.benchResult.
import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  createWidgetRegistry,
  preparePage,
  RuleContextContext,
  WidgetTree,
} from '../../runtime/render';
import type { RuleContext } from '../../runtime/render/types';
import type { WidgetNode } from '../../runtime/schema/types';
import {
  BenchDataContext,
  makeData,
  ROWS_PER_SECTION,
  SECTIONS,
  type BenchData,
} from './benchData';
import { widgetCatalog } from './catalog';
import { BenchOddsRow, BenchPage, BenchSection } from './widgets';

const ITERATIONS = 100;
const WARMUP = 5;
const SHOW_ODDS_RULE = { var: 'config.showOdds' };

/** The page schema, as the server would send it: every row carries a visibleIf rule. */
const pageSchema: WidgetNode = {
  widget: 'BenchPage',
  slots: {
    sections: Array.from({ length: SECTIONS }, (_, s) => ({
      widget: 'BenchSection',
      key: `s${s}`,
      props: { index: s },
      slots: {
        rows: Array.from({ length: ROWS_PER_SECTION }, (_, r) => ({
          widget: 'BenchOddsRow',
          key: `r${r}`,
          props: { section: s, row: r },
          visibleIf: SHOW_ODDS_RULE,
        })),
      },
    })),
  },
};

function ruleContext(version: number): RuleContext {
  return {
    config: { showOdds: true } as unknown as RuleContext['config'],
    user: { isAuthenticated: false, banLevel: 0, isTermsChanged: false },
    route: { id: 'bench', path: 'bench', params: {}, meta: {} },
    query: { v: String(version) }, // a new context every update: every rule is evaluated again
    device: { type: 'desktop', width: 1366 },
    brand: { id: 'bench', name: 'Bench' },
    visitor: { bucket: 0 },
  };
}

const EMPTY_SLOTS = {};

/** The same page written directly in React with the same components. */
function DirectPage({ context }: { context: RuleContext }): ReactNode {
  const showOdds = Boolean((context.config as unknown as { showOdds: boolean }).showOdds);
  const sections = [];
  for (let s = 0; s < SECTIONS; s++) {
    const rows = [];
    for (let r = 0; r < ROWS_PER_SECTION; r++) {
      rows.push(
        showOdds ? (
          <BenchOddsRow key={`r${r}`} props={{ section: s, row: r }} slots={EMPTY_SLOTS} path="" />
        ) : null,
      );
    }
    sections.push(<BenchSection key={`s${s}`} props={{ index: s }} slots={{ rows }} path="" />);
  }
  return <BenchPage props={{}} slots={{ sections }} path="" />;
}

type Variant = 'runtime' | 'direct';

const registry = createWidgetRegistry(widgetCatalog, { dev: false });

function tree(
  variant: Variant,
  data: BenchData,
  version: number,
  prepared: ReturnType<typeof preparePage> | null,
): ReactNode {
  const context = ruleContext(version);
  const body =
    variant === 'runtime'
      ? createElement(WidgetTree, { node: prepared! })
      : createElement(DirectPage, { context });
  return (
    <RuleContextContext.Provider value={context}>
      <BenchDataContext.Provider value={data}>{body}</BenchDataContext.Provider>
    </RuleContextContext.Provider>
  );
}

interface Sample {
  mount: number;
  rerender: number;
  /** Of the runtime's mount: preparing the schema (lookup, props validation, rules). */
  prepare: number;
}

function measure(variant: Variant, stage: HTMLElement): Sample {
  const container = document.createElement('div');
  stage.appendChild(container);
  const root: Root = createRoot(container);
  let version = 0;
  // Mount: for the runtime this includes preparing the schema (rules, lookup); the props of a
  // served page were checked by the server, as in production.
  const t0 = performance.now();
  const prepared =
    variant === 'runtime' ? preparePage(pageSchema, registry, undefined, 'bench') : null;
  const prepare = performance.now() - t0;
  flushSync(() => root.render(tree(variant, makeData(version), version, prepared)));
  const mount = performance.now() - t0;
  if (container.querySelectorAll('.bench-row').length !== SECTIONS * ROWS_PER_SECTION) {
    throw new Error(`${variant}: the page did not render every row`);
  }
  // Full re-render with new data: every row's odds and the rule context change.
  version += 1;
  const data = makeData(version);
  const t1 = performance.now();
  flushSync(() => root.render(tree(variant, data, version, prepared)));
  const rerender = performance.now() - t1;
  const first = container.querySelector('.bench-row button')?.textContent;
  if (first !== data[0]![0]!.odds[0].toFixed(2)) throw new Error(`${variant}: new data not shown`);
  root.unmount();
  container.remove();
  return { mount, rerender, prepare };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function run(): Promise<void> {
  await registry.preload(['BenchPage', 'BenchSection', 'BenchOddsRow']);
  const stage = document.getElementById('stage')!;
  const samples: Record<Variant, Sample[]> = { runtime: [], direct: [] };
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    // Alternate the order so neither variant always runs on a warmer heap.
    const order: Variant[] = i % 2 ? ['runtime', 'direct'] : ['direct', 'runtime'];
    for (const variant of order) {
      const sample = measure(variant, stage);
      if (i >= WARMUP) samples[variant].push(sample);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const summary = (variant: Variant) => ({
    mount: median(samples[variant].map((s) => s.mount)),
    rerender: median(samples[variant].map((s) => s.rerender)),
    prepare: median(samples[variant].map((s) => s.prepare)),
  });
  (window as unknown as { benchResult: unknown }).benchResult = {
    iterations: ITERATIONS,
    runtime: summary('runtime'),
    direct: summary('direct'),
  };
}

run().catch((error: unknown) => {
  (window as unknown as { benchResult: unknown }).benchResult = { error: String(error) };
});
