import { sql, type Kysely } from 'kysely';
import { createdAt, customerTable, identityId, notNull, reference } from './columns';
import { createIndex, dropTables } from './steps';

// Support (server/support/): payment requests with their messages both ways, and the ideas
// customers share. A request belongs to one customer and one brand; an operator reply stays
// unread (read_at null) until the customer opens the request, which is what user_msg_count counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await customerTable(db, 'support_requests', 'cascade')
    .$call(notNull({ brand: 'text', topic_id: 'integer' }))
    .addColumn('sub_topic_id', 'integer')
    // payments.id of one of the customer's own payments, when the request names one.
    .addColumn('payment_id', 'text')
    // 'open' (waiting for the operators), 'answered' (an operator replied last), 'closed'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .$call(createdAt)
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndex(db, 'support_requests_user_idx', 'support_requests', ['user_id', 'created_at']);
  await createIndex(db, 'support_requests_brand_idx', 'support_requests', ['brand', 'status']);

  await db.schema
    .createTable('support_messages')
    .$call(identityId)
    .$call(reference('request_id', 'bigint', 'support_requests.id', 'cascade'))
    // 'customer' or 'operator'; operator_id names who replied.
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.references('operators.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .$call(createdAt)
    .addColumn('read_at', 'timestamptz')
    .execute();
  await createIndex(db, 'support_messages_request_idx', 'support_messages', ['request_id', 'id']);

  await customerTable(db, 'support_ideas', 'cascade')
    .$call(notNull({ brand: 'text', body: 'text' }))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'support_ideas_brand_idx', 'support_ideas', ['brand', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'support_ideas', 'support_messages', 'support_requests');
}
