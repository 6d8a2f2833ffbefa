import type { FromSchema } from 'json-schema-to-ts';
import { routeParamName } from './parts/casinoProps';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['routeParam'],
  properties: {
    /** The route param holding the game's route (games/{gameRoute}, slots/game/{id}/{gameName}). */
    routeParam: routeParamName,
    /** The route param holding the game's id, when the path carries it; it must match. */
    idParam: routeParamName,
  },
} as const;

export type CasinoGameProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
