import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  /** Esports championships of the route's cyber type only. */
  cyber: { type: 'boolean', default: false },
});

export type ChampListProps = PropsOf<typeof propsSchema>;
