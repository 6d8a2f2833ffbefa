import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['idParam'],
  properties: { idParam: routeParamName },
} as const;

export type CasinoPromotionProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
