import type { FromSchema } from 'json-schema-to-ts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  /** The route's game, or the final (last-starting game) of the route's championship. */
  game: { enum: ['route', 'championshipFinal'], default: 'route' },
});

export type MatchZoneProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
