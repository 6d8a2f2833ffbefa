// Loads a widget catalog module (widgets/catalog.ts) in Node with tsx and keeps only what
// validation needs: each widget's name and props schema. Build/dev side only.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { WidgetPropsSpec } from './validators.ts';

export interface LoadedCatalog {
  widgets: WidgetPropsSpec[];
  /** Project files the catalog pulled in (to watch for changes); none under node_modules. */
  files: string[];
}

/** Reads `export const widgetCatalog` from `catalogPath` (absolute); a fresh import every call. */
export async function loadWidgetCatalog(catalogPath: string): Promise<LoadedCatalog> {
  if (!existsSync(catalogPath)) throw new Error(`widget catalog ${catalogPath} does not exist`);
  const files = new Set<string>([catalogPath]);
  const mod = (await tsImport(pathToFileURL(catalogPath).href, {
    parentURL: import.meta.url,
    onImport: (url) => {
      if (url.startsWith('file:') && !url.includes('/node_modules/')) {
        files.add(fileURLToPath(url.split('?')[0]!));
      }
    },
  })) as { widgetCatalog?: unknown };
  return { widgets: readCatalogExport(mod.widgetCatalog, catalogPath), files: [...files] };
}

function readCatalogExport(value: unknown, catalogPath: string): WidgetPropsSpec[] {
  if (!Array.isArray(value)) {
    throw new Error(`${catalogPath} must export widgetCatalog as an array of widget definitions`);
  }
  return value.map((entry: unknown, i) => {
    const w = entry as { name?: unknown; propsSchema?: unknown };
    if (
      typeof w?.name !== 'string' ||
      typeof w.propsSchema !== 'object' ||
      w.propsSchema === null
    ) {
      throw new Error(
        `${catalogPath}: widgetCatalog[${i}] needs a string name and an object propsSchema`,
      );
    }
    return { name: w.name, propsSchema: w.propsSchema as Record<string, unknown> };
  });
}
