// `npm run schemas:check [-- --root <dir>] [--widgets <catalog.ts>]`: checks every schema and
// config of a content root (default: this repository) against the widget catalog, prints each
// finding as `file#pointer: message`, then a summary. Exit 0 when clean, 1 on any finding,
// 2 when it cannot run (bad arguments, a catalog that does not load).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkContent,
  formatFinding,
  readContentSet,
  type WidgetPropsSpec,
} from '../runtime/schema';

interface Args {
  root: string;
  widgets: string;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { root: process.cwd(), widgets: 'widgets/catalog.ts' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag === '--root' || flag === '--widgets') && value !== undefined) {
      args[flag === '--root' ? 'root' : 'widgets'] = value;
      i++;
    } else {
      throw new Error(
        `unknown argument '${flag}' (usage: schemas-check [--root <dir>] [--widgets <catalog.ts>])`,
      );
    }
  }
  return args;
}

async function loadWidgets(path: string): Promise<WidgetPropsSpec[]> {
  const mod = (await import(pathToFileURL(resolve(path)).href)) as { widgetCatalog?: unknown };
  if (!Array.isArray(mod.widgetCatalog))
    throw new Error(`${path} does not export a widgetCatalog array`);
  return mod.widgetCatalog.map((w: { name: string; propsSchema: Record<string, unknown> }) => ({
    name: w.name,
    propsSchema: w.propsSchema,
  }));
}

async function main(): Promise<number> {
  let args: Args;
  let widgets: WidgetPropsSpec[];
  try {
    args = parseArgs(process.argv.slice(2));
    widgets = await loadWidgets(args.widgets);
  } catch (error) {
    console.error(`schemas:check cannot run: ${(error as Error).message}`);
    return 2;
  }
  const content = readContentSet(resolve(args.root));
  const findings = checkContent(content, { widgets });
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
