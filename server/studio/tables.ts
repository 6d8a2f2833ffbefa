// The studio's tables as Kysely sees them (created by server/db/migrations/0015_studio.ts).
import type { ColumnType } from 'kysely';

type BigintRef = ColumnType<string | number, string | number, string | number>;
type NullableBigintRef = ColumnType<
  string | number | null,
  string | number | null,
  string | number | null
>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a JSON string; node-postgres and PGlite read it parsed. */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;

export interface StudioDraftsTable {
  brand: string;
  kind: string;
  resource_id: string;
  document: NullableJson;
  revision: ColumnType<number, number | undefined, number>;
  author_id: NullableBigintRef;
  saved_at: Timestamp;
}

export interface StudioVersionsTable {
  brand: string;
  kind: string;
  resource_id: string;
  version: number;
  document: Json;
  author_id: BigintRef;
  rolled_back_from: number | null;
  published_at: Timestamp;
}

export interface StudioPublishedTable {
  brand: string;
  kind: string;
  resource_id: string;
  version: number | null;
  changed_at: Timestamp;
}

export interface StudioPreviewTokensTable {
  token_hash: string;
  brand: string;
  operator_id: BigintRef;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A resource the studio created (0030_studio_created): no repository file ships it. */
export interface StudioCreatedTable {
  brand: string;
  kind: string;
  id: string;
  template: string | null;
  document: Json;
  operator_id: BigintRef;
  created_at: Timestamp;
}

export interface StudioTables {
  studio_created: StudioCreatedTable;
  studio_drafts: StudioDraftsTable;
  studio_versions: StudioVersionsTable;
  studio_published: StudioPublishedTable;
  studio_preview_tokens: StudioPreviewTokensTable;
}
