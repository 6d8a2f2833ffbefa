// The sports context's tables as Kysely sees them (created by server/db/migrations/0004_sports.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type { Opponent, PeriodScore } from '../../domain/sports/types';
import type { SavedSimGame, SavedSimulationMeta } from './feed/simulatedFeed';
import type { BigintColumn, Timestamp } from '../db/columnTypes';

/** A finished game's result (one row a game). */
export interface SportResultsTable {
  game_id: BigintColumn;
  permanent_id: BigintColumn;
  number: number;
  sport_id: number;
  champ_id: number;
  country_id: number;
  cyber_type: string | null;
  opponents: JSONColumnType<Opponent[], string, string>;
  start_at: Timestamp;
  finished_at: Timestamp;
  score_home: number;
  score_away: number;
  score_full: string;
  score_formatted: string;
  periods: JSONColumnType<PeriodScore[], string, string>;
  was_live: boolean;
  /** The game was cancelled (never played to the end): settlement voids its legs. Added by 0005_coupon. */
  cancelled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, never, never>;
}

/** The simulated feed's own state: one row (server/sports/feed/feedPersistence.ts; 0028). */
export interface FeedStateTable {
  id: number;
  /** Bumped by each process that takes the feed over; only the latest one's writes apply. */
  generation: BigintColumn;
  state: JSONColumnType<SavedSimulationMeta | null, string | null, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A game of the simulated feed as last saved (one row a game it runs). */
export interface FeedGamesTable {
  game_id: BigintColumn;
  state: JSONColumnType<SavedSimGame, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SportsTables {
  sport_results: SportResultsTable;
  feed_state: FeedStateTable;
  feed_games: FeedGamesTable;
}
