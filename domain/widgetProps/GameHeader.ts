import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['notFoundKey'], {
  notFoundKey: i18nKey,
  /** The route's game, or the final (last-starting game) of the route's championship. */
  game: { enum: ['route', 'championshipFinal'], default: 'route' },
});

export type GameHeaderProps = PropsOf<typeof propsSchema>;
