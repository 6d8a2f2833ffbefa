// The columns lotto's and toto's tables share (server/db/migrations/0017_toto.ts, 0018_lotto.ts):
// a ticket is bought under the customer's Idempotency-Key with its answer stored, its stake and
// win move through the ledger, and it is paid (or lost) once its draw is.
import type { JSONColumnType } from 'kysely';
import type { BigintColumn, CreatedAt, NullableBigint, NullableTimestamp } from '../db/columnTypes';

/** What every pool game's ticket row holds besides its picks. */
export interface PoolTicketColumns {
  draw_id: BigintColumn;
  user_id: BigintColumn;
  account_id: BigintColumn;
  currency_id: number;
  /** Minor units. */
  stake: BigintColumn;
  /** Minor units, once the draw is computed; null before. */
  win: NullableBigint;
  idempotency_key: string;
  /** sha256 (hex) of the canonical request body: the same key with another body is a 422. */
  request_hash: string;
  /** The 200 answer as sent (the purchase response). */
  response: JSONColumnType<Record<string, unknown>, string, string>;
  stake_transaction_id: BigintColumn;
  win_transaction_id: NullableBigint;
  placed_at: CreatedAt;
  /** When the ticket was settled (lost: computed; won: paid). */
  paid_at: NullableTimestamp;
}
