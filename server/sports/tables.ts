// The sports context's tables as Kysely sees them (created by server/db/migrations/0004_sports.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type { Opponent, PeriodScore } from '../../domain/sports/types';

/** A SQL bigint: node-postgres reads it as a decimal string, PGlite as a number; use Number(). */
type Bigint = ColumnType<string | number, number, number>;
type Timestamp = ColumnType<Date, Date, Date>;

/** A finished game's result (one row a game). */
export interface SportResultsTable {
  game_id: Bigint;
  permanent_id: Bigint;
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

export interface SportsTables {
  sport_results: SportResultsTable;
}
