// The studio's widget catalogue (GET /operator-api/studio/widgets): every registered widget with
// what it is for, its props schema with each prop described, its examples (widgets/<Name>/docs.ts)
// and where the brand's effective content (published versions over the files) places it.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  STUDIO_PATHS,
  type ContentKind,
  type WidgetEntry,
  type WidgetUse,
  type WidgetsAnswer,
} from '../../domain/studio/contract';
import { loadWidgetDocs, pointerJoin, type ContentSet } from '../../runtime/schema';
import type { WidgetDocs } from '../../runtime/render/types';
import { widgetPropsCatalog } from '../../domain/widgetProps/index';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { requireOperator } from '../operators/operatorAuth';
import { brandQuerySchema } from '../operators/operatorRoutes';
import { contentSetFor } from './resources';
import {
  arraySchema,
  closedOptionalObjectSchema,
  objectSchema,
} from '../../domain/contract/jsonSchema';

// The widgets' docs (widgets/<Name>/docs.ts) are read as files from the catalog's folder, never
// imported: the server depends on no widget code.
const CATALOG_FILE = fileURLToPath(new URL('../../widgets/catalog.ts', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let docsOnce: Promise<Map<string, WidgetDocs>> | undefined;
/** Every widget's docs, read once per process (schemas:check guarantees each one exists). */
function widgetDocs(): Promise<Map<string, WidgetDocs>> {
  docsOnce ??= loadWidgetDocs(CATALOG_FILE, widgetPropsCatalog, PROJECT_ROOT).then(
    (loaded) => new Map([...loaded].map(([name, d]) => [name, d.docs as WidgetDocs])),
  );
  return docsOnce;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The id of a content file: its name without .json. */
const idOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

/** Widget name -> every node naming it in the set's pages, layouts and parts (JSON pointers). */
export function widgetUses(set: ContentSet): Map<string, WidgetUse[]> {
  const uses = new Map<string, WidgetUse[]>();
  const walk = (value: unknown, kind: ContentKind, id: string, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, kind, id, pointerJoin(pointer, i)));
      return;
    }
    if (!isObject(value)) return;
    if (typeof value.widget === 'string') {
      const list = uses.get(value.widget) ?? [];
      list.push({ kind, id, pointer });
      uses.set(value.widget, list);
    }
    for (const [key, child] of Object.entries(value)) {
      // Props are data, not nodes: a prop value shaped like a node is not a use.
      if (key !== 'props') walk(child, kind, id, pointerJoin(pointer, key));
    }
  };
  for (const [kind, files] of [
    ['page', set.pages],
    ['layout', set.layouts],
    ['part', set.parts],
  ] as const) {
    for (const f of files) walk(f.data, kind, idOf(f.file), '');
  }
  return uses;
}

/** The props schema with each property's description from the docs (the schema's own wins). */
function describedSchema(
  schema: Record<string, unknown>,
  props: Record<string, string>,
): Record<string, unknown> {
  if (!isObject(schema.properties)) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, prop]) => [
      name,
      isObject(prop) && prop.description === undefined && props[name]
        ? { ...prop, description: props[name] }
        : prop,
    ]),
  );
  return { ...schema, properties };
}

export async function widgetCatalogueOf(set: ContentSet): Promise<WidgetsAnswer> {
  const docs = await widgetDocs();
  const uses = widgetUses(set);
  const widgets: WidgetEntry[] = widgetPropsCatalog
    .map((w) => {
      const d = docs.get(w.name);
      return {
        name: w.name,
        description: d?.description ?? '',
        propsSchema: describedSchema(w.propsSchema, d?.props ?? {}),
        examples: d?.examples ?? [],
        usedBy: uses.get(w.name) ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { widgets };
}

export function registerWidgetCatalogue(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { brand?: string } }>(
    STUDIO_PATHS.widgets,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary:
          "Every widget: description, props schema with each prop described, examples, and where the brand's content uses it (without brand: the repository files)",
        tags: ['studio'],
        querystring: closedOptionalObjectSchema({ brand: brandQuerySchema }),
        response: {
          200: objectSchema(['widgets'], {
            widgets: arraySchema(
              objectSchema(['name', 'description', 'propsSchema', 'examples', 'usedBy'], {
                name: { type: 'string' },
                description: { type: 'string' },
                propsSchema: { type: 'object', additionalProperties: true },
                examples: arraySchema({ type: 'object', additionalProperties: true }),
                usedBy: arraySchema(
                  objectSchema(['kind', 'id', 'pointer'], {
                    kind: { type: 'string' },
                    id: { type: 'string' },
                    pointer: { type: 'string' },
                  }),
                ),
              }),
            ),
          }),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
      // Schemas and examples are free-form JSON: serialized whole.
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request) => {
      const { brand } = request.query;
      const store = ctx.contentStore;
      if (brand !== undefined && !store.current.brands.has(brand)) {
        throw new Refusal(404, 'content_not_found', `studio: no brand ${brand}`, 'brand');
      }
      const set =
        brand === undefined
          ? store.fileSet
          : contentSetFor(store.fileSet, store.publishedOverrides, brand);
      return widgetCatalogueOf(set);
    },
  );
}
