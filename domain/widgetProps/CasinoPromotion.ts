import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['idParam'], { idParam: routeParamName });

export type CasinoPromotionProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
