import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  /** The route's game, or the final (last-starting game) of the route's championship. */
  game: { enum: ['route', 'championshipFinal'], default: 'route' },
});

export type MatchZoneProps = PropsOf<typeof propsSchema>;
