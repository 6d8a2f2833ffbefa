// The built-in provider's tables as Kysely sees them (server/db/migrations/0013_builtin_provider.ts).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  BigintColumn,
  CreatedAt,
  NullableBigint,
  NullableTimestamp,
} from '../../db/columnTypes';

export interface BuiltinSessionsTable {
  session_id: string;
  engine_key: string;
  mode: 'real' | 'demo';
  currency: string;
  minor_unit_digits: number;
  demo_balance: NullableBigint;
  created_at: CreatedAt;
}

export interface BuiltinSeedPairsTable {
  id: Generated<string | number>;
  session_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  revealed_at: NullableTimestamp;
}

export type BuiltinRoundStatus = 'pending' | 'debited' | 'running' | 'settling' | 'settled';

/** A slot round's window and wins, kept to answer a replay exactly. */
export interface SlotRoundDetail {
  window: string[][];
  wins: { line: number; symbol: string; count: number; win: number; ways?: number }[];
}

export interface BuiltinRoundsTable {
  id: string;
  session_id: string;
  request_id: string;
  engine_key: string;
  seed_pair_id: BigintColumn;
  nonce: number;
  stake: BigintColumn;
  win: ColumnType<string | number, number | string | undefined, number | string>;
  outcome: JSONColumnType<number[], string, string>;
  detail: JSONColumnType<SlotRoundDetail | null, string | null, string | null> | null;
  status: BuiltinRoundStatus;
  auto_cash_out_x100: number | null;
  cashed_out_x100: number | null;
  started_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: Date | string;
  settled_at: NullableTimestamp;
}

/**
 * The draws of the games played on a shared schedule (the money wheel, bingo, virtual football;
 * migrations 0034_money_wheel, 0035_scheduled_draws), keyed by game and number.
 */
export interface BuiltinScheduledDrawsTable {
  game: string;
  draw_no: BigintColumn;
  server_seed: string;
  server_seed_hash: string;
  closes_at: Date | string;
  /** Set once the draw has closed: the game's outcome (the wheel's [segment], bingo's balls…). */
  outcome: JSONColumnType<number[] | null, string | null, string>;
  drawn_at: NullableTimestamp;
}

export type ScheduledBetStatus = 'pending' | 'debited' | 'settling' | 'settled' | 'void';

/** A session's bets on one draw, one wallet round; `bets` is the game's list of bets. */
export interface BuiltinScheduledBetsTable {
  id: string;
  game: string;
  session_id: string;
  request_id: string;
  draw_no: BigintColumn;
  bets: JSONColumnType<{ stake: number }[], string, string>;
  stake: BigintColumn;
  win: ColumnType<string | number, number | string | undefined, number | string>;
  status: ScheduledBetStatus;
  created_at: Date | string;
  settled_at: NullableTimestamp;
}

export interface BuiltinProviderTables {
  builtin_sessions: BuiltinSessionsTable;
  builtin_seed_pairs: BuiltinSeedPairsTable;
  builtin_rounds: BuiltinRoundsTable;
  builtin_scheduled_draws: BuiltinScheduledDrawsTable;
  builtin_scheduled_bets: BuiltinScheduledBetsTable;
}
