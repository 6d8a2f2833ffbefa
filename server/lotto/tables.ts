// The lotto context's tables as Kysely sees them (created by server/db/migrations/0018_lotto.ts).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * A SQL bigint: node-postgres reads it as a decimal string, PGlite as a number. Read it through
 * `toSafeInteger` (server/money/bigints.ts); write numbers or decimal strings.
 */
type BigintColumn = ColumnType<string | number, number | string, number | string>;
type NullableBigint = ColumnType<
  string | number | null,
  number | string | null | undefined,
  number | string | null
>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type LottoDrawRowStatus = 'open' | 'drawing' | 'drawn';
export type LottoTicketRowStatus = 'open' | 'won' | 'lost';

/** One draw of a brand's lottery: on sale, being paid, or drawn and paid. */
export interface LottoDrawsTable {
  id: Generated<string | number>;
  brand: string;
  lottery_id: string;
  number: number;
  status: ColumnType<LottoDrawRowStatus, LottoDrawRowStatus | undefined, LottoDrawRowStatus>;
  /** World clock. */
  closes_at: ColumnType<Date, Date | string, Date | string>;
  /** Secret until the draw: never answered while status is 'open'. */
  server_seed: string;
  server_seed_hash: string;
  /** The drawn numbers in draw order, once drawing. */
  numbers: JSONColumnType<number[] | null, string | null | undefined, string | null>;
  /** World clock. */
  drawn_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A customer's ticket: its numbers, stake, and (from the draw on) matched count and win. */
export interface LottoTicketsTable {
  id: Generated<string | number>;
  draw_id: BigintColumn;
  user_id: BigintColumn;
  account_id: BigintColumn;
  currency_id: number;
  /** Ascending. */
  numbers: JSONColumnType<number[], string, string>;
  quick_pick: ColumnType<boolean, boolean | undefined, boolean>;
  /** Minor units. */
  stake: BigintColumn;
  /** Minor units, stored at the draw. */
  win: NullableBigint;
  matched: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<LottoTicketRowStatus, LottoTicketRowStatus | undefined, LottoTicketRowStatus>;
  idempotency_key: string;
  /** sha256 (hex) of the canonical request body: the same key with another body is a 422. */
  request_hash: string;
  /** The 200 answer as sent (TicketPurchaseResponse). */
  response: JSONColumnType<Record<string, unknown>, string, string>;
  stake_transaction_id: BigintColumn;
  win_transaction_id: NullableBigint;
  placed_at: CreatedAt;
  paid_at: NullableTimestamp;
}

export interface LottoTables {
  lotto_draws: LottoDrawsTable;
  lotto_tickets: LottoTicketsTable;
}
