// Source of 'virtual:schema-validators': the contract and widget props schemas as data, run by
// compactValidator.ts in the browser. Build side only (vitePlugin.ts); tests import the
// generated code too. Every schema is compiled by ajv here first (a schema ajv refuses is a
// finding, as in schemas:check), cut down to the keywords that decide verdicts, and its $refs
// made absolute, so the client resolves them with no URL logic.
import { fileURLToPath } from 'node:url';
import { BUILT_IN_WIDGET_SCHEMAS } from '../render/builtInWidgets.ts';
import { createAjv } from './ajvFactory.ts';
import { FORMATS, SUPPORTED_KEYWORDS, type Schema } from './compactValidator.ts';
import type { Finding } from './finding.ts';
import { CONTRACT_SCHEMAS, SCHEMA_ID_BY_KIND, type JsonSchema } from './schemaSources.ts';
import { widgetSchemaFile, type WidgetPropsSpec } from './validators.ts';

/** Export name -> $id, matching runtime/schema/virtual.d.ts. */
const CONTRACT_EXPORTS = {
  validateRouteTable: SCHEMA_ID_BY_KIND.routes,
  validatePage: SCHEMA_ID_BY_KIND.page,
  validateLayout: SCHEMA_ID_BY_KIND.layout,
  validatePart: SCHEMA_ID_BY_KIND.part,
  validateSiteConfig: SCHEMA_ID_BY_KIND.siteConfig,
} as const;

/** Keywords that change no verdict (annotations, ajv's no-op ones): dropped from the data. */
const IGNORED_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'examples',
  'default',
  'x-i18n-key',
]);
const SUPPORTED = new Set(SUPPORTED_KEYWORDS);
/** Keywords whose value is a schema, an array of schemas, or a map of names to schemas. */
const SCHEMA_VALUED = new Set([
  'additionalProperties',
  'items',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAPS = new Set(['properties', '$defs']);

export const COMPACT_VALIDATOR_FILE = fileURLToPath(
  new URL('./compactValidator.ts', import.meta.url),
);

export interface ValidatorsModule {
  code: string;
  /** Widgets left out because their props schema does not compile or uses an unsupported keyword. */
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

/**
 * The schema as the client runs it: only the keywords that decide verdicts, every $ref absolute
 * ("key#/pointer", resolved against `base`). Throws on a keyword the client does not run.
 */
export function checkingSchema(schema: unknown, base: string, at = '#'): Schema {
  if (typeof schema === 'boolean') return schema;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw new Error(`${at}: a schema must be an object or a boolean`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    const where = `${at}/${key}`;
    if (IGNORED_KEYWORDS.has(key)) continue;
    if (SCHEMA_MAPS.has(key))
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [
          name,
          checkingSchema(sub, base, `${where}/${name}`),
        ]),
      );
    else if (!SUPPORTED.has(key))
      throw new Error(`${where}: keyword '${key}' is not one the client's validators run`);
    else if (key === 'format' && !Object.hasOwn(FORMATS, value as string))
      throw new Error(
        `${where}: format '${String(value)}' is not one the client's validators know`,
      );
    else if (key === '$ref') out[key] = absoluteRef(value as string, base);
    else if (SCHEMA_VALUED.has(key)) out[key] = checkingSchema(value, base, where);
    else if (SCHEMA_LISTS.has(key))
      out[key] = (value as unknown[]).map((sub, i) => checkingSchema(sub, base, `${where}/${i}`));
    else out[key] = value;
  }
  return out;
}

function absoluteRef(ref: string, base: string): string {
  // Widget keys ('widget-props:Name') are opaque URLs: only a fragment resolves against them.
  if (ref.startsWith('#')) return `${base.split('#')[0]}${ref}`;
  return new URL(ref, base).href;
}

/** Every schema key a set of schemas reaches through $ref. */
function reachable(roots: readonly string[], schemas: ReadonlyMap<string, Schema>): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key)) return;
    const schema = schemas.get(key);
    if (schema === undefined) throw new Error(`$ref to unknown schema ${key}`);
    found.add(key);
    JSON.stringify(schema, (k, v: unknown) => {
      if (k === '$ref') visit((v as string).split('#')[0]!);
      return v;
    });
  };
  roots.forEach(visit);
  return found;
}

export function generateValidatorsModule(widgets: readonly WidgetPropsSpec[]): ValidatorsModule {
  const ajv = createAjv();
  const all = new Map<string, Schema>(
    CONTRACT_SCHEMAS.map((s) => [s.$id as string, checkingSchema(s, s.$id as string)]),
  );
  const widgetKeys: [string, string][] = [];
  const findings: Finding[] = [];
  for (const w of withBuiltInWidgets(widgets)) {
    const key = `widget-props:${w.name}`;
    try {
      ajv.compile(w.propsSchema);
      all.set(key, checkingSchema(w.propsSchema, key));
      widgetKeys.push([w.name, key]);
    } catch (error) {
      findings.push({
        file: widgetSchemaFile(w),
        pointer: '',
        message: `props schema of widget '${w.name}' does not compile: ${(error as Error).message}`,
      });
    }
  }
  const roots = [...Object.values(CONTRACT_EXPORTS), ...widgetKeys.map(([, key]) => key)];
  const shipped = Object.fromEntries([...reachable(roots, all)].map((key) => [key, all.get(key)]));
  const lines = [
    `import { createValidators } from ${JSON.stringify(COMPACT_VALIDATOR_FILE)};`,
    `const validator = createValidators(JSON.parse(${JSON.stringify(JSON.stringify(shipped))}));`,
    ...Object.entries(CONTRACT_EXPORTS).map(
      ([name, id]) => `export const ${name} = validator(${JSON.stringify(id)});`,
    ),
    `export const widgetPropsValidators = { ${widgetKeys
      .map(([name, key]) => `${JSON.stringify(name)}: validator(${JSON.stringify(key)})`)
      .join(', ')} };`,
  ];
  return { code: `${lines.join('\n')}\n`, findings };
}
