// The messages context's tables as Kysely sees them (created by server/db/migrations/0021_messages.ts).
import type { ColumnType } from 'kysely';
import type {
  BigintColumn,
  GeneratedBigint,
  NullableTimestamp,
  Timestamp,
} from '../db/columnTypes';

/** A link that confirms an e-mail address: single use, expiring, only its sha256 stored. */
export interface EmailActivationTokensTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  /** The address the link was sent to (lower case). */
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: ColumnType<Date, never, never>;
}

/** A customer's confirmed e-mail address (the one the last used link proved). */
export interface EmailConfirmationsTable {
  user_id: BigintColumn;
  email: string;
  confirmed_at: Timestamp;
}

export interface MessagesTables {
  email_activation_tokens: EmailActivationTokensTable;
  email_confirmations: EmailConfirmationsTable;
}
