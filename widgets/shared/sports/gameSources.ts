// Where a game list comes from: the store's list, top, championship and multi-live answers, each
// with the key that identifies it, how to read its game ids and state, and how to load it.
import type { BettingType } from '../../../domain/sports/types';
import {
  sportsPaths,
  type GameListQuery,
  type ResourceStatus,
  type SportsStore,
} from '../../../stores';

export interface GameSource {
  key: string;
  read(sports: SportsStore): { status: ResourceStatus; gameIds: readonly number[] };
  load(sports: SportsStore): Promise<void>;
}

/** A list answer's state and game ids (none until it has an answer). */
function listOf(resource: {
  status: ResourceStatus;
  data?: { gameIds: readonly number[] } | null;
}): ReturnType<GameSource['read']> {
  return { status: resource.status, gameIds: resource.data?.gameIds ?? [] };
}

export function listSource(query: GameListQuery): GameSource {
  return {
    key: sportsPaths.games(query),
    read: (sports) => listOf(sports.gameList(query)),
    load: (sports) => sports.loadGames(query),
  };
}

export function topSource(type: BettingType, limit?: number): GameSource {
  return {
    key: sportsPaths.top(type, limit),
    read: (sports) => listOf(sports.topGames(type, limit)),
    load: (sports) => sports.loadTopGames(type, limit),
  };
}

/** A championship's live games, then its line games (404 for an unknown championship). */
export function champSource(champId: number): GameSource {
  return {
    key: sportsPaths.champ(champId),
    read: (sports) => {
      const resource = sports.champPage(champId);
      const data = resource.data;
      return {
        status: resource.status,
        gameIds: data ? [...data.liveGameIds, ...data.lineGameIds] : [],
      };
    },
    load: (sports) => sports.loadChampPage(champId),
  };
}

export function multiSource(gameIds: readonly number[]): GameSource {
  return {
    key: sportsPaths.multi(gameIds),
    read: (sports) => listOf(sports.multiGames(gameIds)),
    load: (sports) => sports.loadMultiGames(gameIds),
  };
}
