// Payment requests and ideas in the database: every read and write is scoped to the customer who
// asks (a request of another customer is "not found", never shown or changed); an operator reply
// moves the request to 'answered' and stays unread until the customer opens the request.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  SUPPORT_OPEN_MAX,
  supportTopic,
  type SupportMessageView,
  type SupportRequestDetail,
  type SupportRequestInput,
  type SupportRequestView,
  type SupportStatus,
  type SupportTransactionView,
} from '../../domain/support/contract';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';
import type { SupportMessagesTable, SupportRequestsTable } from './tables';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const iso = (d: Date | string): string => new Date(d).toISOString();

function requestView(
  row: Selectable<SupportRequestsTable>,
  unread: number,
  withUser = false,
): SupportRequestView {
  return {
    id: String(row.id),
    topicId: row.topic_id,
    subTopicId: row.sub_topic_id,
    transactionId: row.payment_id,
    status: row.status as SupportStatus,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    unread,
    ...(withUser ? { userId: String(row.user_id) } : {}),
  };
}

function messageView(row: Selectable<SupportMessagesTable>): SupportMessageView {
  return {
    id: String(row.id),
    author: row.author === 'operator' ? 'operator' : 'customer',
    text: row.body,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
  };
}

const notFound = (): Refusal =>
  new Refusal(404, 'support_request_not_found', 'No such request of this customer');

/** user_msg_count (SPEC section 3): operator replies in the customer's requests not read yet. */
export async function unreadReplyCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('support_messages as m')
    .innerJoin('support_requests as r', 'r.id', 'm.request_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('r.user_id', '=', userId)
    .where('m.author', '=', 'operator')
    .where('m.read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function unreadByRequest(db: Db, ids: (string | number)[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('support_messages')
    .select(['request_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('request_id', 'in', ids)
    .where('author', '=', 'operator')
    .where('read_at', 'is', null)
    .groupBy('request_id')
    .execute();
  for (const row of rows) counts.set(String(row.request_id), Number(row.n));
  return counts;
}

/** The payments of the customer a request on `topicId` may name, newest first. */
export async function transactionsForTopic(
  db: Db,
  userId: string,
  topicId: number,
): Promise<SupportTransactionView[]> {
  const topic = supportTopic(topicId);
  if (!topic) throw new Refusal(400, 'support_topic_unknown', 'No such topic', 'topicId');
  if (topic.payments === null) return [];
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'type', 'amount', 'currency_id', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', topic.payments)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type === 'withdraw' ? 'withdraw' : 'deposit',
    amount: Number(r.amount),
    currencyId: r.currency_id,
    status: r.status,
    createdAt: iso(r.created_at),
  }));
}

/** Opens a request with its first message; refuses a topic, sub-topic or payment that does not fit. */
export async function openRequest(
  db: Kysely<DatabaseSchema>,
  userId: string,
  brand: string,
  input: SupportRequestInput,
): Promise<SupportRequestView> {
  const topic = supportTopic(input.topicId);
  if (!topic) throw new Refusal(400, 'support_topic_unknown', 'No such topic', 'topicId');
  if (
    input.subTopicId !== undefined &&
    !topic.subTopics.some((sub) => sub.id === input.subTopicId)
  ) {
    throw new Refusal(400, 'support_subtopic_unknown', 'No such sub-topic', 'subTopicId');
  }
  if (input.transactionId !== undefined) {
    const payment = await db
      .selectFrom('payments')
      .select(['id'])
      .where('id', '=', input.transactionId)
      .where('user_id', '=', userId)
      .where('type', '=', topic.payments ?? '')
      .executeTakeFirst();
    if (!payment) {
      throw new Refusal(
        404,
        'support_transaction_not_found',
        'No such payment of this customer on this topic',
        'transactionId',
      );
    }
  }
  return db.transaction().execute(async (trx) => {
    // One open request at a time per customer is counted under the customer's row lock.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const open = await trx
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '!=', 'closed')
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= SUPPORT_OPEN_MAX) {
      throw new Refusal(429, 'support_too_many_open', 'Too many open requests');
    }
    const row = await trx
      .insertInto('support_requests')
      .values({
        user_id: userId,
        brand,
        topic_id: topic.id,
        sub_topic_id: input.subTopicId ?? null,
        payment_id: input.transactionId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('support_messages')
      .values({ request_id: row.id, author: 'customer', body: input.text })
      .execute();
    return requestView(row, 0);
  });
}

