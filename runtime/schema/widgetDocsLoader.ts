// Loads the catalogue words of a widget catalog's widgets in Node, for schemas:check and the
// studio's catalogue: `<catalog folder>/<Name>/docs.ts` exporting `widgetDocs`. Customer bundles
// never import docs.ts. A fixture catalog with no widget folders may put `docs` on its entries.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedWidgetDocs } from './check/widgetDocsCheck.ts';

const toPosix = (path: string) => path.split('\\').join('/');

/**
 * Widget name -> its docs: from each entry's `docs`, else from every folder beside the catalog
 * holding a docs.ts (keyed by its `widgetDocs.widget`, else the folder name, so that docs of an
 * unregistered widget are found too). Files are relative to `root`, as findings name them.
 */
export async function loadWidgetDocs(
  catalogPath: string,
  entries: readonly unknown[],
  root: string,
): Promise<Map<string, LoadedWidgetDocs>> {
  const out = new Map<string, LoadedWidgetDocs>();
  const catalogFile = toPosix(relative(root, catalogPath));
  for (const entry of entries) {
    const e = entry as { name?: unknown; docs?: unknown };
    if (typeof e?.name === 'string' && e.docs !== undefined) {
      out.set(e.name, { file: catalogFile, docs: e.docs });
    }
  }
  const dir = dirname(catalogPath);
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const folder of folders) {
    const path = join(dir, folder, 'docs.ts');
    if (!existsSync(path)) continue;
    const mod = (await import(pathToFileURL(path).href)) as { widgetDocs?: unknown };
    const named = (mod.widgetDocs as { widget?: unknown } | undefined)?.widget;
    const name = typeof named === 'string' ? named : folder;
    if (!out.has(name))
      out.set(name, { file: toPosix(relative(root, path)), docs: mod.widgetDocs });
  }
  return out;
}
