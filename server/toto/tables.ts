// The toto context's tables as Kysely sees them (created by server/db/migrations/0017_toto.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type {
  BigintColumn,
  CreatedAt,
  NullableBigint,
  NullableTimestamp,
  OptionalBigint,
  Timestamp,
} from '../db/columnTypes';
import type { PoolTicketColumns } from '../poolGames/tables';
import type { TierSplit, TotoOutcome, TotoPick, TotoRules } from '../../domain/toto/index';

export type TotoDrawStatusColumn = 'open' | 'closed' | 'settling' | 'settled';

/** A draw of one brand: open until its first game starts (feed clock), then closed, settled. */
export interface TotoDrawsTable {
  id: OptionalBigint;
  brand: string;
  /** 1, 2, 3 ... per brand, in the order the draws were formed (the jackpot's order). */
  number: number;
  status: ColumnType<TotoDrawStatusColumn, TotoDrawStatusColumn | undefined, TotoDrawStatusColumn>;
  /** The brand's rules when the draw was formed: games, shares and stakes of this draw. */
  rules: JSONColumnType<TotoRules, string, string>;
  /** The first game's start, feed clock. */
  closes_at: Timestamp;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
}

/** A game of a draw with what names it (stored at formation) and, once known, its outcome. */
export interface TotoDrawGamesTable {
  draw_id: BigintColumn;
  /** The draw's brand: a game is in one draw of a brand only. */
  brand: string;
  position: number;
  game_id: BigintColumn;
  sport_id: number;
  champ_id: number;
  /** The provider's (Russian) and English names. */
  champ_name: string;
  champ_name_en: string;
  home: string;
  home_en: string;
  away: string;
  away_en: string;
  /** Feed clock. */
  start_at: Timestamp;
  outcome: TotoOutcome | null;
  /** The final score ('2:1'); null until the result, and for a game never played. */
  score: string | null;
}

/** One currency's pool of a settled draw: the split, written once. Minor units. */
export interface TotoPoolsTable {
  draw_id: BigintColumn;
  currency_id: number;
  /** The order pools were computed in (identity). */
  seq: ColumnType<string | number, never, never>;
  stakes: BigintColumn;
  tickets: number;
  jackpot_in: BigintColumn;
  operator_share: BigintColumn;
  /** What the winning lines get in all (the sum of the tickets' wins). */
  paid: BigintColumn;
  rollover: BigintColumn;
  tiers: JSONColumnType<TierSplit[], string, string>;
  /** The operator share's movement; null when the share was 0. */
  operator_transaction_id: NullableBigint;
  computed_at: CreatedAt;
}

/** A ticket, with the purchase's Idempotency-Key and answer; win and correct once computed. */
export interface TotoTicketsTable extends PoolTicketColumns {
  id: OptionalBigint;
  picks: JSONColumnType<TotoPick[][], string, string>;
  lines: number;
  /** Minor units. */
  unit_stake: BigintColumn;
  /** The best line's correct predictions once computed. */
  correct: number | null;
  /** Lines by correct predictions (index k: lines with k correct) once computed. */
  by_correct: JSONColumnType<number[] | null, string | null, string | null>;
  /** 'open' until settled: 'lost' (nothing to pay) or 'won' (the win was paid). */
  status: ColumnType<'open' | 'won' | 'lost', 'open' | undefined, 'open' | 'won' | 'lost'>;
}

export interface TotoTables {
  toto_draws: TotoDrawsTable;
  toto_draw_games: TotoDrawGamesTable;
  toto_pools: TotoPoolsTable;
  toto_tickets: TotoTicketsTable;
}