export async function listRequests(db: Db, userId: string): Promise<SupportRequestView[]> {
  const rows = await db
    .selectFrom('support_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const unread = await unreadByRequest(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => requestView(r, unread.get(String(r.id)) ?? 0));
}

async function messagesOf(db: Db, requestId: string | number): Promise<SupportMessageView[]> {
  const rows = await db
    .selectFrom('support_messages')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(messageView);
}

/**
 * The customer's own request with its messages. `markRead`: the operator replies count as read
 * from now on (the answer still shows which were new).
 */
export async function customerRequest(
  db: Kysely<DatabaseSchema>,
  userId: string,
  requestId: string,
  now: Date,
): Promise<SupportRequestDetail> {
  const row = await db
    .selectFrom('support_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const messages = await messagesOf(db, row.id);
  const unread = messages.filter((m) => m.author === 'operator' && m.readAt === null).length;
  if (unread > 0) {
    await db
      .updateTable('support_messages')
      .set({ read_at: now })
      .where('request_id', '=', row.id)
      .where('author', '=', 'operator')
      .where('read_at', 'is', null)
      .execute();
  }
  return { request: requestView(row, unread), messages };
}

/** A message in a request: the customer's own request, or any request for an operator. */
export async function addMessage(
  db: Kysely<DatabaseSchema>,
  requestId: string,
  text: string,
  by:
    | { userId: string }
    | {
        operatorId: string;
        afterWrite: (trx: Transaction<DatabaseSchema>, brand: string) => Promise<void>;
      },
): Promise<SupportMessageView> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', requestId)
      .forUpdate();
    if ('userId' in by) query = query.where('user_id', '=', by.userId);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === 'closed') {
      throw new Refusal(409, 'support_request_closed', 'The request is closed');
    }
    const isOperator = 'operatorId' in by;
    const message = await trx
      .insertInto('support_messages')
      .values({
        request_id: row.id,
        author: isOperator ? 'operator' : 'customer',
        operator_id: isOperator ? by.operatorId : null,
        body: text,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('support_requests')
      .set({ status: isOperator ? 'answered' : 'open', updated_at: message.created_at })
      .where('id', '=', row.id)
      .execute();
    if (isOperator) await by.afterWrite(trx, row.brand);
    return messageView(message);
  });
}

/** The brand's requests for the operators, those waiting for an answer first. */
export async function operatorList(
  db: Db,
  brand: string,
  status: SupportStatus | undefined,
): Promise<SupportRequestView[]> {
  let query = db.selectFrom('support_requests').selectAll().where('brand', '=', brand);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  const unread = await unreadByRequest(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => requestView(r, unread.get(String(r.id)) ?? 0, true));
}

/** One request for an operator (nothing is marked read); `brand` is returned for the role check. */
export async function operatorRequest(
  db: Db,
  requestId: string,
): Promise<SupportRequestDetail & { brand: string }> {
  const row = await db
    .selectFrom('support_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const messages = await messagesOf(db, row.id);
  const unread = messages.filter((m) => m.author === 'operator' && m.readAt === null).length;
  return { request: requestView(row, unread, true), messages, brand: row.brand };
}

export async function requestBrand(db: Db, requestId: string): Promise<string> {
  const row = await db
    .selectFrom('support_requests')
    .select('brand')
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.brand;
}

/**
 * An operator closes a request of `brand` (`closed`), or opens a closed one again; a request of
 * another brand is "not found", as a missing one. Reopened, the request is 'answered' when an
 * operator wrote last and 'open' otherwise. Unread replies stay unread: user_msg_count does not
 * change. `afterWrite` records the audit in the same transaction.
 */
export async function setRequestClosed(
  db: Kysely<DatabaseSchema>,
  requestId: string,
  brand: string,
  closed: boolean,
  now: Date,
  afterWrite: (trx: Transaction<DatabaseSchema>) => Promise<void>,
): Promise<SupportRequestView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('brand', '=', brand)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (closed && row.status === 'closed') {
      throw new Refusal(409, 'support_request_closed', 'The request is closed already');
    }
    if (!closed && row.status !== 'closed') {
      throw new Refusal(409, 'support_request_not_closed', 'The request is not closed');
    }
    let status: SupportStatus = 'closed';
    if (!closed) {
      const last = await trx
        .selectFrom('support_messages')
        .select('author')
        .where('request_id', '=', row.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      status = last?.author === 'operator' ? 'answered' : 'open';
    }
    const updated = await trx
      .updateTable('support_requests')
      .set({ status, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await afterWrite(trx);
    const unread = await unreadByRequest(trx, [row.id]);
    return requestView(updated, unread.get(String(row.id)) ?? 0, true);
  });
}
