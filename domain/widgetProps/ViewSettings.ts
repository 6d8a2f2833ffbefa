import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const VIEW_SETTINGS = [
  'viewType',
  'onlyWithVideo',
  'upcoming',
  'groupByCategories',
  'champsByCountry',
  'showGameId',
  'compactView',
  'statsInNewWindow',
  'accumulatorOfTheDay',
  'liveAccumulatorOfTheDay',
  'moveVideoOnScroll',
  'fontSize',
  'coefIndication',
] as const;

export const propsSchema = closedOptionalObjectSchema({
  titleKey: i18nKey,
  /** Which settings to offer, in order; all of them when absent. */
  settings: {
    type: 'array',
    items: { type: 'string', enum: VIEW_SETTINGS },
    uniqueItems: true,
    minItems: 1,
  },
});

export type ViewSettingsProps = PropsOf<typeof propsSchema>;
