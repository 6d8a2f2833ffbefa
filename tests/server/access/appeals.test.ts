// Block appeals (SPEC sections 4 "Bans", 6): a banned customer appeals in words and reads the
// history of their appeals with status and answer; one pending appeal at a time; operators list
// and answer them once, audited; a customer who is not banned is refused; bad input changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  APPEAL_PATHS,
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  type AppealView,
  type OperatorAppealView,
} from '../../../domain/access/appeals';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import { accessServerFor, ban, refusalOf, signedInOperator, signUpFast } from './accessTestKit';

afterAll(removeTempDirs);

const TEXT = 'I was blocked by mistake, please look at my account again.';

describe.each(databaseBackends('both'))('block appeals on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => ({ app, database } = held));

  // Each call from an address of its own: the route's rate limit counts by address.
  let address = 0;
  const appeal = (headers: Record<string, string>, payload: unknown) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: APPEAL_PATHS.customer,
      headers,
      payload: payload as object,
      remoteAddress: `10.36.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
  };
  const history = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: APPEAL_PATHS.customer, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ appeals: AppealView[] }>().appeals;
  };
  const appealRows = () => database.db.selectFrom('block_appeals').selectAll().execute();

  it('a customer who is not banned cannot appeal or read appeals; a guest is 401', async () => {
    const customer = await signUpFast(app);
    const refused = await appeal(customer.headers, { text: TEXT });
    expect(refusalOf(refused)).toEqual({ status: 403, reason: 'not_banned' });
    const list = await app.inject({ url: APPEAL_PATHS.customer, headers: customer.headers });
    expect(refusalOf(list)).toEqual({ status: 403, reason: 'not_banned' });
    expect((await appeal({}, { text: TEXT })).statusCode).toBe(401);
    expect(await appealRows()).toEqual([]);
  });

  it('bad input is refused with the field and stores nothing', async () => {
    const customer = await signUpFast(app);
    await ban(app, customer.userId, 10);
    const before = (await appealRows()).length;
    for (const payload of [
      {},
      { text: 42 },
      { text: 'a'.repeat(APPEAL_TEXT_MIN - 1) },
      { text: 'a'.repeat(APPEAL_TEXT_MAX + 1) },
      { text: ' '.repeat(APPEAL_TEXT_MIN + 5) },
      { text: TEXT, extra: 1 },
    ]) {
      const res = await appeal(customer.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(refusalOf(await appeal(customer.headers, { text: 'short' }))).toEqual({
      status: 400,
      reason: 'invalid_field',
      field: 'text',
    });
    expect((await appealRows()).length).toBe(before);
    expect(await history(customer.headers)).toEqual([]);
  });

  it('one pending appeal at a time; the operator answers once, audited; the history shows it', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await signUpFast(app);
    await ban(app, customer.userId, 10);

    const first = await appeal(customer.headers, { text: `  ${TEXT}  ` });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<{ appeal: AppealView }>().appeal;
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      text: TEXT,
      status: 'pending',
      answer: null,
      createdAt: expect.any(String),
      answeredAt: null,
    });
    // A second one, even at once, is refused while the first waits.
    const [second, third] = await Promise.all([
      appeal(customer.headers, { text: `${TEXT} Again.` }),
      appeal(customer.headers, { text: `${TEXT} Once more.` }),
    ]);
    expect(refusalOf(second)).toEqual({ status: 409, reason: 'appeal_pending' });
    expect(refusalOf(third)).toEqual({ status: 409, reason: 'appeal_pending' });
    expect(await history(customer.headers)).toEqual([created]);

    // The operator's list of the brand's pending appeals names the customer and the ban.
    const listed = await app.inject({
      url: `${APPEAL_PATHS.operator}?brand=aurora&status=pending`,
      headers: admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed
      .json<{ appeals: OperatorAppealView[] }>()
      .appeals.filter((a) => a.userId === customer.userId);
    expect(mine).toEqual([{ ...created, userId: customer.userId, brand: 'aurora', banLevel: 10 }]);

    const url = APPEAL_PATHS.operatorAnswer(created.id);
    for (const payload of [
      {},
      { status: 'pending', answer: 'No.' },
      { status: 'accepted' },
      { status: 'accepted', answer: '' },
      { status: 'accepted', answer: 'x'.repeat(2001) },
    ]) {
      const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await app.inject({
      method: 'PUT',
      url: APPEAL_PATHS.operatorAnswer('999999999'),
      headers: admin.headers,
      payload: { status: 'rejected', answer: 'No.' },
    });
    expect(refusalOf(missing)).toEqual({ status: 404, reason: 'not_found' });

    const answered = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { status: 'rejected', answer: 'The block stays: the rules were broken.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const rejected = answered.json<{ appeal: AppealView }>().appeal;
    expect(rejected).toEqual({
      ...created,
      status: 'rejected',
      answer: 'The block stays: the rules were broken.',
      answeredAt: expect.any(String),
    });
    const again = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { status: 'accepted', answer: 'Changed my mind.' },
    });
    expect(refusalOf(again)).toEqual({ status: 409, reason: 'appeal_answered' });
    const audit = await database.db
      .selectFrom('operator_audit')
      .select(['action', 'operator_id', 'brand', 'details'])
      .where('target', '=', `customer/${customer.userId}/appeal/${created.id}`)
      .execute();
    expect(audit).toEqual([
      {
        action: 'customer.appeal_answer',
        operator_id: expect.anything(),
        brand: 'aurora',
        details: { status: 'rejected' },
      },
    ]);
    expect(String(audit[0]?.operator_id)).toBe(admin.id);

    // Answered, the customer may appeal again; the history lists both, newest first.
    const next = await appeal(customer.headers, { text: `${TEXT} New facts.` });
    expect(next.statusCode, next.body).toBe(201);
    const newer = next.json<{ appeal: AppealView }>().appeal;
    expect(await history(customer.headers)).toEqual([newer, rejected]);
    // The answer did not change the ban: lifting it is the ban route's.
    expect(
      (
        await database.db
          .selectFrom('users')
          .select('ban_level')
          .where('id', '=', customer.userId)
          .executeTakeFirstOrThrow()
      ).ban_level,
    ).toBe(10);
  });

  it('operators without the operations permission cannot list or answer', async () => {
    const editor = await signedInOperator(app, database, 'editor');
    const list = await app.inject({
      url: `${APPEAL_PATHS.operator}?brand=aurora`,
      headers: editor.headers,
    });
    expect(list.statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: APPEAL_PATHS.operatorAnswer('1'),
      headers: editor.headers,
      payload: { status: 'accepted', answer: 'Yes.' },
    });
    expect(put.statusCode).toBe(403);
    const guest = await app.inject({ url: `${APPEAL_PATHS.operator}?brand=aurora` });
    expect(guest.statusCode).toBe(401);
  });
});
