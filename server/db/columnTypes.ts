// The column types every context's tables.ts declares its Kysely tables with: how each SQL type
// reads (select), inserts and updates, the same for PGlite and node-postgres.
import type { ColumnType } from 'kysely';

/**
 * A SQL bigint: node-postgres reads it as a decimal string, PGlite as a number. Read it through
 * `toSafeInteger` (server/money/bigints.ts); write numbers or decimal strings.
 */
export type BigintColumn = ColumnType<string | number, number | string, number | string>;
/** A bigint with a default (a sequence): may be left out of an insert. */
export type OptionalBigint = ColumnType<
  string | number,
  number | string | undefined,
  number | string
>;
export type NullableBigint = ColumnType<
  string | number | null,
  number | string | null | undefined,
  number | string | null
>;
/** A bigint the database generates (an identity): never inserted or updated. */
export type GeneratedBigint = ColumnType<string | number, never, never>;
/** A timestamptz defaulting to now(): may be set at insert, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz defaulting to now() that updates set again (changed at, saved at). */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * A json or jsonb column as read: parsed by both backends, but a string (an older driver, or a
 * value selected as text) is parsed here; null for no value.
 */
export function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}
