import { i18nKey, withMoreLink, type PropsOf } from './parts/propsParts';

export const propsSchema = withMoreLink(['list', 'titleKey', 'emptyKey'], {
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
});

export type CasinoMyGamesProps = PropsOf<typeof propsSchema>;
