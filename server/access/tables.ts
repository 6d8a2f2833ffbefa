// The access context's tables as Kysely sees them (created by server/db/migrations/0016_access.ts).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  BigintColumn,
  CreatedAt,
  DefaultedTimestamp,
  GeneratedBigint,
  NullableBigint,
  NullableTimestamp,
} from '../db/columnTypes';

export interface RedirectRulesTable {
  id: GeneratedBigint;
  brand: string;
  from_path: string;
  to_path: string;
  code: number;
  reason: string;
  enabled: Generated<boolean>;
  updated_at: DefaultedTimestamp;
}

export interface BlockRulesTable {
  id: GeneratedBigint;
  brand: string;
  countries: JSONColumnType<string[], string, string>;
  routes: JSONColumnType<string[], string, string>;
  audience: string;
  display_type_id: number;
  template_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  priority: Generated<number>;
  enabled: Generated<boolean>;
  updated_at: DefaultedTimestamp;
}

export interface MaintenanceWindowsTable {
  id: GeneratedBigint;
  brand: string;
  started_at: Date;
  ended_at: NullableTimestamp;
  notify_started_at: NullableTimestamp;
  notify_ended_at: NullableTimestamp;
  is_active: Generated<boolean>;
  web_state: Generated<number>;
  updated_at: DefaultedTimestamp;
}

export interface MaintenanceBrandsTable {
  brand: string;
  updated_at: DefaultedTimestamp;
}

/** A banned customer's appeal (SPEC section 4 "Bans"; 0036_block_appeals). */
export interface BlockAppealsTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  brand: string;
  body: string;
  /** 'pending', 'accepted' or 'rejected'. */
  status: Generated<string>;
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: NullableTimestamp;
  answered_by: NullableBigint;
  created_at: CreatedAt;
}

export interface AccessTables {
  redirect_rules: RedirectRulesTable;
  block_rules: BlockRulesTable;
  maintenance_windows: MaintenanceWindowsTable;
  maintenance_brands: MaintenanceBrandsTable;
  block_appeals: BlockAppealsTable;
}
