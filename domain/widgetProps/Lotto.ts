import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sectionParam', 'idParam'],
  properties: {
    /** The route param naming the section: catalog, results or view. */
    sectionParam: routeParamName,
    /** The route param holding the lottery's id. */
    idParam: routeParamName,
  },
} as const;

export type LottoProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
