import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';
import { accumulatorLegsProp } from './parts/sportsProps';

export const propsSchema = closedObjectSchema(['titleKey', 'emptyKey'], {
  titleKey: i18nKey,
  emptyKey: i18nKey,
  /** How many ready-made accumulators. */
  combos: { type: 'integer', minimum: 1, maximum: 10, default: 4 },
  legs: accumulatorLegsProp,
});

export type BetsOnYourProps = PropsOf<typeof propsSchema>;
