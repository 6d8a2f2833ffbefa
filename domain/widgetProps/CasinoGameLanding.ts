import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';

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
