import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['labelKey'], {
  labelKey: i18nKey,
  // SPEC section 2 "Layout rules": 16 game tiles and 2 other-game tiles.
  gameTiles: { type: 'integer', minimum: 0, maximum: 64, default: 16 },
  otherGameTiles: { type: 'integer', minimum: 0, maximum: 16, default: 2 },
});

export type SkeletonGamesProps = PropsOf<typeof propsSchema>;
