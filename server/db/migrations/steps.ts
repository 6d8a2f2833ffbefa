import { sql, type Kysely, type RawBuilder } from 'kysely';

// The index and drop steps every migration writes. Like the column sets (./columns), a step a
// shipped migration uses never changes what it does to a database.

/** `create index name on table (columns…)`. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops the tables one after the other, in the order given (a `down` lists them newest first). */
export async function dropTables(db: Kysely<unknown>, ...tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}

/** A check constraint's new rule: dropped and added again under its name. */
export async function replaceCheck(
  db: Kysely<unknown>,
  table: string,
  name: string,
  check: RawBuilder<unknown>,
): Promise<void> {
  await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (${check})`.execute(
    db,
  );
}
