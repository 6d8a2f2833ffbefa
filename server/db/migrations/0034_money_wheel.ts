import { sql, type Kysely } from 'kysely';
import { notNull, nullable, reference } from './columns';
import { dropTables } from './steps';

// The built-in provider's money wheel (SPEC section 2, TV games; server/casino/builtin/
// wheelRounds.ts): draws on a shared schedule, each with its own server seed (the hash shown while
// bets are taken, the seed once the draw closes) and the segment it stopped on, and the bets
// sessions placed on them, each debited and credited through the seamless wallet as its own round.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('builtin_wheel_draws')
    // The draw's number: floor(ms since the epoch / the period); the nonce of its fair draw.
    .addColumn('draw_no', 'bigint', (c) => c.primaryKey())
    .$call(notNull({ server_seed: 'text', server_seed_hash: 'text', closes_at: 'timestamptz' }))
    // Set once the draw has closed: the segment the wheel stopped on.
    .$call(nullable({ segment: 'integer', drawn_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('builtin_wheel_bets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(reference('session_id', 'text', 'builtin_sessions.session_id', 'cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .$call(reference('draw_no', 'bigint', 'builtin_wheel_draws.draw_no', 'cascade'))
    // [{ value, stake }]
    .addColumn('bets', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
    // pending: the wallet's debit on its way; debited: stake taken, the draw not yet settled;
    // settling: the win claimed, its credit on its way; settled: paid; void: the debit refused or
    // given back (nothing staked).
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'debited', 'settling', 'settled', 'void')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('builtin_wheel_bets_request_unique', ['session_id', 'request_id'])
    .execute();
  await sql`create index builtin_wheel_bets_open_idx on builtin_wheel_bets (status, draw_no) where status <> 'settled' and status <> 'void'`.execute(
    db,
  );
  await sql`create index builtin_wheel_bets_session_idx on builtin_wheel_bets (session_id, draw_no desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'builtin_wheel_bets', 'builtin_wheel_draws');
}
