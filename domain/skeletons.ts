// SPEC section 2 "Layout rules": skeleton preloaders show 16 game tiles and 2 other-game tiles.
export const SKELETON_GAME_TILES = 16;
export const SKELETON_OTHER_GAME_TILES = 2;
