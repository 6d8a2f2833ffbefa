// The JSON Schemas the runtime validates with (runtime/schema/json), read by the editor: the
// schema that applies at a pointer of a document (a widget node's `props` take that widget's
// props schema), and the starting props of a widget. Pure.
import brandBookSchema from '../../../runtime/schema/json/brand-book.schema.json';
import dictionarySchema from '../../../runtime/schema/json/dictionary.schema.json';
import layoutSchema from '../../../runtime/schema/json/layout.schema.json';
import nodeSchema from '../../../runtime/schema/json/node.schema.json';
import pageSchema from '../../../runtime/schema/json/page.schema.json';
import partSchema from '../../../runtime/schema/json/part.schema.json';
import routesSchema from '../../../runtime/schema/json/routes.schema.json';
import siteConfigSchema from '../../../runtime/schema/json/site-config.schema.json';
import type { ContentKind } from '../../../domain/studio/contentKinds';
import { parsePointer, valueAt } from './jsonPositions';

export type Schema = Record<string, unknown>;

const CONTRACTS: readonly Schema[] = [
  brandBookSchema,
  dictionarySchema,
  layoutSchema,
  nodeSchema,
  pageSchema,
  partSchema,
  routesSchema,
  siteConfigSchema,
];

export const SCHEMA_OF_KIND: Record<ContentKind, Schema> = {
  page: pageSchema,
  layout: layoutSchema,
  part: partSchema,
  routes: routesSchema,
  brandConfig: siteConfigSchema,
  brandBook: brandBookSchema,
  dictionary: dictionarySchema,
};

export const I18N_KEY = 'x-i18n-key';
const NODE_ID = nodeSchema.$id;

/** A schema in its document (the contract file it belongs to), for resolving `$ref`. */
interface Located {
  schema: Schema;
  root: Schema;
}

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveRef(at: Located, depth = 0): Located {
  const ref = at.schema.$ref;
  if (typeof ref !== 'string' || depth > 16) return at;
  const [file, fragment = ''] = ref.split('#');
  const root = file
    ? CONTRACTS.find((s) => typeof s.$id === 'string' && s.$id.endsWith(`/${file}`))
    : at.root;
  if (!root) return at;
  let target: unknown = root;
  for (const token of parsePointer(fragment)) target = isSchema(target) ? target[token] : undefined;
  return isSchema(target) ? resolveRef({ schema: target, root }, depth + 1) : at;
}

/** The schema and its allOf/anyOf/oneOf branches, each with `$ref` followed. */
function branches(at: Located): Located[] {
  const resolved = resolveRef(at);
  const out = [resolved];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = resolved.schema[key];
    if (Array.isArray(list))
      for (const b of list)
        if (isSchema(b)) out.push(...branches({ schema: b, root: resolved.root }));
  }
  return out;
}

export type WidgetSchemas = ReadonlyMap<string, Schema>;

/**
 * The schemas that apply at `pointer` of `doc` (a kind's document). Empty when the pointer leaves
 * what the schemas describe.
 */
export function schemasAt(
  kind: ContentKind,
  doc: unknown,
  pointer: string,
  widgets: WidgetSchemas,
): Schema[] {
  let current: Located[] = [{ schema: SCHEMA_OF_KIND[kind], root: SCHEMA_OF_KIND[kind] }];
  let at = '';
  for (const token of parsePointer(pointer)) {
    const next: Located[] = [];
    for (const c of current.flatMap(branches)) {
      if (c.root.$id === NODE_ID && c.schema === c.root && token === 'props') {
        const widget = valueAt(doc, `${at}/widget`);
        const props = typeof widget === 'string' ? widgets.get(widget) : undefined;
        if (props) next.push({ schema: props, root: props });
        continue;
      }
      const props = c.schema.properties;
      if (isSchema(props) && isSchema(props[token])) {
        next.push({ schema: props[token], root: c.root });
        continue;
      }
      if (/^\d+$/.test(token) && isSchema(c.schema.items)) {
        next.push({ schema: c.schema.items, root: c.root });
        continue;
      }
      if (isSchema(c.schema.additionalProperties))
        next.push({ schema: c.schema.additionalProperties, root: c.root });
    }
    current = next;
    at = `${at}/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  return current.flatMap(branches).map((l) => l.schema);
}

export interface PropertyChoice {
  name: string;
  required: boolean;
  description?: string;
  schema: Schema;
}

/** Property names the object at `pointer` may have (all branches), required first. */
export function propertyChoices(schemas: readonly Schema[]): PropertyChoice[] {
  const byName = new Map<string, PropertyChoice>();
  for (const s of schemas) {
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    if (!isSchema(s.properties)) continue;
    for (const [name, sub] of Object.entries(s.properties)) {
      if (name === '$schema' || !isSchema(sub)) continue;
      const prev = byName.get(name);
      byName.set(name, {
        name,
        required: (prev?.required ?? false) || required.includes(name),
        ...(typeof sub.description === 'string' ? { description: sub.description } : {}),
        schema: sub,
      });
    }
  }
  return [...byName.values()].sort((a, b) => Number(b.required) - Number(a.required));
}

/** The literal values a schema allows (enum, const, booleans). */
export function valueChoices(schemas: readonly Schema[]): unknown[] {
  const values: unknown[] = [];
  for (const s of schemas) {
    if (Array.isArray(s.enum)) values.push(...(s.enum as unknown[]));
    if ('const' in s) values.push(s.const);
    if (s.type === 'boolean') values.push(true, false);
  }
  return [...new Set(values)];
}

export function isTextKey(schemas: readonly Schema[]): boolean {
  return schemas.some((s) => s[I18N_KEY] === true);
}

/** A value that satisfies a schema's type as simply as possible: default, const, enum[0] ... */
export function starterValue(schema: Schema, resolveIn: Schema = schema): unknown {
  const s = resolveRef({ schema, root: resolveIn }).schema;
  if ('default' in s) return s.default;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return requiredStarter(s, resolveIn);
    default:
      return null;
  }
}

/** An object with each required property set to its starter value. */
export function requiredStarter(
  schema: Schema,
  resolveIn: Schema = schema,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const props = isSchema(schema.properties) ? schema.properties : {};
  for (const name of required) {
    const sub = props[name];
    out[name] = isSchema(sub) ? starterValue(sub, resolveIn) : null;
  }
  return out;
}

/**
 * The document with each object's keys in the order its schema declares them (unknown keys
 * after, as they were): a stored version may come back with its keys reordered (jsonb), and an
 * editor reads `widget` before `props` best.
 */
export function orderedBySchema(kind: ContentKind, doc: unknown, widgets: WidgetSchemas): unknown {
  const visit = (value: unknown, pointer: string): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => visit(v, `${pointer}/${i}`));
    if (!isSchema(value)) return value;
    const order: string[] = [];
    for (const s of schemasAt(kind, doc, pointer, widgets)) {
      if (!isSchema(s.properties)) continue;
      for (const k of Object.keys(s.properties)) if (!order.includes(k)) order.push(k);
    }
    const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
    const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
    return Object.fromEntries(
      keys.map((k) => [
        k,
        visit(value[k], `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`),
      ]),
    );
  };
  return visit(doc, '');
}
