import { sql, type Kysely } from 'kysely';
import {
  createdAt,
  identityId,
  notNull,
  nullable,
  poolTicketPlacement,
  reference,
  userId,
} from './columns';
import { dropTables } from './steps';

// Lotto draws and tickets (server/lotto/). A draw is opened with a secret server seed whose
// SHA-256 is published; at the draw its numbers are computed from the seed, stored with each
// ticket's matched count and win, and then every ticket is paid in a transaction of its own (the
// ledger key per ticket and the paid mark together), so a pass cut short is resumed by the next.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lotto_draws')
    .$call(identityId)
    .addColumn('brand', 'text', (c) => c.notNull())
    // The lottery's id in the brand's site config (lotto.lotteries[].id).
    .addColumn('lottery_id', 'text', (c) => c.notNull())
    // 1, 2, 3 ... per brand and lottery: with the lottery id, the HMAC message of the draw.
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number >= 1`))
    // open: tickets sold until closes_at; drawing: numbers and results stored, tickets being paid;
    // drawn: every ticket paid.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'drawing', 'drawn')`),
    )
    // World clock (server/http/worldClock.ts): the schedule runs on it, as test control moves it.
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    // Secret while the draw is open: only its hash is ever answered before the draw.
    .$call(notNull({ server_seed: 'text', server_seed_hash: 'text' }))
    // The drawn numbers in draw order (a JSON array of integers), once drawing.
    .$call(nullable({ numbers: 'jsonb', drawn_at: 'timestamptz' }))
    .$call(createdAt)
    .addUniqueConstraint('lotto_draws_number_unique', ['brand', 'lottery_id', 'number'])
    .addCheckConstraint(
      'lotto_draws_drawn_check',
      sql`status = 'open' or (numbers is not null and drawn_at is not null)`,
    )
    .execute();
  // At most one draw on sale per brand and lottery: two processes opening one at once, the
  // second's insert does nothing and it reads the first's.
  await sql`create unique index lotto_draws_open_idx on lotto_draws (brand, lottery_id)
    where status = 'open'`.execute(db);
  // The sweep: open draws by close time, and draws left mid-payout.
  await sql`create index lotto_draws_due_idx on lotto_draws (status, closes_at)
    where status <> 'drawn'`.execute(db);
  // Results pages: a brand's past draws, newest first.
  await sql`create index lotto_draws_results_idx on lotto_draws (brand, drawn_at desc, id desc)
    where status <> 'open'`.execute(db);

  await db.schema
    .createTable('lotto_tickets')
    .$call(identityId)
    .$call(reference('draw_id', 'bigint', 'lotto_draws.id', 'restrict'))
    .$call(userId('restrict'))
    .$call(reference('account_id', 'bigint', 'accounts.id', 'restrict'))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    // The picked numbers, ascending (a JSON array of integers).
    .addColumn('numbers', 'jsonb', (c) => c.notNull())
    .addColumn('quick_pick', 'boolean', (c) => c.notNull().defaultTo(false))
    // Minor units.
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    // Stored at the draw with the numbers (before any payment): minor units, and how many matched.
    .addColumn('win', 'bigint', (c) => c.check(sql`win >= 0`))
    .addColumn('matched', 'smallint')
    .$call(poolTicketPlacement)
    .addUniqueConstraint('lotto_tickets_key_unique', ['user_id', 'idempotency_key'])
    .addCheckConstraint(
      'lotto_tickets_paid_check',
      sql`(status = 'open') = (paid_at is null)
        and (status <> 'won' or (win > 0 and win_transaction_id is not null))`,
    )
    .execute();
  await sql`create index lotto_tickets_user_placed_idx on lotto_tickets
    (user_id, placed_at desc, id desc)`.execute(db);
  await sql`create index lotto_tickets_draw_idx on lotto_tickets (draw_id, id)`.execute(db);
  await sql`create index lotto_tickets_unpaid_idx on lotto_tickets (draw_id, id)
    where paid_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'lotto_tickets', 'lotto_draws');
}
