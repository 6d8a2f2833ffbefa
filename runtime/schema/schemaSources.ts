// The JSON Schemas of the contracts, by document kind. Node side and build side only: the
// client gets precompiled validators (virtual:schema-validators), never these sources.
import brandBookSchema from './json/brand-book.schema.json' with { type: 'json' };
import dictionarySchema from './json/dictionary.schema.json' with { type: 'json' };
import layoutSchema from './json/layout.schema.json' with { type: 'json' };
import nodeSchema from './json/node.schema.json' with { type: 'json' };
import pageSchema from './json/page.schema.json' with { type: 'json' };
import partSchema from './json/part.schema.json' with { type: 'json' };
import routesSchema from './json/routes.schema.json' with { type: 'json' };
import siteConfigResponseSchema from './json/site-config-response.schema.json' with { type: 'json' };
import siteConfigSchema from './json/site-config.schema.json' with { type: 'json' };
import type { DocumentKind } from './versions.ts';

export type JsonSchema = Record<string, unknown>;

/** Every contract schema; each carries its own $id, and they $ref each other by file name. */
export const CONTRACT_SCHEMAS: readonly JsonSchema[] = [
  nodeSchema,
  pageSchema,
  layoutSchema,
  partSchema,
  routesSchema,
  siteConfigSchema,
  siteConfigResponseSchema,
  brandBookSchema,
  dictionarySchema,
];

/** $id of the schema that validates each kind of document. */
export const SCHEMA_ID_BY_KIND: Readonly<Record<DocumentKind, string>> = {
  routes: routesSchema.$id,
  page: pageSchema.$id,
  layout: layoutSchema.$id,
  part: partSchema.$id,
  site: siteConfigSchema.$id,
  brandBook: brandBookSchema.$id,
  siteConfig: siteConfigResponseSchema.$id,
};

export const DICTIONARY_SCHEMA_ID: string = dictionarySchema.$id;

/** Looks a contract schema up by its $id (used to follow $ref when reading rule variables). */
export function contractSchemaById(id: string): JsonSchema | undefined {
  return CONTRACT_SCHEMAS.find((s) => s.$id === id);
}

export { siteConfigResponseSchema, pageSchema };
