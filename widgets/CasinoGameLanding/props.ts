import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from '../shared/casino/casinoProps';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['routeParam'],
  properties: { routeParam: routeParamName },
} as const;

export type CasinoGameLandingProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
