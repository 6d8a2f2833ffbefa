// The studio's tables as Kysely sees them (created by server/db/migrations/0015_studio.ts).
import type { ColumnType } from 'kysely';
import type { BigintColumn, DefaultedTimestamp, NullableBigint } from '../db/columnTypes';

/** jsonb: written as a JSON string; node-postgres and PGlite read it parsed. */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;

export interface StudioDraftsTable {
  brand: string;
  kind: string;
  resource_id: string;
  document: NullableJson;
  revision: ColumnType<number, number | undefined, number>;
  author_id: NullableBigint;
  saved_at: DefaultedTimestamp;
}

export interface StudioVersionsTable {
  brand: string;
  kind: string;
  resource_id: string;
  version: number;
  document: Json;
  author_id: BigintColumn;
  rolled_back_from: number | null;
  published_at: DefaultedTimestamp;
}

export interface StudioPublishedTable {
  brand: string;
  kind: string;
  resource_id: string;
  version: number | null;
  changed_at: DefaultedTimestamp;
}

export interface StudioPreviewTokensTable {
  token_hash: string;
  brand: string;
  operator_id: BigintColumn;
  expires_at: DefaultedTimestamp;
  created_at: DefaultedTimestamp;
}

/** A resource the studio created (0030_studio_created): no repository file ships it. */
export interface StudioCreatedTable {
  brand: string;
  kind: string;
  id: string;
  template: string | null;
  document: Json;
  operator_id: BigintColumn;
  created_at: DefaultedTimestamp;
}

export interface StudioTables {
  studio_created: StudioCreatedTable;
  studio_drafts: StudioDraftsTable;
  studio_versions: StudioVersionsTable;
  studio_published: StudioPublishedTable;
  studio_preview_tokens: StudioPreviewTokensTable;
}
