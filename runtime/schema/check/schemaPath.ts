// Follows a dotted data path ('config.maintenance.isActive') through a JSON Schema to tell
// whether data of that schema can have it. Used to check the variables json-logic rules read.
import { contractSchemaById, type JsonSchema } from '../schemaSources.ts';

/** A schema together with the $id its relative $refs resolve against. */
export interface SchemaAt {
  schema: JsonSchema | boolean;
  base: string;
}

export type PathLookup =
  | { ok: true }
  | {
      ok: false;
      /** The segments that exist, e.g. ['config']. */
      known: string[];
      /** The first segment that does not. */
      missing: string;
      /** What the last known segment does have (empty when it is a scalar). */
      candidates: string[];
    };

const MAX_REF_HOPS = 20;

function deref(node: SchemaAt): SchemaAt {
  let current = node;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    const s = current.schema;
    if (typeof s !== 'object' || typeof s.$ref !== 'string') return current;
    const url = new URL(s.$ref, current.base);
    const docId = url.href.slice(0, url.href.length - url.hash.length);
    const doc = contractSchemaById(docId);
    if (doc === undefined) return { schema: true, base: current.base };
    const pointer = decodeURIComponent(url.hash.slice(1));
    let target: unknown = doc;
    for (const token of pointer.split('/').slice(1)) {
      target = (target as Record<string, unknown> | undefined)?.[
        token.replace(/~1/g, '/').replace(/~0/g, '~')
      ];
    }
    current = { schema: (target as JsonSchema | undefined) ?? true, base: docId };
  }
  return current;
}

/** The schema of `segment` inside data of `node`'s schema, or why there is none. */
function childOf(node: SchemaAt, segment: string): SchemaAt | { candidates: string[] } {
  const at = deref(node);
  const s = at.schema;
  if (s === true || s === false) return { schema: true, base: at.base };
  const types = ([] as unknown[]).concat(s.type ?? []);
  const props = s.properties as Record<string, JsonSchema> | undefined;
  if (types.includes('array') || s.items !== undefined) {
    if (/^\d+$/.test(segment))
      return { schema: (s.items as JsonSchema | undefined) ?? true, base: at.base };
    if (segment === 'length') return { schema: { type: 'integer' }, base: at.base };
    return { candidates: ['length', '<index>'] };
  }
  if (props !== undefined && segment in props) return { schema: props[segment]!, base: at.base };
  const additional = s.additionalProperties as JsonSchema | boolean | undefined;
  if (props !== undefined || additional !== undefined || types.includes('object')) {
    if (additional === false)
      return { candidates: Object.keys(props ?? {}).filter((k) => k !== '$schema') };
    return { schema: additional ?? true, base: at.base };
  }
  const scalar =
    types.some((t) => t === 'string' || t === 'boolean' || t === 'integer' || t === 'number') ||
    s.enum !== undefined ||
    s.const !== undefined;
  if (scalar) {
    if (segment === 'length' && (types.includes('string') || types.length === 0)) {
      return { schema: { type: 'integer' }, base: at.base };
    }
    return { candidates: [] };
  }
  return { schema: true, base: at.base };
}

export function lookupPath(root: SchemaAt, segments: readonly string[]): PathLookup {
  let node = root;
  for (let i = 0; i < segments.length; i++) {
    const next = childOf(node, segments[i]!);
    if ('candidates' in next) {
      return {
        ok: false,
        known: segments.slice(0, i),
        missing: segments[i]!,
        candidates: next.candidates,
      };
    }
    node = next;
  }
  return { ok: true };
}
