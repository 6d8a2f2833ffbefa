// The data each kind of json-logic rule is evaluated against, as JSON Schema, so the checker
// can tell which variables exist. Mirrors RuleContext in runtime/render/types.ts.
import type { SchemaAt } from './schemaPath.ts';

const BASE = 'https://schemas.betting.local/rule-context';

const STRING = { type: 'string' };

/** visibleIf: { config, user, route, query, device, brand, visitor } (ARCHITECTURE.md step 3). */
export const VISIBILITY_CONTEXT: SchemaAt = {
  base: BASE,
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      config: { $ref: 'site-config-response.schema.json' },
      user: {
        type: 'object',
        additionalProperties: false,
        properties: {
          isAuthenticated: { type: 'boolean' },
          userId: { type: 'integer' },
          banLevel: { type: 'integer' },
          banVersion: { type: 'integer' },
          isTermsChanged: { type: 'boolean' },
          transferBrand: { type: 'string' },
        },
      },
      route: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: STRING,
          path: STRING,
          params: { type: 'object', additionalProperties: STRING },
          meta: { type: 'object' },
        },
      },
      query: { type: 'object', additionalProperties: STRING },
      device: {
        type: 'object',
        additionalProperties: false,
        properties: { type: { enum: ['desktop', 'mobile'] }, width: { type: 'number' } },
      },
      brand: {
        type: 'object',
        additionalProperties: false,
        properties: { id: STRING, name: STRING },
      },
      visitor: {
        type: 'object',
        additionalProperties: false,
        properties: { bucket: { type: 'integer', minimum: 0, maximum: 99 } },
      },
    },
  },
};

/** A redirect's `when`: { query, params } where params are those of its `from` path. */
export function redirectContext(paramNames: readonly string[]): SchemaAt {
  return {
    base: BASE,
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        query: { type: 'object', additionalProperties: STRING },
        params: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(paramNames.map((p) => [p, STRING])),
        },
      },
    },
  };
}
