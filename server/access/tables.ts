// The access context's tables as Kysely sees them (created by server/db/migrations/0016_access.ts).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A SQL bigint id: node-postgres reads it as a decimal string, PGlite as a number. */
type Id = ColumnType<string | number, never, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface RedirectRulesTable {
  id: Id;
  brand: string;
  from_path: string;
  to_path: string;
  code: number;
  reason: string;
  enabled: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface BlockRulesTable {
  id: Id;
  brand: string;
  countries: JSONColumnType<string[], string, string>;
  routes: JSONColumnType<string[], string, string>;
  audience: string;
  display_type_id: number;
  template_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  priority: Generated<number>;
  enabled: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface MaintenanceWindowsTable {
  id: Id;
  brand: string;
  started_at: Date;
  ended_at: NullableTimestamp;
  notify_started_at: NullableTimestamp;
  notify_ended_at: NullableTimestamp;
  is_active: Generated<boolean>;
  web_state: Generated<number>;
  updated_at: UpdatedAt;
}

export interface MaintenanceBrandsTable {
  brand: string;
  updated_at: UpdatedAt;
}

export interface AccessTables {
  redirect_rules: RedirectRulesTable;
  block_rules: BlockRulesTable;
  maintenance_windows: MaintenanceWindowsTable;
  maintenance_brands: MaintenanceBrandsTable;
}
