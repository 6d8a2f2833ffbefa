import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['routeParam'], { routeParam: routeParamName });

export type CasinoGameLandingProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
