// `npm run schemas:check [-- --root <dir>] [--widgets <catalog.ts>] [--format text|json]
// [--junit <file>]`: checks every schema and config of a content root (default: this repository)
// against the widget catalog. Plain output (default) prints each finding as
// `file#pointer: message`, then a summary; `--format json` prints one JSON document instead
// (scripts/lib/schemasReport.ts); `--junit <file>` also writes a JUnit XML report, one testcase
// per checked file. Exit 0 when clean, 1 on any finding, 2 when it cannot run (bad arguments,
// a catalog that does not load).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkContent,
  checkWidgetDocs,
  formatFinding,
  loadWidgetDocs,
  readContentSet,
  type LoadedWidgetDocs,
  type WidgetPropsSpec,
} from '../runtime/schema';
import { checkedFiles, schemasJsonReport, schemasJUnit } from './lib/schemasReport';
import { articleFindings } from './lib/articleCheck';

interface Args {
  root: string;
  widgets: string;
  format: 'text' | 'json';
  junit?: string;
}

const USAGE =
  'usage: schemas-check [--root <dir>] [--widgets <catalog.ts>] [--format text|json] [--junit <file>]';

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { root: process.cwd(), widgets: 'widgets/catalog.ts', format: 'text' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag === '--root' || flag === '--widgets') && value !== undefined) {
      args[flag === '--root' ? 'root' : 'widgets'] = value;
      i++;
    } else if (flag === '--format' && (value === 'text' || value === 'json')) {
      args.format = value;
      i++;
    } else if (flag === '--format') {
      throw new Error(`unknown format '${value ?? ''}' (${USAGE})`);
    } else if (flag === '--junit' && value !== undefined && !value.startsWith('--')) {
      args.junit = value;
      i++;
    } else {
      throw new Error(`unknown argument '${flag}' (${USAGE})`);
    }
  }
  return args;
}

async function loadWidgets(
  path: string,
): Promise<{ widgets: WidgetPropsSpec[]; docs: Map<string, LoadedWidgetDocs> }> {
  const mod = (await import(pathToFileURL(resolve(path)).href)) as { widgetCatalog?: unknown };
  if (!Array.isArray(mod.widgetCatalog))
    throw new Error(`${path} does not export a widgetCatalog array`);
  const widgets = mod.widgetCatalog.map(
    (w: { name: string; propsSchema: Record<string, unknown> }) => ({
      name: w.name,
      propsSchema: w.propsSchema,
    }),
  );
  // Each widget's description and examples (widgets/<Name>/docs.ts), checked with the content.
  const docs = await loadWidgetDocs(resolve(path), mod.widgetCatalog, process.cwd());
  return { widgets, docs };
}

async function main(): Promise<number> {
  let args: Args;
  let widgets: WidgetPropsSpec[];
  let docs: Map<string, LoadedWidgetDocs>;
  try {
    args = parseArgs(process.argv.slice(2));
    ({ widgets, docs } = await loadWidgets(args.widgets));
  } catch (error) {
    console.error(`schemas:check cannot run: ${(error as Error).message}`);
    return 2;
  }
  const startedAt = performance.now();
  const content = readContentSet(resolve(args.root));
  const findings = [
    ...checkContent(content, { widgets }),
    ...checkWidgetDocs(widgets, docs, dirname(args.widgets)),
    // The Markdown articles under content/: `file#line N` names the line (server/articles).
    ...articleFindings(content),
  ];
  const seconds = (performance.now() - startedAt) / 1000;
  if (args.junit) {
    mkdirSync(dirname(resolve(args.junit)), { recursive: true });
    writeFileSync(args.junit, schemasJUnit(checkedFiles(content, findings), findings, seconds));
  }
  if (args.format === 'json') {
    const report = schemasJsonReport(content, findings, widgets.length);
    console.log(JSON.stringify(report, null, 2));
    return findings.length === 0 ? 0 : 1;
  }
  for (const finding of findings) console.log(formatFinding(finding));
  const documents =
    (content.routes ? 1 : 0) +
    content.pages.length +
    content.layouts.length +
    content.parts.length +
    content.brands.reduce((n, b) => n + (b.site ? 1 : 0) + (b.brandBook ? 1 : 0), 0);
  if (findings.length === 0) {
    console.log(
      `schemas:check: no findings (${documents} schema and config files, ${content.dictionaries.length} dictionaries, ${widgets.length} widgets)`,
    );
    return 0;
  }
  const files = new Set(findings.map((f) => f.file)).size;
  console.log(
    `schemas:check: ${findings.length} finding${findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
  );
  return 1;
}

process.exitCode = await main();
