// The catalogue's pure parts: the search, each prop's row (type, default, required, description)
// read from a props schema, and the page document that shows an example in the live preview.
import type { WidgetEntry } from '../../../domain/studio/contract';

export interface PropRow {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  description: string;
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A short type for a prop schema: 'text key', 'boolean', '1 | 2', 'array of route link', ... */
export function typeLabel(schema: unknown): string {
  if (!isObject(schema)) return 'any';
  if (schema['x-i18n-key'] === true) return 'text key';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `array of ${typeLabel(schema.items)}`;
  if (schema.type === 'object' && isObject(schema.properties)) {
    return `{ ${Object.keys(schema.properties).join(', ')} }`;
  }
  if (schema.type === 'string' && typeof schema.pattern === 'string') return 'string (pattern)';
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return 'any';
}

export function propRows(propsSchema: unknown): PropRow[] {
  if (!isObject(propsSchema) || !isObject(propsSchema.properties)) return [];
  const required = new Set(Array.isArray(propsSchema.required) ? propsSchema.required : []);
  return Object.entries(propsSchema.properties).map(([name, schema]) => {
    const s = isObject(schema) ? schema : {};
    return {
      name,
      type: typeLabel(s),
      ...('default' in s ? { default: JSON.stringify(s.default) } : {}),
      required: required.has(name),
      description: typeof s.description === 'string' ? s.description : '',
    };
  });
}

/** Widgets whose name, description or prop names contain every word of the query. */
export function searchWidgets(widgets: readonly WidgetEntry[], query: string): WidgetEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...widgets];
  return widgets.filter((w) => {
    const text = [w.name, w.description, ...propRows(w.propsSchema).map((p) => p.name)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface ExampleLike {
  title?: unknown;
  props?: unknown;
  slots?: unknown;
}

/** Dictionary namespaces the example's text keys name ('casino:title' -> casino), with main. */
function namespacesOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const ns = /^([a-z][a-z0-9_-]*):\S+$/.exec(value)?.[1];
    if (ns) into.add(ns);
  } else if (Array.isArray(value)) value.forEach((v) => namespacesOf(v, into));
  else if (isObject(value)) Object.values(value).forEach((v) => namespacesOf(v, into));
  return into;
}

/** The page the live preview renders: the example's node as the body of the empty layout's page. */
export function examplePage(widget: string, example: ExampleLike): Record<string, unknown> {
  const node: Record<string, unknown> = { widget };
  if (isObject(example.props) && Object.keys(example.props).length > 0) node.props = example.props;
  if (isObject(example.slots)) node.slots = example.slots;
  return {
    schemaVersion: 1,
    id: 'studio-example',
    layout: 'empty',
    meta: { dictionaries: [...namespacesOf(node, new Set(['main']))].sort() },
    body: node,
  };
}
