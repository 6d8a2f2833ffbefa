// Sports data as the API answers it (domain/sports/types.ts), small and readable for widget tests.
import {
  GameStatus,
  MarketKind,
  type BettingType,
  type Championship,
  type Sport,
  type GameDetails,
  type GameResult,
  type GameWithMarkets,
  type Market,
} from '../../../domain/sports/types';

/** 2026-11-21 15:00 UTC, seconds. */
export const START = 1_795_273_200;

export function resultMarket(gameId: number, coefs: [number, number, number]): Market {
  const names = ['1', 'X', '2'];
  return {
    id: gameId * 100 + 1,
    typeId: 1,
    kind: MarketKind.Result,
    blockId: gameId * 10 + 1,
    groupId: 1,
    name: '1X2',
    isMain: true,
    isLive: false,
    isBannedExpress: false,
    outcomes: coefs.map((coef, i) => ({
      id: gameId * 1000 + i + 1,
      typeId: i + 1,
      name: names[i] as string,
      coef,
      isBlocked: false,
    })),
  };
}

export function totalMarket(gameId: number): Market {
  return {
    id: gameId * 100 + 2,
    typeId: 17,
    kind: MarketKind.Total,
    blockId: gameId * 10 + 2,
    groupId: 2,
    name: 'Total 2.5',
    param: 2.5,
    isMain: false,
    isLive: false,
    isBannedExpress: false,
    outcomes: [
      { id: gameId * 1000 + 11, typeId: 9, name: 'Over 2.5', coef: 1.91, isBlocked: false },
      { id: gameId * 1000 + 12, typeId: 10, name: 'Under 2.5', coef: 1.89, isBlocked: true },
    ],
  };
}

export function lineGame(id: number, overrides: Partial<GameWithMarkets> = {}): GameWithMarkets {
  return {
    id,
    number: 100 + id,
    permanentId: 5000 + id,
    sportId: 1,
    champId: 101,
    opponents: [
      { id: id * 2, name: `Хозяева ${id}`, nameEn: `Home ${id}` },
      { id: id * 2 + 1, name: `Гости ${id}`, nameEn: `Away ${id}` },
    ],
    startAt: START,
    status: GameStatus.NotStarted,
    timeSec: null,
    period: 0,
    score: { home: 0, away: 0, full: '0:0', periods: [], formatted: '0:0' },
    isLiveInLive: false,
    hasVideo: false,
    isFinished: false,
    isTop: false,
    marketsCount: 12,
    markets: [resultMarket(id, [2.5, 3.2, 2.9])],
    ...overrides,
  };
}

export function liveGame(id: number, overrides: Partial<GameWithMarkets> = {}): GameWithMarkets {
  return lineGame(id, {
    status: GameStatus.InPlay,
    timeSec: 4025,
    period: 2,
    score: {
      home: 2,
      away: 1,
      full: '2:1',
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
      formatted: '2:1 (1:0, 1:1)',
    },
    ...overrides,
  });
}

export function gameDetails(id: number, overrides: Partial<GameWithMarkets> = {}): GameDetails {
  const game = liveGame(id, overrides);
  return {
    ...game,
    markets: [resultMarket(id, [2.5, 3.2, 2.9]), totalMarket(id)],
    groups: [
      { id: 1, name: 'Main', order: 1 },
      { id: 2, name: 'Totals', order: 2 },
    ],
  };
}

export function result(gameId: number, overrides: Partial<GameResult> = {}): GameResult {
  return {
    gameId,
    permanentId: 5000 + gameId,
    number: 100 + gameId,
    sportId: 1,
    champId: 101,
    countryId: 1,
    opponents: [
      { id: 1, name: 'Арсенал', nameEn: 'Arsenal' },
      { id: 2, name: 'Челси', nameEn: 'Chelsea' },
    ],
    startAt: START,
    finishedAt: START + 6600,
    score: { home: 3, away: 1, full: '3:1', periods: [], formatted: '3:1 (2:0, 1:1)' },
    wasLive: true,
    ...overrides,
  };
}

export const football: Sport = {
  id: 1,
  name: 'Футбол',
  nameEn: 'Football',
  slug: 'football',
  categoryId: 1,
  isCyber: false,
  order: 1,
};

export const premierLeague: Championship = {
  id: 101,
  sportId: 1,
  name: 'Англия. Премьер-лига',
  nameEn: 'England. Premier League',
  country: { id: 1, code: 'GB', name: 'England' },
  isTop: true,
  order: 1,
};

/** GET /web-api/sports/games and /top answers. */
export function gamesAnswer(type: BettingType, games: GameWithMarkets[]) {
  return { type, total: games.length, games, champs: [premierLeague], sports: [football] };
}

/** GET /web-api/sports/games/:gameId answer. */
export function gameAnswer(game: GameDetails) {
  return { game, champ: premierLeague, sport: football };
}
