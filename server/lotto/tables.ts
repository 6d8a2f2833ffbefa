// The lotto context's tables as Kysely sees them (created by server/db/migrations/0018_lotto.ts).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../db/columnTypes';
import type { PoolTicketColumns } from '../poolGames/tables';

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
export interface LottoTicketsTable extends PoolTicketColumns {
  id: Generated<string | number>;
  /** Ascending. */
  numbers: JSONColumnType<number[], string, string>;
  quick_pick: ColumnType<boolean, boolean | undefined, boolean>;
  matched: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<LottoTicketRowStatus, LottoTicketRowStatus | undefined, LottoTicketRowStatus>;
}

export interface LottoTables {
  lotto_draws: LottoDrawsTable;
  lotto_tickets: LottoTicketsTable;
}
