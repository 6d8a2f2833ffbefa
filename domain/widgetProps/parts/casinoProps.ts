// Props-schema fragments of the casino widgets.
import { CASINO_SECTIONS } from '../../casino/catalogueTypes';

/** A section id of SPEC section 2 (domain/casino/catalogueTypes.ts). */
export const casinoSectionProp = {
  enum: CASINO_SECTIONS.map((section) => section.id) as unknown as readonly [
    (typeof CASINO_SECTIONS)[number]['id'],
    ...(typeof CASINO_SECTIONS)[number]['id'][],
  ],
} as const;

/** A games list item's tagId (SPEC section 3): 1 new, 2 hot, 3 jackpot, 4 exclusive. */
export const gameTagProp = { enum: [1, 2, 3, 4] } as const;

/** The name of a route param the widget reads (schemas/routes.json). */
export const routeParamName = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' } as const;
