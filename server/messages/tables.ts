// The messages context's tables as Kysely sees them (created by server/db/migrations/0021_messages.ts).
import type { ColumnType } from 'kysely';

type BigintId = ColumnType<string | number, never, never>;
type BigintRef = ColumnType<string | number, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** A link that confirms an e-mail address: single use, expiring, only its sha256 stored. */
export interface EmailActivationTokensTable {
  id: BigintId;
  user_id: BigintRef;
  /** The address the link was sent to (lower case). */
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: ColumnType<Date, never, never>;
}

/** A customer's confirmed e-mail address (the one the last used link proved). */
export interface EmailConfirmationsTable {
  user_id: BigintRef;
  email: string;
  confirmed_at: Timestamp;
}

export interface MessagesTables {
  email_activation_tokens: EmailActivationTokensTable;
  email_confirmations: EmailConfirmationsTable;
}
