// Source of 'virtual:schema-validators': ajv standalone validators as one ES module, so the
// client bundle carries neither the ajv compiler nor `new Function` (the CSP has no
// 'unsafe-eval'). Build side only (vitePlugin.ts); tests import the generated code too.
import standaloneCode from 'ajv/dist/standalone';
import { BUILT_IN_WIDGET_SCHEMAS } from '../render/builtInWidgets.ts';
import { createAjv } from './ajvFactory.ts';
import type { Finding } from './finding.ts';
import { SCHEMA_ID_BY_KIND } from './schemaSources.ts';
import { widgetSchemaFile, type WidgetPropsSpec } from './validators.ts';
import { withoutAnnotations } from './withoutAnnotations.ts';

/** Export name -> $id, matching runtime/schema/virtual.d.ts. */
const CONTRACT_EXPORTS = {
  validateRouteTable: SCHEMA_ID_BY_KIND.routes,
  validatePage: SCHEMA_ID_BY_KIND.page,
  validateLayout: SCHEMA_ID_BY_KIND.layout,
  validatePart: SCHEMA_ID_BY_KIND.part,
  validateSiteConfig: SCHEMA_ID_BY_KIND.siteConfig,
} as const;

export interface ValidatorsModule {
  code: string;
  /** Widgets left out because their props schema does not compile. */
  findings: Finding[];
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

export function generateValidatorsModule(widgets: readonly WidgetPropsSpec[]): ValidatorsModule {
  const ajv = createAjv({ standalone: true });
  const exportsMap: Record<string, string> = { ...CONTRACT_EXPORTS };
  const widgetExports: [string, string][] = [];
  const findings: Finding[] = [];
  withBuiltInWidgets(widgets).forEach((w, i) => {
    const key = `widget-props:${w.name}`;
    try {
      ajv.addSchema(withoutAnnotations(w.propsSchema), key);
      ajv.getSchema(key);
      exportsMap[`widgetProps${i}`] = key;
      widgetExports.push([w.name, `widgetProps${i}`]);
    } catch (error) {
      ajv.removeSchema(key);
      findings.push({
        file: widgetSchemaFile(w),
        pointer: '',
        message: `props schema of widget '${w.name}' does not compile: ${(error as Error).message}`,
      });
    }
  });
  const registry = widgetExports.map(([name, id]) => `${JSON.stringify(name)}: ${id}`).join(', ');
  const code = `${requiresToImports(standaloneCode(ajv, exportsMap))}\nexport const widgetPropsValidators = { ${registry} };\n`;
  return { code, findings };
}

/**
 * ajv's standalone ESM still calls require() for its runtime helpers (ucs2length, equal,
 * formats). Hoist them to imports; the interop picks module.exports both in Node (default
 * import of CommonJS) and in bundlers that expose the exports' own `default`.
 */
export function requiresToImports(code: string): string {
  const specifiers = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_, spec: string) => {
    const withExtension = spec.endsWith('.js') ? spec : `${spec}.js`;
    if (!specifiers.has(withExtension))
      specifiers.set(withExtension, `__ajvRuntime${specifiers.size}`);
    return specifiers.get(withExtension)!;
  });
  const imports = [...specifiers]
    .map(
      ([spec, name]) =>
        `import * as ${name}$ns from ${JSON.stringify(spec)};\nconst ${name} = __cjs(${name}$ns);`,
    )
    .join('\n');
  const interop =
    'function __cjs(ns) { return ns.default && ns.default.__esModule ? ns.default : ns; }';
  const strict = body.startsWith('"use strict";') ? '"use strict";\n' : '';
  return `${strict}${interop}\n${imports}\n${strict ? body.slice('"use strict";'.length) : body}`;
}
