// ajv standalone code (build side): the contract and widget props schemas compiled by ajv into
// ES modules at build time (vitePlugin.ts), so the client runs ajv's own checks with neither
// ajv's compiler nor `new Function` (the CSP has no 'unsafe-eval'). The client's validators stop
// at the first error (smaller code); the Node side reports every error.
import standaloneCode from 'ajv/dist/standalone';
import traverse from 'json-schema-traverse';
import { BUILT_IN_WIDGET_SCHEMAS } from '../render/builtInWidgets.ts';
import { createAjv } from './ajvFactory.ts';
import type { Finding } from './finding.ts';
import { SCHEMA_ID_BY_KIND } from './schemaSources.ts';
import { widgetSchemaFile, type WidgetPropsSpec } from './validators.ts';

/** Export name -> $id of the contract validators the client imports. */
export const CONTRACT_EXPORTS = {
  validateRouteTable: SCHEMA_ID_BY_KIND.routes,
  validatePage: SCHEMA_ID_BY_KIND.page,
  validateLayout: SCHEMA_ID_BY_KIND.layout,
  validatePart: SCHEMA_ID_BY_KIND.part,
  validateSiteConfig: SCHEMA_ID_BY_KIND.siteConfig,
} as const;

const clientAjv = (withContracts: boolean) =>
  createAjv({
    firstError: true,
    withContracts,
    standalone: true,
    transformSchema: withoutAnnotations,
  });

/** Keywords that decide no verdict: left out of the code (ajv embeds schema parts it reads). */
const ANNOTATIONS = ['title', 'description', '$comment', 'examples', 'default'];

/** A copy of `schema` without annotations, in every subschema (json-schema-traverse). */
export function withoutAnnotations<S extends object>(schema: S): S {
  const copy = structuredClone(schema);
  traverse(copy as traverse.SchemaObject, (subschema: traverse.SchemaObject) => {
    for (const keyword of ANNOTATIONS) delete subschema[keyword];
  });
  return copy;
}

/**
 * ajv's standalone code as an ES module: ajv names its runtime helpers (ucs2length, the deep
 * equality of `const`/`enum`, the formats) as `require("module").name`; each becomes an import.
 */
export function asEsModule(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(
    /require\("([^"]+)"\)\.([A-Za-z_$][\w$]*)/g,
    (_match, module: string, name: string) => {
      const key = `${module}#${name}`;
      let local = imports.get(key);
      if (local === undefined) {
        local = `ajvRuntime${imports.size}`;
        imports.set(key, local);
      }
      return local;
    },
  );
  if (/\brequire\(/.test(body)) throw new Error('ajv standalone code has a require() left');
  const lines = [...imports].map(([key, local]) => {
    const [module, name] = key.split('#') as [string, string];
    if (name !== 'default') return `import { ${name} as ${local} } from ${JSON.stringify(module)};`;
    // The helpers are CommonJS with `exports.default`: the build hands out that function as the
    // default import, Vite's dev server the exports object.
    return `import ${local}Module from ${JSON.stringify(module)};\nconst ${local} = ${local}Module.default ?? ${local}Module;`;
  });
  return `${lines.join('\n')}\n${body.replace(/^"use strict";/, '')}\n`;
}

/** The contract validators (route table, page, layout, part, site config), named exports. */
export function contractValidatorsModule(): string {
  return asEsModule(standaloneCode(clientAjv(true), { ...CONTRACT_EXPORTS }));
}

/** The runtime built-ins (PageOutlet, RemotePart) followed by the given widgets. */
export function withBuiltInWidgets(widgets: readonly WidgetPropsSpec[]): WidgetPropsSpec[] {
  const builtIns = Object.entries(BUILT_IN_WIDGET_SCHEMAS).map(([name, propsSchema]) => ({
    name,
    propsSchema: propsSchema as unknown as Record<string, unknown>,
    file: 'runtime/render/builtInWidgets.ts',
  }));
  const seen = new Set<string>();
  return [...builtIns, ...widgets].filter((w) => !seen.has(w.name) && seen.add(w.name));
}

export interface CompiledWidgets {
  /** Widget name -> the key of its props schema in `ajv`, in catalog order (built-ins first). */
  keys: Map<string, string>;
  ajv: ReturnType<typeof clientAjv>;
  /** Widgets left out because their props schema does not compile. */
  findings: Finding[];
}

/** Every widget's props schema compiled once, for standalone code, in one ajv. */
export function compileWidgets(widgets: readonly WidgetPropsSpec[]): CompiledWidgets {
  const ajv = clientAjv(false);
  const keys = new Map<string, string>();
  const findings: Finding[] = [];
  for (const w of withBuiltInWidgets(widgets)) {
    const key = `widget-props:${w.name}`;
    try {
      ajv.addSchema(withoutAnnotations(w.propsSchema), key);
      ajv.getSchema(key);
      keys.set(w.name, key);
    } catch (error) {
      ajv.removeSchema(key);
      findings.push({
        file: widgetSchemaFile(w),
        pointer: '',
        message: `props schema of widget '${w.name}' does not compile: ${(error as Error).message}`,
      });
    }
  }
  return { keys, ajv, findings };
}

/** One widget's validator as a module of its own (`export default`). */
export function widgetValidatorModule(compiled: CompiledWidgets, widget: string): string {
  const key = compiled.keys.get(widget);
  if (key === undefined) throw new Error(`no compiled props schema for widget ${widget}`);
  return asEsModule(standaloneCode(compiled.ajv, compiled.ajv.getSchema(key)!));
}

/** Every widget's validator in one module: `widgetPropsValidators`, keyed by widget name. */
export function allWidgetValidatorsModule(compiled: CompiledWidgets): string {
  const names = [...compiled.keys.keys()];
  const code = asEsModule(standaloneCode(compiled.ajv, Object.fromEntries(compiled.keys)));
  const record = names.map((name) => `${JSON.stringify(name)}: ${name}`).join(', ');
  return `${code}export const widgetPropsValidators = { ${record} };\n`;
}
