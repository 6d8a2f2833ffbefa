import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['sectionParam', 'idParam'], {
  /** The route param naming the section: catalog, results or view. */
  sectionParam: routeParamName,
  /** The route param holding the lottery's id. */
  idParam: routeParamName,
});

export type LottoProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
