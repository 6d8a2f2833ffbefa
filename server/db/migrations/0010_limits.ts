import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, customerTable, notNull, nullable, userId } from './columns';
import { dropTables } from './steps';

// Responsible-gaming limits (SPEC sections 3 "Limit", 4 "Limits"; server/limits/): each
// customer's current limit per type with any pending change; an append-only history of every
// change (a trigger refuses UPDATE, DELETE and TRUNCATE); the confirmations a self-exclusion or
// time-out waits in until its questions are answered; play time for the session limit and the
// reality check. Times of these tables are the world clock's (server/http/worldClock.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_limits')
    .$call(userId('restrict'))
    .$call(notNull({ type: 'smallint', value: 'bigint' }))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('ACTIVE', 'INACTIVE')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .$call(nullable({ ends_at: 'timestamptz', self_exclude_reason: 'smallint' }))
    .addColumn('pending_kind', 'text', (c) => c.check(sql`pending_kind in ('change', 'removal')`))
    .$call(nullable({ pending_value: 'bigint', pending_requested_at: 'timestamptz' }))
    .$call(nullable({ pending_approvable_at: 'timestamptz' }))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_limits_pk', ['user_id', 'type'])
    .addCheckConstraint(
      'customer_limits_pending_whole',
      sql`(pending_kind is null) = (pending_requested_at is null)
        and (pending_kind is null) = (pending_approvable_at is null)
        and (pending_kind is null or pending_value is not null)`,
    )
    .execute();

  await customerTable(db, 'limit_history', 'restrict', alwaysIdentityId)
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('event', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`event in ('set', 'tightened', 'pending', 'approved', 'rejected', 'removal_pending', 'removed', 'expired', 'confirmation_asked', 'confirmed', 'confirmation_failed')`,
        ),
    )
    .$call(nullable({ old_value: 'bigint', new_value: 'bigint' }))
    .addColumn('actor', 'text', (c) =>
      c.notNull().check(sql`actor in ('customer', 'operator', 'system')`),
    )
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index limit_history_user_idx on limit_history (user_id, id)`.execute(db);
  await sql`
    create function limit_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'limit_history is append-only: % refused', tg_op;
    end
    $$`.execute(db);
  await sql`
    create trigger limit_history_no_change before update or delete on limit_history
    for each row execute function limit_history_append_only()`.execute(db);
  await sql`
    create trigger limit_history_no_truncate before truncate on limit_history
    for each statement execute function limit_history_append_only()`.execute(db);

  await db.schema
    .createTable('limit_confirmations')
    .addColumn('token_guid', 'uuid', (c) => c.primaryKey())
    .$call(userId('restrict'))
    .$call(notNull({ limits: 'jsonb', created_at: 'timestamptz', expires_at: 'timestamptz' }))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('limit_play_time')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('restrict'),
    )
    .addColumn('signed_in_at', 'timestamptz', (c) => c.notNull())
    .addColumn('session_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    // UTC days as 'YYYY-MM-DD' text: the drivers read a SQL date in the process's time zone.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('day_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(nullable({ last_ping_at: 'timestamptz', reality_due_seconds: 'integer' }))
    .$call(nullable({ session_ended_day: 'text' }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'limit_play_time', 'limit_confirmations', 'limit_history');
  await sql`drop function limit_history_append_only()`.execute(db);
  await dropTables(db, 'customer_limits');
}
