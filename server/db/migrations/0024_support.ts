import { sql, type Kysely } from 'kysely';
import { createdAt, identityId, notNull, reference, userId } from './columns';

// Support (server/support/): payment requests with their messages both ways, and the ideas
// customers share. A request belongs to one customer and one brand; an operator reply stays
// unread (read_at null) until the customer opens the request, which is what user_msg_count counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .$call(identityId)
    .$call(userId('cascade'))
    .$call(notNull({ brand: 'text', topic_id: 'integer' }))
    .addColumn('sub_topic_id', 'integer')
    // payments.id of one of the customer's own payments, when the request names one.
    .addColumn('payment_id', 'text')
    // 'open' (waiting for the operators), 'answered' (an operator replied last), 'closed'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .$call(createdAt)
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_requests_user_idx')
    .on('support_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_requests_brand_idx')
    .on('support_requests')
    .columns(['brand', 'status'])
    .execute();

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
  await db.schema
    .createIndex('support_messages_request_idx')
    .on('support_messages')
    .columns(['request_id', 'id'])
    .execute();

  await db.schema
    .createTable('support_ideas')
    .$call(identityId)
    .$call(userId('cascade'))
    .$call(notNull({ brand: 'text', body: 'text' }))
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex('support_ideas_brand_idx')
    .on('support_ideas')
    .columns(['brand', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_ideas').execute();
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_requests').execute();
}
