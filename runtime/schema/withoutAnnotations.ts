// A JSON Schema without its annotations (description, title, examples, $comment): what the
// client's precompiled validators are generated from. ajv's standalone code carries the schema
// objects its checks look into (a parent's `properties` to tell unknown keys, an `enum` array),
// and with them every description and title below; the words change no verdict. Build side only.
import type { JsonSchema } from './schemaSources.ts';

const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment']);

/** Keywords whose value is a schema. */
const SCHEMA_KEYWORDS = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);
/** Keywords whose value is an array of schemas. */
const SCHEMA_ARRAY_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
]);

/**
 * A copy of `schema` with the annotation keywords removed at every schema position. Values that
 * are data, not schemas (`enum`, `const`, `default`, a property that happens to be named
 * "description"), are kept as they are.
 */
export function withoutAnnotations<T>(schema: T): T {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_KEYWORDS.has(key))
      out[key] = Array.isArray(value) ? value.map(withoutAnnotations) : withoutAnnotations(value);
    else if (SCHEMA_ARRAY_KEYWORDS.has(key) && Array.isArray(value))
      out[key] = value.map(withoutAnnotations);
    else if (SCHEMA_MAP_KEYWORDS.has(key) && typeof value === 'object' && value !== null)
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [name, withoutAnnotations(sub)]),
      );
    else out[key] = value;
  }
  return out as T;
}
