// The support context's tables as Kysely sees them (created by server/db/migrations/0024_support.ts).
import type { ColumnType, Generated } from 'kysely';

/** node-postgres reads a bigint as a string, PGlite as a number. */
type Bigint = ColumnType<string | number, string | number, string | number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface SupportRequestsTable {
  id: Generated<string | number>;
  user_id: Bigint;
  brand: string;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: string | null;
  /** 'open' | 'answered' | 'closed' */
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SupportMessagesTable {
  id: Generated<string | number>;
  request_id: Bigint;
  /** 'customer' | 'operator' */
  author: string;
  operator_id: Bigint | null;
  body: string;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SupportIdeasTable {
  id: Generated<string | number>;
  user_id: Bigint;
  brand: string;
  body: string;
  created_at: CreatedAt;
}

export interface SupportTables {
  support_requests: SupportRequestsTable;
  support_messages: SupportMessagesTable;
  support_ideas: SupportIdeasTable;
}
