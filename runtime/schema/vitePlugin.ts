// The schema validators as virtual modules (see virtual.d.ts), ajv standalone code generated at
// build time (standaloneValidators.ts) from the contract schemas and the widget catalog, so the
// client ships no schema compiler. In dev, editing a props schema regenerates them.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  allWidgetValidatorsModule,
  compileWidgets,
  contractValidatorsModule,
  widgetValidatorModule,
  type CompiledWidgets,
} from './standaloneValidators.ts';
import { loadWidgetCatalog } from './widgetCatalogLoader.ts';
import { formatFinding } from './finding.ts';

/** Every validator: the contracts' and the widgets' (re-exported from the two modules below). */
export const VIRTUAL_VALIDATORS_ID = 'virtual:schema-validators';
/** validateRouteTable, validatePage, validateLayout, validatePart, validateSiteConfig. */
export const CONTRACT_VALIDATORS_ID = `${VIRTUAL_VALIDATORS_ID}/contracts`;
/** widgetPropsValidators: every widget's validator, by widget name. */
export const WIDGET_VALIDATORS_ID = `${VIRTUAL_VALIDATORS_ID}/widgets`;
/** widgetPropsValidatorLoaders: by widget name, a function importing that widget's module. */
export const WIDGET_VALIDATOR_LOADERS_ID = `${VIRTUAL_VALIDATORS_ID}/widget-loaders`;
/** One widget's validator: `${WIDGET_VALIDATOR_PREFIX}<Name>`, a module of its own. */
export const WIDGET_VALIDATOR_PREFIX = `${VIRTUAL_VALIDATORS_ID}/widget/`;

/** The helpers ajv's code imports: Vite's dev server pre-bundles them (they are CommonJS). */
const AJV_RUNTIME = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv-formats/dist/formats',
];

export interface SchemaValidatorsPluginOptions {
  /** Path of the widget catalog module, relative to the Vite root. Default 'widgets/catalog.ts'. */
  widgetCatalog?: string;
}

const isOurs = (id: string) =>
  id === VIRTUAL_VALIDATORS_ID || id.startsWith(`${VIRTUAL_VALIDATORS_ID}/`);

export function schemaValidatorsPlugin(options: SchemaValidatorsPluginOptions = {}): Plugin {
  let root = process.cwd();
  let watchedFiles = new Set<string>();
  let compiled: Promise<CompiledWidgets> | null = null;

  /** The catalog's props schemas compiled once; again after an edit of a file it pulls in. */
  function widgets(warn: (message: string) => void, watch: (file: string) => void) {
    compiled ??= (async () => {
      const catalogPath = resolve(root, options.widgetCatalog ?? 'widgets/catalog.ts');
      const catalog = existsSync(catalogPath)
        ? await loadWidgetCatalog(catalogPath)
        : { widgets: [], files: [] };
      if (!existsSync(catalogPath))
        warn(`no widget catalog at ${catalogPath}: only built-in widgets get validators`);
      watchedFiles = new Set(catalog.files);
      const result = compileWidgets(catalog.widgets);
      for (const finding of result.findings) warn(formatFinding(finding));
      return result;
    })();
    return compiled.then((result) => {
      for (const file of watchedFiles) watch(file);
      return result;
    });
  }

  return {
    name: 'schema-validators',
    config: () => ({ optimizeDeps: { include: AJV_RUNTIME } }),
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return isOurs(id) ? `\0${id}` : undefined;
    },
    async load(resolvedId) {
      if (!resolvedId.startsWith('\0') || !isOurs(resolvedId.slice(1))) return undefined;
      const id = resolvedId.slice(1);
      if (id === CONTRACT_VALIDATORS_ID) return contractValidatorsModule();
      const compiledWidgets = await widgets(
        (message) => this.warn(message),
        (file) => this.addWatchFile(file),
      );
      if (id === VIRTUAL_VALIDATORS_ID)
        return [
          `export * from ${JSON.stringify(CONTRACT_VALIDATORS_ID)};`,
          `export { widgetPropsValidators } from ${JSON.stringify(WIDGET_VALIDATORS_ID)};`,
        ].join('\n');
      if (id === WIDGET_VALIDATORS_ID) return allWidgetValidatorsModule(compiledWidgets);
      if (id === WIDGET_VALIDATOR_LOADERS_ID) {
        const loaders = [...compiledWidgets.keys.keys()].map(
          (name) =>
            `${JSON.stringify(name)}: () => import(${JSON.stringify(WIDGET_VALIDATOR_PREFIX + name)})`,
        );
        return `export const widgetPropsValidatorLoaders = { ${loaders.join(', ')} };\n`;
      }
      if (id.startsWith(WIDGET_VALIDATOR_PREFIX))
        return widgetValidatorModule(compiledWidgets, id.slice(WIDGET_VALIDATOR_PREFIX.length));
      return undefined;
    },
    // A props schema edit regenerates the widgets' validators: invalidate their virtual modules
    // in every environment so the next request loads them afresh (importers reload with them).
    hotUpdate({ file, modules }) {
      if (!watchedFiles.has(file)) return undefined;
      compiled = null;
      const graph = this.environment.moduleGraph;
      const ours = [...graph.idToModuleMap.values()].filter(
        (mod) =>
          mod.id !== null &&
          mod.id.startsWith('\0') &&
          isOurs(mod.id.slice(1)) &&
          mod.id !== `\0${CONTRACT_VALIDATORS_ID}`,
      );
      for (const mod of ours) graph.invalidateModule(mod);
      return [...modules, ...ours];
    },
  };
}
