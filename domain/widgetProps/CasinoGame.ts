import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['routeParam'], {
  /** The route param holding the game's route (games/{gameRoute}, slots/game/{id}/{gameName}). */
  routeParam: routeParamName,
  /** The route param holding the game's id, when the path carries it; it must match. */
  idParam: routeParamName,
});

export type CasinoGameProps = PropsOf<typeof propsSchema>;
