import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey, routeTo } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = {
  ...closedObjectSchema(['list', 'titleKey', 'emptyKey'], {
    /** The customer's recently played games or favourites. */
    list: { enum: ['recent', 'favorites'] },
    titleKey: i18nKey,
    emptyKey: i18nKey,
    /** A scrolling row (section pages) or a grid (my-casino). */
    layout: { enum: ['row', 'grid'], default: 'grid' },
    /** Show nothing at all when the list is empty (a row above a section's grid). */
    hideWhenEmpty: { type: 'boolean', default: false },
    /** The heading level: 1 on its own page, 2 inside another. */
    level: { enum: [1, 2], default: 2 },
    moreLabelKey: i18nKey,
    moreTo: routeTo,
  }),
  dependentRequired: { moreLabelKey: ['moreTo'], moreTo: ['moreLabelKey'] },
} as const;

export type CasinoMyGamesProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
