import { sql, type Kysely } from 'kysely';
import { createdAt, identityId, notNull, nullable, reference } from './columns';
import { dropTables } from './steps';

// The built-in game provider's own state (server/casino/builtin/). It keeps what an outside
// provider would keep on its side of the wallet: the sessions it was started with (demo sessions
// hold their demo balance here, never in the ledger), the provably fair seed pairs of each
// session (the active one's seed hidden, rotated ones revealed), and its rounds with client seed,
// nonce, outcome, stake and win. No reference into the site's tables: it knows a session only by
// the id the launch handed it and what the wallet answers about it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('builtin_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('engine_key', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .$call(notNull({ currency: 'text', minor_unit_digits: 'integer' }))
    // Demo sessions only: the play balance, minor units.
    .addColumn('demo_balance', 'bigint', (c) => c.check(sql`demo_balance >= 0`))
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('builtin_seed_pairs')
    .$call(identityId)
    .$call(reference('session_id', 'text', 'builtin_sessions.session_id', 'cascade'))
    .$call(notNull({ server_seed: 'text', server_seed_hash: 'text', client_seed: 'text' }))
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    // Set when rotated: from then on the seed is shown with the session's rounds.
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  // One active (unrevealed) pair per session.
  await sql`create unique index builtin_seed_pairs_active_idx on builtin_seed_pairs (session_id) where revealed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('builtin_rounds')
    // Random, so a round id says nothing about other players' rounds.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(reference('session_id', 'text', 'builtin_sessions.session_id', 'cascade'))
    // The page's id of the request: a replay finds the round instead of playing another.
    .$call(notNull({ request_id: 'text', engine_key: 'text' }))
    .$call(reference('seed_pair_id', 'bigint', 'builtin_seed_pairs.id', 'cascade'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
    // Slot: reel stops; crash: [crash point × 100].
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    // Slot: the window and the wins.
    .addColumn('detail', 'jsonb')
    // pending: reserved, the wallet not yet asked; debited: stake taken, win not yet paid;
    // running: a crash round in flight; settling: its end claimed, the credit on its way;
    // settled: over.
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'debited', 'running', 'settling', 'settled')`),
    )
    .$call(nullable({ auto_cash_out_x100: 'integer', cashed_out_x100: 'integer' }))
    .$call(nullable({ started_at: 'timestamptz' }))
    // Crash rounds: when the round ends by itself (crash, or the automatic cash-out).
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('builtin_rounds_request_unique', ['session_id', 'request_id'])
    .addUniqueConstraint('builtin_rounds_nonce_unique', ['seed_pair_id', 'nonce'])
    .execute();
  await sql`create index builtin_rounds_open_idx on builtin_rounds (status, ends_at) where status <> 'settled'`.execute(
    db,
  );
  await sql`create index builtin_rounds_session_idx on builtin_rounds (session_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'builtin_rounds', 'builtin_seed_pairs', 'builtin_sessions');
}
