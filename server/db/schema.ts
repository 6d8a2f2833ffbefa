import type { ColumnType, Generated } from 'kysely';

/** Rows the client reports about broken widgets, parts and schemas (POST /bff-api/reports). */
export interface ClientReportsTable {
  id: Generated<string>;
  brand: string;
  kind: string;
  message: string;
  path: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** The database as Kysely sees it; one entry per table created by ./migrations. */
export interface DatabaseSchema {
  client_reports: ClientReportsTable;
}
