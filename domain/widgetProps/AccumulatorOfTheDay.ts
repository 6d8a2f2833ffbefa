import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';
import { accumulatorLegsProp } from './parts/sportsProps';

export const propsSchema = closedObjectSchema(['bettingType', 'titleKey', 'emptyKey'], {
  /** line: the upcoming line's express (isAccumulatorOfTheDay); live: the live one. */
  bettingType: { type: 'string', enum: ['line', 'live'] },
  titleKey: i18nKey,
  emptyKey: i18nKey,
  legs: accumulatorLegsProp,
  /** How many top games of the section it picks from (the same list as TopGames of that limit). */
  pool: { type: 'integer', minimum: 2, maximum: 50, default: 8 },
});

export type AccumulatorOfTheDayProps = PropsOf<typeof propsSchema>;
