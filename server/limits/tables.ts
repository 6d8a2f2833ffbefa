// The limits context's tables as Kysely sees them (created by server/db/migrations/0010_limits.ts).
// Times are the world clock's (server/http/worldClock.ts), written explicitly.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BigintColumn, NullableBigint, NullableTimestamp, Timestamp } from '../db/columnTypes';

/** A UTC day, 'YYYY-MM-DD'. */
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;

/** One customer's limit of one type, with its pending change if any. */
export interface CustomerLimitsTable {
  user_id: BigintColumn;
  type: number;
  value: BigintColumn;
  /** 'ACTIVE' | 'INACTIVE' (expired or removed). */
  state: string;
  started_at: Timestamp;
  /** Self-exclusion and time-out: when they end. */
  ends_at: NullableTimestamp;
  self_exclude_reason: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'change' | 'removal' | null (no pending change). */
  pending_kind: ColumnType<string | null, string | null | undefined, string | null>;
  pending_value: NullableBigint;
  pending_requested_at: NullableTimestamp;
  pending_approvable_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Append-only: every change of a customer's limits (a trigger refuses UPDATE and DELETE). */
export interface LimitHistoryTable {
  id: ColumnType<string | number, never, never>;
  user_id: BigintColumn;
  type: number;
  event: string;
  old_value: NullableBigint;
  new_value: NullableBigint;
  /** 'customer' | 'operator' | 'system' */
  actor: string;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  at: Timestamp;
  recorded_at: Generated<Date>;
}

/** A self-exclusion or time-out saved and waiting for its questions' answers. */
export interface LimitConfirmationsTable {
  token_guid: string;
  user_id: BigintColumn;
  limits: JSONColumnType<StoredLimitToSave[], string, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface StoredLimitToSave {
  type: number;
  limitValue: number;
  selfExcludeReason?: number;
}

/** Play time counted from pings: since the last sign-in and on the current UTC day. */
export interface LimitPlayTimeTable {
  user_id: BigintColumn;
  signed_in_at: Timestamp;
  session_seconds: ColumnType<number, number | undefined, number>;
  /** The UTC day day_seconds counts, 'YYYY-MM-DD'. */
  day: string;
  day_seconds: ColumnType<number, number | undefined, number>;
  last_ping_at: NullableTimestamp;
  /** session_seconds at which the next reality-check reminder is due. */
  reality_due_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** The UTC day whose session limit ran out: no sign-in until the next. */
  session_ended_day: NullableDay;
}

export interface LimitTables {
  customer_limits: CustomerLimitsTable;
  limit_history: LimitHistoryTable;
  limit_confirmations: LimitConfirmationsTable;
  limit_play_time: LimitPlayTimeTable;
}
