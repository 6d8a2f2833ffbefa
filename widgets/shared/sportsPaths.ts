// URLs of the sports pages (schemas/routes.json, SPEC section 2 "Sports"): ids lead each segment,
// an optional slug after a dash keeps them readable ('1-football'), and only the id counts.
import type { BettingType, CyberType } from '../../domain/sports/types';
import { CYBER_TYPES } from '../../domain/sports/types';

/** The id a route segment leads with ('12-premier-league' → 12), or undefined. */
export function idOf(segment: string | undefined): number | undefined {
  if (segment === undefined) return undefined;
  const match = /^([0-9]{1,9})(?:-|$)/.exec(segment);
  return match ? Number(match[1]) : undefined;
}

/** 'Premier League' → 'premier-league' (ASCII letters and digits only). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function segment(id: number, name?: string): string {
  const slug = name ? slugOf(name) : '';
  return slug ? `${id}-${slug}` : String(id);
}

export interface SportRef {
  id: number;
  slug?: string;
}
export interface NamedRef {
  id: number;
  nameEn?: string;
}

/** live/{sport?}/{champ?} */
export function sectionPath(bettingType: BettingType, sport?: SportRef, champ?: NamedRef): string {
  const parts: string[] = [bettingType];
  if (sport) parts.push(segment(sport.id, sport.slug));
  if (sport && champ) parts.push(segment(champ.id, champ.nameEn));
  return parts.join('/');
}

/** live/section/{menuSection}: a category of sports. */
export function menuSectionPath(bettingType: BettingType, categoryId: number): string {
  return `${bettingType}/section/${categoryId}`;
}

/** live/{sport}/{champ}/{game} */
export function gamePath(
  bettingType: BettingType,
  sport: SportRef,
  champ: NamedRef,
  gameId: number,
): string {
  return `${sectionPath(bettingType, sport, champ)}/${gameId}`;
}

export type CyberBase = 'cyber' | 'esports';

export function isCyberType(value: string | undefined): value is CyberType {
  return (CYBER_TYPES as readonly string[]).includes(value ?? '');
}

export function cyberPath(
  base: CyberBase,
  type: CyberType,
  page:
    'disciplines' | 'champs' | { discipline: SportRef } | { champ: NamedRef } | { game: number },
): string {
  const root = `${base}/${type}`;
  if (page === 'disciplines' || page === 'champs') return `${root}/${page}`;
  if ('discipline' in page)
    return `${root}/discipline/${segment(page.discipline.id, page.discipline.slug)}`;
  if ('champ' in page) return `${root}/champ/${segment(page.champ.id, page.champ.nameEn)}`;
  return `${root}/game/${page.game}`;
}

export function statisticPath(gameId: number, popup = false): string {
  return `${popup ? 'statisticpopup' : 'statistic'}/${gameId}`;
}
