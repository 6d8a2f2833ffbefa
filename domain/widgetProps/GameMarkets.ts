import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  game: { enum: ['route', 'championshipFinal'], default: 'route' },
});

export type GameMarketsProps = PropsOf<typeof propsSchema>;
