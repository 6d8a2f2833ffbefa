// Payment requests (SPEC section 2 office payment/requests, payment/create-request; section 3
// user_msg_count): the lifecycle of a request with messages both ways, the unread count the user
// config answers, the refusals of another customer's request or payment (nothing changes), bad
// input, the operator reply that needs the 'operations' role and is audited, and closing and
// reopening a request (audited; a closed request takes no message, user_msg_count unchanged).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_PATHS,
  type SupportRequestDetail,
  type SupportRequestList,
  type SupportRequestView,
} from '../../../domain/support/contract';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accessServerFor,
  refusalOf,
  signedInOperator,
  signUpFast,
  type SignedUpUser,
} from '../access/accessTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('payment requests on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => {
    ({ app, database } = held);
  });

  const send = (
    user: { headers: Record<string, string> },
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const msgCount = async (user: SignedUpUser): Promise<number> => {
    const res = await send(user, 'GET', '/web-api/user/config');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ user_msg_count: number }>().user_msg_count;
  };

  const deposit = async (user: SignedUpUser): Promise<string> => {
    const res = await send(user, 'POST', '/web-api/payments/deposit', { amount: 50_000 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payment_id: string }>().payment_id;
  };

  const open = async (user: SignedUpUser, body: object): Promise<SupportRequestView> => {
    const res = await send(user, 'POST', SUPPORT_PATHS.requests, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ request: SupportRequestView }>().request;
  };

  const tableCounts = async () => ({
    requests: (await database.db.selectFrom('support_requests').select('id').execute()).length,
    messages: (await database.db.selectFrom('support_messages').select('id').execute()).length,
  });

  it('opens a request on a payment, takes an operator reply, counts it unread until read', async () => {
    const customer = await signUpFast(app);
    const paymentId = await deposit(customer);
    const txs = await send(customer, 'GET', `${SUPPORT_PATHS.transactions}?topicId=1`);
    expect(txs.statusCode).toBe(200);
    expect(txs.json<{ transactions: { id: string }[] }>().transactions.map((t) => t.id)).toEqual([
      paymentId,
    ]);

    const request = await open(customer, {
      topicId: 1,
      subTopicId: 11,
      transactionId: paymentId,
      text: 'My deposit has not arrived yet.',
    });
    expect(request).toMatchObject({ topicId: 1, subTopicId: 11, transactionId: paymentId });
    expect(request.status).toBe('open');
    expect(await msgCount(customer)).toBe(0);

    const ops = await signedInOperator(app, database, 'admin');
    const replied = await send(ops, 'POST', SUPPORT_PATHS.operatorReplies(request.id), {
      text: 'We found it: credited now.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    await send(ops, 'POST', SUPPORT_PATHS.operatorReplies(request.id), { text: 'Anything else?' });
    expect(await msgCount(customer)).toBe(2);

    const list = await send(customer, 'GET', SUPPORT_PATHS.requests);
    expect(list.json<SupportRequestList>().requests[0]).toMatchObject({
      id: request.id,
      status: 'answered',
      unread: 2,
    });

    // Opening the request shows the replies as new once, then they count as read.
    const read = await send(customer, 'GET', SUPPORT_PATHS.request(request.id));
    const detail = read.json<SupportRequestDetail>();
    expect(detail.request.unread).toBe(2);
    expect(detail.messages.map((m) => [m.author, m.text])).toEqual([
      ['customer', 'My deposit has not arrived yet.'],
      ['operator', 'We found it: credited now.'],
      ['operator', 'Anything else?'],
    ]);
    expect(await msgCount(customer)).toBe(0);
    const again = await send(customer, 'GET', SUPPORT_PATHS.request(request.id));
    expect(again.json<SupportRequestDetail>().request.unread).toBe(0);

    // The customer answers: the request waits for the operators again.
    const more = await send(customer, 'POST', SUPPORT_PATHS.messages(request.id), {
      text: 'Thank you, all fine.',
    });
    expect(more.statusCode, more.body).toBe(201);
    const after = await send(customer, 'GET', SUPPORT_PATHS.requests);
    expect(after.json<SupportRequestList>().requests[0]!.status).toBe('open');

    // The reply is in the audit log.
    const audit = await database.db
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('operator_id', '=', ops.id)
      .where('action', '=', 'support.reply')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.target).toBe(`support-request/${request.id}`);
  });

  it("refuses another customer's request and payment, and changes nothing", async () => {
    const owner = await signUpFast(app);
    const other = await signUpFast(app);
    const ownersPayment = await deposit(owner);
    const request = await open(owner, { topicId: 4, text: 'A question about my account.' });
    const before = await tableCounts();

    const read = await send(other, 'GET', SUPPORT_PATHS.request(request.id));
    expect(refusalOf(read)).toEqual({ status: 404, reason: 'support_request_not_found' });
    const write = await send(other, 'POST', SUPPORT_PATHS.messages(request.id), {
      text: 'Not my request at all.',
    });
    expect(refusalOf(write)).toEqual({ status: 404, reason: 'support_request_not_found' });
    const onPayment = await send(other, 'POST', SUPPORT_PATHS.requests, {
      topicId: 1,
      transactionId: ownersPayment,
      text: 'Where is this deposit?',
    });
    expect(refusalOf(onPayment)).toEqual({
      status: 404,
      reason: 'support_transaction_not_found',
      field: 'transactionId',
    });
    const theirTxs = await send(other, 'GET', `${SUPPORT_PATHS.transactions}?topicId=1`);
    expect(theirTxs.json<{ transactions: unknown[] }>().transactions).toEqual([]);
    const theirList = await send(other, 'GET', SUPPORT_PATHS.requests);
    expect(theirList.json<SupportRequestList>().requests).toEqual([]);

    expect(await tableCounts()).toEqual(before);
    // The owner's request did not become read or answered.
    const mine = await send(owner, 'GET', SUPPORT_PATHS.requests);
    expect(mine.json<SupportRequestList>().requests[0]!.status).toBe('open');
  });

  it('refuses bad input with a code and stores nothing', async () => {
    const customer = await signUpFast(app);
    const paymentId = await deposit(customer);
    const before = await tableCounts();
    const cases: [object, { status: number; reason: string; field?: string }][] = [
      [
        { topicId: 77, text: 'Unknown topic here.' },
        { status: 400, reason: 'support_topic_unknown', field: 'topicId' },
      ],
      [
        { topicId: 1, subTopicId: 21, text: 'Sub-topic of another.' },
        { status: 400, reason: 'support_subtopic_unknown', field: 'subTopicId' },
      ],
      // A deposit named on the withdrawal topic.
      [
        { topicId: 2, transactionId: paymentId, text: 'Wrong type of payment.' },
        { status: 404, reason: 'support_transaction_not_found', field: 'transactionId' },
      ],
    ];
    for (const [body, refusal] of cases) {
      expect(refusalOf(await send(customer, 'POST', SUPPORT_PATHS.requests, body))).toEqual(
        refusal,
      );
    }
    for (const body of [
      { topicId: 1, text: '   \n   ' },
      { topicId: 1, text: 'x'.repeat(2001) },
      { topicId: 1 },
      { topicId: 1, text: 'Fine text.', extra: 1 },
      { topicId: 1, transactionId: '../../etc', text: 'Fine text.' },
    ]) {
      const res = await send(customer, 'POST', SUPPORT_PATHS.requests, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send(customer, 'GET', `${SUPPORT_PATHS.request('abc')}`)).statusCode).toBe(400);
    const guest = await app.inject({
      method: 'POST',
      url: SUPPORT_PATHS.requests,
      headers: { origin: customer.headers.origin! },
      payload: { topicId: 4, text: 'No sign-in here.' },
    });
    expect(guest.statusCode).toBe(401);
    expect(await tableCounts()).toEqual(before);
  });

  it('lets only an operator with the operations role reply, and never a customer', async () => {
    const customer = await signUpFast(app);
    const request = await open(customer, { topicId: 3, subTopicId: 31, text: 'I cannot sign in.' });
    const before = await tableCounts();
    const editor = await signedInOperator(app, database, 'editor');
    const byEditor = await send(editor, 'POST', SUPPORT_PATHS.operatorReplies(request.id), {
      text: 'An editor tries.',
    });
    expect(refusalOf(byEditor)).toEqual({ status: 403, reason: 'operator_forbidden' });
    const byCustomer = await send(customer, 'POST', SUPPORT_PATHS.operatorReplies(request.id), {
      text: 'A customer tries.',
    });
    expect(refusalOf(byCustomer)).toEqual({ status: 403, reason: 'operator_only' });
    const anonymous = await app.inject({
      method: 'POST',
      url: SUPPORT_PATHS.operatorReplies(request.id),
      headers: { origin: customer.headers.origin! },
      payload: { text: 'Nobody tries.' },
    });
    expect(refusalOf(anonymous)).toEqual({ status: 401, reason: 'operator_auth_required' });
    const admin = await signedInOperator(app, database, 'admin');
    const missing = await send(admin, 'POST', SUPPORT_PATHS.operatorReplies('999999999'), {
      text: 'No such request.',
    });
    expect(refusalOf(missing)).toEqual({ status: 404, reason: 'support_request_not_found' });
    expect(await tableCounts()).toEqual(before);
    expect(await msgCount(customer)).toBe(0);

    // The operator's list of the brand shows the request, with its customer.
    const list = await send(admin, 'GET', `${SUPPORT_PATHS.operatorRequests}?brand=aurora`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<SupportRequestList>().requests.find((r) => r.id === request.id)).toMatchObject(
      { userId: customer.userId, status: 'open' },
    );
  });

  const auditOf = (requestId: string) =>
    database.db
      .selectFrom('operator_audit')
      .select(['action', 'operator_id', 'brand'])
      .where('target', '=', `support-request/${requestId}`)
      .orderBy('id', 'asc')
      .execute();

  it('an operator closes a request: the customer reads it but cannot write, the unread count stays, and it reopens', async () => {
    const customer = await signUpFast(app);
    const request = await open(customer, { topicId: 2, subTopicId: 21, text: 'Still waiting.' });
    const ops = await signedInOperator(app, database, 'admin');
    await send(ops, 'POST', SUPPORT_PATHS.operatorReplies(request.id), { text: 'Paid out now.' });
    expect(await msgCount(customer)).toBe(1);

    const closed = await send(ops, 'POST', SUPPORT_PATHS.operatorClose(request.id), {
      brand: 'aurora',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ request: SupportRequestView }>().request).toMatchObject({
      id: request.id,
      status: 'closed',
      unread: 1,
      userId: customer.userId,
    });
    // Closing reads nothing for the customer: the reply still counts until opened.
    expect(await msgCount(customer)).toBe(1);
    const mine = await send(customer, 'GET', SUPPORT_PATHS.requests);
    expect(mine.json<SupportRequestList>().requests[0]).toMatchObject({
      id: request.id,
      status: 'closed',
      unread: 1,
    });
    const detail = await send(customer, 'GET', SUPPORT_PATHS.request(request.id));
    expect(detail.json<SupportRequestDetail>().request.status).toBe('closed');
    expect(detail.json<SupportRequestDetail>().messages).toHaveLength(2);
    expect(await msgCount(customer)).toBe(0);

    // Nobody writes in a closed request, and closing it again is refused.
    const before = await tableCounts();
    const write = await send(customer, 'POST', SUPPORT_PATHS.messages(request.id), {
      text: 'One more question.',
    });
    expect(refusalOf(write)).toEqual({ status: 409, reason: 'support_request_closed' });
    const reply = await send(ops, 'POST', SUPPORT_PATHS.operatorReplies(request.id), {
      text: 'A late reply.',
    });
    expect(refusalOf(reply)).toEqual({ status: 409, reason: 'support_request_closed' });
    const again = await send(ops, 'POST', SUPPORT_PATHS.operatorClose(request.id), {
      brand: 'aurora',
    });
    expect(refusalOf(again)).toEqual({ status: 409, reason: 'support_request_closed' });
    expect(await tableCounts()).toEqual(before);

    // Reopened: answered, as an operator wrote last; the customer writes again.
    const reopened = await send(ops, 'POST', SUPPORT_PATHS.operatorReopen(request.id), {
      brand: 'aurora',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<{ request: SupportRequestView }>().request.status).toBe('answered');
    const notClosed = await send(ops, 'POST', SUPPORT_PATHS.operatorReopen(request.id), {
      brand: 'aurora',
    });
    expect(refusalOf(notClosed)).toEqual({ status: 409, reason: 'support_request_not_closed' });
    const more = await send(customer, 'POST', SUPPORT_PATHS.messages(request.id), {
      text: 'Thank you, it arrived.',
    });
    expect(more.statusCode, more.body).toBe(201);
    expect(await msgCount(customer)).toBe(0);

    // Closed while the customer wrote last, it reopens waiting for the operators.
    await send(ops, 'POST', SUPPORT_PATHS.operatorClose(request.id), { brand: 'aurora' });
    const waiting = await send(ops, 'POST', SUPPORT_PATHS.operatorReopen(request.id), {
      brand: 'aurora',
    });
    expect(waiting.json<{ request: SupportRequestView }>().request.status).toBe('open');

    expect(
      (await auditOf(request.id)).map((a) => [a.action, String(a.operator_id), a.brand]),
    ).toEqual([
      ['support.reply', ops.id, 'aurora'],
      ['support.close', ops.id, 'aurora'],
      ['support.reopen', ops.id, 'aurora'],
      ['support.close', ops.id, 'aurora'],
      ['support.reopen', ops.id, 'aurora'],
    ]);
  });

  it("refuses closing another brand's or a missing request, and anyone but an operator with the operations role; nothing changes", async () => {
    const customer = await signUpFast(app);
    const request = await open(customer, { topicId: 4, text: 'A question for support.' });
    const admin = await signedInOperator(app, database, 'admin');
    const close = (who: { headers: Record<string, string> }, id: string, body: unknown) =>
      send(who, 'POST', SUPPORT_PATHS.operatorClose(id), body);

    // The request is aurora's: an operator working on nord does not find it.
    expect(refusalOf(await close(admin, request.id, { brand: 'nord' }))).toEqual({
      status: 404,
      reason: 'support_request_not_found',
    });
    expect(
      refusalOf(
        await send(admin, 'POST', SUPPORT_PATHS.operatorReopen(request.id), { brand: 'nord' }),
      ),
    ).toEqual({ status: 404, reason: 'support_request_not_found' });
    expect(refusalOf(await close(admin, '999999999', { brand: 'aurora' }))).toEqual({
      status: 404,
      reason: 'support_request_not_found',
    });
    expect(refusalOf(await close(admin, request.id, { brand: 'atlantis' }))).toEqual({
      status: 400,
      reason: 'brand_unknown',
      field: 'brand',
    });
    for (const body of [{}, { brand: 'aurora', status: 'closed' }, { brand: '../aurora' }]) {
      expect((await close(admin, request.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await close(admin, 'abc', { brand: 'aurora' })).statusCode).toBe(400);

    // Not an operator with the operations permission, whatever the brand.
    for (const [who, refusal] of [
      [await signedInOperator(app, database, 'editor'), 'operator_forbidden'],
      [await signedInOperator(app, database, 'partner', 'aurora'), 'operator_forbidden'],
      [await signedInOperator(app, database, 'partner', 'nord'), 'operator_forbidden'],
      [customer, 'operator_only'],
    ] as const) {
      expect(refusalOf(await close(who, request.id, { brand: 'aurora' }))).toEqual({
        status: 403,
        reason: refusal,
      });
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: SUPPORT_PATHS.operatorClose(request.id),
      headers: { origin: customer.headers.origin! },
      payload: { brand: 'aurora' },
    });
    expect(refusalOf(anonymous)).toEqual({ status: 401, reason: 'operator_auth_required' });
    // The customer's side has no way to close a request.
    const own = await send(customer, 'POST', `${SUPPORT_PATHS.request(request.id)}/close`, {});
    expect(own.statusCode).toBe(404);

    const mine = await send(customer, 'GET', SUPPORT_PATHS.requests);
    expect(mine.json<SupportRequestList>().requests[0]).toMatchObject({
      id: request.id,
      status: 'open',
    });
    expect(await auditOf(request.id)).toEqual([]);
    const write = await send(customer, 'POST', SUPPORT_PATHS.messages(request.id), {
      text: 'Still open, so I can write.',
    });
    expect(write.statusCode).toBe(201);
  });

  it('stores a shared idea for the operators', async () => {
    const customer = await signUpFast(app);
    const res = await send(customer, 'POST', SUPPORT_PATHS.ideas, {
      text: 'Please add a dark theme for the coupon.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bad = await send(customer, 'POST', SUPPORT_PATHS.ideas, { text: 'no' });
    expect(bad.statusCode).toBe(400);
    const admin = await signedInOperator(app, database, 'admin');
    const ideas = await send(admin, 'GET', `${SUPPORT_PATHS.operatorIdeas}?brand=aurora`);
    expect(ideas.statusCode, ideas.body).toBe(200);
    expect(ideas.json<{ ideas: { userId: string; text: string }[] }>().ideas).toContainEqual(
      expect.objectContaining({
        userId: customer.userId,
        text: 'Please add a dark theme for the coupon.',
      }),
    );
  });
});
