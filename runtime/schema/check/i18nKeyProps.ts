// Finds the prop values that are dictionary references: strings whose props-schema property
// carries "x-i18n-key": true, wherever they sit (nested objects, arrays, allOf/anyOf/oneOf).
import { I18N_KEY_KEYWORD } from '../ajvFactory.ts';
import { pointerJoin } from '../finding.ts';

export interface TextReference {
  pointer: string;
  value: string;
}

type Schema = Record<string, unknown>;

export function findTextReferences(
  schema: unknown,
  value: unknown,
  pointer: string,
): TextReference[] {
  const found = new Map<string, TextReference>();
  const root = schema;
  const visit = (s: unknown, v: unknown, at: string, depth: number) => {
    if (typeof s !== 'object' || s === null || depth > 32) return;
    const node = resolveLocalRef(root, s as Schema);
    if (node[I18N_KEY_KEYWORD] === true && typeof v === 'string')
      found.set(at, { pointer: at, value: v });
    for (const branch of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[branch];
      if (Array.isArray(list)) list.forEach((b) => visit(b, v, at, depth + 1));
    }
    if (Array.isArray(v)) {
      const items = node.items;
      v.forEach((item, i) => visit(items, item, pointerJoin(at, i), depth + 1));
      return;
    }
    if (typeof v === 'object' && v !== null) {
      const props = (node.properties ?? {}) as Record<string, unknown>;
      for (const [k, child] of Object.entries(v)) {
        visit(
          k in props ? props[k] : node.additionalProperties,
          child,
          pointerJoin(at, k),
          depth + 1,
        );
      }
    }
  };
  visit(schema, value, pointer, 0);
  return [...found.values()];
}

/** Follows '#/…' references inside the same props schema. */
function resolveLocalRef(root: unknown, node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#')) return node;
  let target: unknown = root;
  for (const token of ref.slice(1).split('/').slice(1)) {
    target = (target as Record<string, unknown> | undefined)?.[
      token.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  return typeof target === 'object' && target !== null ? (target as Schema) : node;
}
