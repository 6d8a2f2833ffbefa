// Read models of the sports API, computed from SportsState (pure functions of the state).
import { isGameFinished, isLiveGame } from '../../../domain/sports/liveRule';
import {
  GameStatus,
  type BettingType,
  type Championship,
  type CyberType,
  type GameDetails,
  type GameFilter,
  type GameWithMarkets,
  type Sport,
  type SportCategory,
} from '../../../domain/sports/types';
import type { SportsState } from '../state/sportsState';

/** SPEC section 3 Betting state isUpcomingEvent: line games starting within this window. */
export const UPCOMING_WINDOW_SEC = 2 * 3600;
/** Default and largest page of a game list. */
export const GAME_LIST_LIMITS = { default: 100, max: 300 } as const;
export const TOP_GAMES_LIMITS = { default: 10, max: 50 } as const;

export interface ChampSummary extends Championship {
  gamesCount: number;
}

export interface SportSummary extends Sport {
  gamesCount: number;
  champs: ChampSummary[];
}

export interface CategorySummary extends SportCategory {
  gamesCount: number;
  sportIds: number[];
}

export interface SportsMenu {
  type: BettingType;
  categories: CategorySummary[];
  sports: SportSummary[];
}

/** Does a game belong to the live or the line section now? */
export function inSection(game: GameDetails, type: BettingType): boolean {
  if (type === 'live') return isLiveGame(game);
  return game.status === GameStatus.NotStarted && !isGameFinished(game);
}

function compareGames(state: SportsState): (a: GameDetails, b: GameDetails) => number {
  const sportOrder = new Map(state.catalog.sports.map((s) => [s.id, s.order]));
  const champOrder = new Map(state.catalog.championships.map((c) => [c.id, c.order]));
  return (a, b) =>
    (sportOrder.get(a.sportId) ?? 0) - (sportOrder.get(b.sportId) ?? 0) ||
    (champOrder.get(a.champId) ?? 0) - (champOrder.get(b.champId) ?? 0) ||
    a.startAt - b.startAt ||
    a.id - b.id;
}

/** Games of a section with the filters applied, in menu order. */
export function filterGames(state: SportsState, filter: GameFilter, nowSec: number): GameDetails[] {
  const champs = new Map(state.catalog.championships.map((c) => [c.id, c]));
  return state
    .games()
    .filter((game) => {
      if (!inSection(game, filter.type)) return false;
      if (filter.sportId !== undefined && game.sportId !== filter.sportId) return false;
      if (filter.champId !== undefined && game.champId !== filter.champId) return false;
      if (
        filter.cyberType !== undefined &&
        champs.get(game.champId)?.cyberType !== filter.cyberType
      ) {
        return false;
      }
      if (filter.onlyWithVideo && !game.hasVideo) return false;
      if (
        filter.upcoming &&
        filter.type === 'line' &&
        game.startAt > nowSec + UPCOMING_WINDOW_SEC
      ) {
        return false;
      }
      return true;
    })
    .sort(compareGames(state));
}

/** A game as lists show it: only its main markets. */
export function withMainMarkets(game: GameDetails): GameWithMarkets {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { groups, markets, ...rest } = game;
  return { ...rest, markets: markets.filter((m) => m.isMain) };
}

/** Sports, championships and categories of a section with their game counts (empty ones left out). */
export function sportsMenu(state: SportsState, type: BettingType, nowSec: number): SportsMenu {
  const games = filterGames(state, { type }, nowSec);
  const byChamp = new Map<number, number>();
  for (const game of games) byChamp.set(game.champId, (byChamp.get(game.champId) ?? 0) + 1);
  const sports: SportSummary[] = [];
  for (const sport of [...state.catalog.sports].sort((a, b) => a.order - b.order)) {
    const champs = state.catalog.championships
      .filter((c) => c.sportId === sport.id && byChamp.has(c.id))
      .sort((a, b) => a.order - b.order)
      .map((c) => ({ ...c, gamesCount: byChamp.get(c.id) ?? 0 }));
    if (champs.length === 0) continue;
    sports.push({ ...sport, gamesCount: champs.reduce((n, c) => n + c.gamesCount, 0), champs });
  }
  const categories = state.catalog.categories
    .map((category) => {
      const members = sports.filter((s) => s.categoryId === category.id);
      return {
        ...category,
        gamesCount: members.reduce((n, s) => n + s.gamesCount, 0),
        sportIds: members.map((s) => s.id),
      };
    })
    .filter((c) => c.sportIds.length > 0);
  return { type, categories, sports };
}

/** Championships of a section (optionally of one sport or cyber type) with their game counts. */
export function champSummaries(
  state: SportsState,
  filter: { type: BettingType; sportId?: number; cyberType?: CyberType },
  nowSec: number,
): ChampSummary[] {
  const games = filterGames(state, filter, nowSec);
  const counts = new Map<number, number>();
  for (const game of games) counts.set(game.champId, (counts.get(game.champId) ?? 0) + 1);
  return state.catalog.championships
    .filter((c) => counts.has(c.id))
    .sort((a, b) => a.order - b.order)
    .map((c) => ({ ...c, gamesCount: counts.get(c.id) ?? 0 }));
}

/** Top games: flagged top first, then games of top championships, soonest first. */
export function topGames(
  state: SportsState,
  type: BettingType,
  limit: number,
  nowSec: number,
): GameDetails[] {
  const topChamps = new Set(state.catalog.championships.filter((c) => c.isTop).map((c) => c.id));
  const rank = (g: GameDetails) => (g.isTop ? 0 : topChamps.has(g.champId) ? 1 : 2);
  return filterGames(state, { type }, nowSec)
    .sort((a, b) => rank(a) - rank(b) || a.startAt - b.startAt || a.id - b.id)
    .slice(0, limit);
}

export interface CyberDiscipline {
  sport: Sport;
  liveCount: number;
  lineCount: number;
  champsCount: number;
}

/** Esports disciplines that have championships of a cyber type, with live and line counts. */
export function cyberDisciplines(
  state: SportsState,
  cyberType: CyberType,
  nowSec: number,
): CyberDiscipline[] {
  return state.catalog.sports
    .filter((s) => s.isCyber)
    .sort((a, b) => a.order - b.order)
    .map((sport) => {
      const champs = state.catalog.championships.filter(
        (c) => c.sportId === sport.id && c.cyberType === cyberType,
      );
      const filter = { sportId: sport.id, cyberType };
      return {
        sport,
        champsCount: champs.length,
        liveCount: filterGames(state, { ...filter, type: 'live' }, nowSec).length,
        lineCount: filterGames(state, { ...filter, type: 'line' }, nowSec).length,
      };
    })
    .filter((d) => d.champsCount > 0);
}
