// The widget catalog with each widget's props schema (domain/widgetProps), for what checks
// schemas: the validators generated at build time (runtime/schema/vitePlugin.ts), the server's
// page checks, the studio's editor and catalogue. Customers' pages register widgets/definitions.ts
// instead, which carries no schema.
import type { CatalogWidget } from '../runtime/render/types';
import { widgetPropsCatalog } from '../domain/widgetProps/index';
import { widgetDefinitions } from './definitions';

export { widgetDefinitions, catalogFor } from './definitions';

const schemas = new Map(widgetPropsCatalog.map((entry) => [entry.name, entry.propsSchema]));

// Each widget has its own props type; the catalog only needs the common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgetCatalog: CatalogWidget<any>[] = widgetDefinitions.map((definition) => {
  const propsSchema = schemas.get(definition.name);
  if (!propsSchema)
    throw new Error(`widget ${definition.name} has no props schema in domain/widgetProps`);
  return { ...definition, propsSchema: propsSchema as unknown as Record<string, unknown> };
});
