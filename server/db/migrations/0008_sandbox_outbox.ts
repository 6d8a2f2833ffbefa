import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, createdAt, nullable, reference } from './columns';
import { createIndex, dropTables } from './steps';

// The sandbox payment provider's outbox (server/money/sandbox/): the outcome the customer chose on
// the hosted page, as the signed callbacks the provider owes the server for it. The rows are
// written by the request that sends the customer to the result page, so a crash loses no decision:
// a restarted server delivers what is left. A row is delivered once the server answered it (2xx,
// or a 4xx refusal); until then `due_at` is when it is next tried (a delivery under way holds it
// ahead as a lease, so two processes do not send it at once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_callbacks')
    .$call(alwaysIdentityId)
    .$call(reference('payment_id', 'uuid', 'payments.id', 'restrict'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'success', 'fail', 'cancel')`),
    )
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(nullable({ delivered_at: 'timestamptz', http_status: 'integer' }))
    .$call(createdAt)
    .execute();
  await sql`create index sandbox_callbacks_due_idx on sandbox_callbacks (due_at)
    where delivered_at is null`.execute(db);
  await createIndex(db, 'sandbox_callbacks_payment_idx', 'sandbox_callbacks', ['payment_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'sandbox_callbacks');
}
