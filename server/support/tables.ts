// The support context's tables as Kysely sees them (created by server/db/migrations/0024_support.ts).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, CreatedAt } from '../db/columnTypes';

export interface SupportRequestsTable {
  id: Generated<string | number>;
  user_id: BigintColumn;
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
  request_id: BigintColumn;
  /** 'customer' | 'operator' */
  author: string;
  operator_id: BigintColumn | null;
  body: string;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SupportIdeasTable {
  id: Generated<string | number>;
  user_id: BigintColumn;
  brand: string;
  body: string;
  created_at: CreatedAt;
}

export interface SupportTables {
  support_requests: SupportRequestsTable;
  support_messages: SupportMessagesTable;
  support_ideas: SupportIdeasTable;
}
