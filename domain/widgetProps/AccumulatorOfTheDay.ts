import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['bettingType', 'titleKey', 'emptyKey'], {
  /** line: the upcoming line's express (isAccumulatorOfTheDay); live: the live one. */
  bettingType: { type: 'string', enum: ['line', 'live'] },
  titleKey: i18nKey,
  emptyKey: i18nKey,
  /** Legs (games) wanted. */
  legs: { type: 'integer', minimum: 2, maximum: 6, default: 3 },
  /** How many top games of the section it picks from (the same list as TopGames of that limit). */
  pool: { type: 'integer', minimum: 2, maximum: 50, default: 8 },
});

export type AccumulatorOfTheDayProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
