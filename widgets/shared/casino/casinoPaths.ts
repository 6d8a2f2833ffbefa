// Where a casino thing lives (SPEC section 2 routes, relative to /{lng}/).
import {
  CASINO_SECTIONS,
  type CasinoGame,
  type CasinoSectionId,
} from '../../../domain/casino/catalogueTypes';

/** The page path of a section: 'slots', 'casino' (live casino), 'bingo' ... */
export function sectionRoute(section: string): string {
  return CASINO_SECTIONS.find((s) => s.id === section)?.route ?? section;
}

export function isSectionId(value: string | undefined): value is CasinoSectionId {
  return CASINO_SECTIONS.some((s) => s.id === value);
}

/**
 * A game's page: slots and live casino keep the game under their section
 * (`slots/game/{gameId}/{gameName}`, `casino/game/...`), every other game is `games/{gameRoute}`.
 */
export function gamePath(game: Pick<CasinoGame, 'id' | 'route' | 'categories'>): string {
  const section = game.categories[0];
  if (section === 'slots' || section === 'live-casino') {
    return `${sectionRoute(section)}/game/${game.id}/${game.route}`;
  }
  return `games/${game.route}`;
}

export function providerPath(provider: string): string {
  return `providers/${provider}`;
}

export function searchPath(q: string): string {
  return q.trim() ? `casino-search?q=${encodeURIComponent(q.trim())}` : 'casino-search';
}
