// Provides 'virtual:schema-validators' (see virtual.d.ts): validators of the contracts and of
// every widget's props, generated at build time from the widget catalog (validatorsModule.ts),
// so the client ships no schema compiler. In dev, editing a props schema regenerates the module.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { generateValidatorsModule } from './validatorsModule.ts';
import { loadWidgetCatalog } from './widgetCatalogLoader.ts';
import { formatFinding } from './finding.ts';

export const VIRTUAL_VALIDATORS_ID = 'virtual:schema-validators';
const RESOLVED_ID = `\0${VIRTUAL_VALIDATORS_ID}`;

export interface SchemaValidatorsPluginOptions {
  /** Path of the widget catalog module, relative to the Vite root. Default 'widgets/catalog.ts'. */
  widgetCatalog?: string;
}

export function schemaValidatorsPlugin(options: SchemaValidatorsPluginOptions = {}): Plugin {
  let root = process.cwd();
  let watchedFiles = new Set<string>();
  return {
    name: 'schema-validators',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_VALIDATORS_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const catalogPath = resolve(root, options.widgetCatalog ?? 'widgets/catalog.ts');
      const catalog = existsSync(catalogPath)
        ? await loadWidgetCatalog(catalogPath)
        : { widgets: [], files: [] };
      if (!existsSync(catalogPath))
        this.warn(`no widget catalog at ${catalogPath}: only built-in widgets get validators`);
      watchedFiles = new Set(catalog.files);
      for (const file of catalog.files) this.addWatchFile(file);
      const generated = generateValidatorsModule(catalog.widgets);
      for (const finding of generated.findings) this.warn(formatFinding(finding));
      return generated.code;
    },
    // A props schema edit regenerates the validators: invalidate the virtual module in every
    // environment so the next request loads it afresh (its importers reload with it).
    hotUpdate({ file, modules }) {
      if (!watchedFiles.has(file)) return undefined;
      const mod = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (!mod) return undefined;
      this.environment.moduleGraph.invalidateModule(mod);
      return [...modules, mod];
    },
  };
}
