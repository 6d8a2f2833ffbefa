// The operators' customer look-up (docs/back-office.md "Customers"): who may search and read, the
// personal data answered only with customers.personal and audited at every view, the search
// kinds, bad input refused with a code, and the verification queue readable by QA while its
// decisions and a ban stay refused to QA.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerDetail,
  CustomerSearchAnswer,
} from '../../../domain/operators/customersContract';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { testServerFor } from '../casino/walletTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { signedInOperator } from './operatorKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('customer look-up on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  testServerFor(backend, (held) => {
    app = held.app;
    database = held.database;
  });

  let admin: Record<string, string>;
  let qa: Record<string, string>;
  let editor: Record<string, string>;
  let trader: Record<string, string>;
  let customer: SignedUpUser;
  const email = `lookup.${process.pid}.${Date.now()}@example.test`;
  const phone = `7916${String(Date.now()).slice(-7)}`;

  beforeAll(async () => {
    admin = (await signedInOperator(app, database, 'admin')).headers;
    qa = (await signedInOperator(app, database, 'qa')).headers;
    editor = (await signedInOperator(app, database, 'editor')).headers;
    trader = (await signedInOperator(app, database, 'trader')).headers;
    customer = await signUpFast(app);
    await database.db
      .updateTable('users')
      .set({ email, phone, personal_data: JSON.stringify({ first_name: 'Ann' }) })
      .where('id', '=', customer.userId)
      .execute();
  });

  const search = (headers: Record<string, string>, by: string, q: string) =>
    app.inject({
      url: `/operator-api/customers?by=${by}&q=${encodeURIComponent(q)}`,
      headers,
    });
  const detail = (headers: Record<string, string>, userId: string) =>
    app.inject({ url: `/operator-api/customers/${userId}`, headers });
  const auditRows = (action: string) =>
    database.db
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('action', '=', action)
      .where('target', '=', `customer/${customer.userId}`)
      .execute();

  it('finds a customer by e-mail (or its beginning) and phone for an admin, with the personal data, audited', async () => {
    const before = (await auditRows('customer.personal_search')).length;
    const byEmail = await search(admin, 'email', email.toUpperCase());
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const found = byEmail.json<CustomerSearchAnswer>();
    expect(found.personal).toBe(true);
    expect(found.customers).toHaveLength(1);
    expect(found.customers[0]).toMatchObject({
      userId: customer.userId,
      personal: { email, phone, fields: { first_name: 'Ann' } },
    });
    const byStart = await search(admin, 'email', email.slice(0, 12));
    expect(byStart.json<CustomerSearchAnswer>().customers.map((c) => c.userId)).toContain(
      customer.userId,
    );
    const byPhone = await search(admin, 'phone', `+${phone}`);
    expect(byPhone.json<CustomerSearchAnswer>().customers[0]?.userId).toBe(customer.userId);
    const byLogin = await search(admin, 'login', email);
    expect(byLogin.json<CustomerSearchAnswer>().customers[0]?.userId).toBe(customer.userId);
    expect((await auditRows('customer.personal_search')).length).toBe(before + 4);
  });

  it("shows an admin a customer's accounts, ban and documents with the personal data, each view audited", async () => {
    const before = (await auditRows('customer.personal_read')).length;
    const res = await detail(admin, customer.userId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CustomerDetail>();
    expect(body).toMatchObject({
      userId: customer.userId,
      banLevel: 0,
      verificationState: 'none',
      personal: { email, phone },
      documents: [],
    });
    expect(body.accounts.length).toBeGreaterThan(0);
    expect(body.accounts[0]).toMatchObject({ type: 0, currencyId: 643, balance: 0 });
    await detail(admin, customer.userId);
    expect((await auditRows('customer.personal_read')).length).toBe(before + 2);
  });

  it('shows QA the same customer without personal data, audits nothing, and refuses QA a search by e-mail or phone', async () => {
    const readsBefore = (await auditRows('customer.personal_read')).length;
    const res = await detail(qa, customer.userId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CustomerDetail>();
    expect(body.personal).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain(email);
    expect(JSON.stringify(body)).not.toContain(phone);
    expect((await auditRows('customer.personal_read')).length).toBe(readsBefore);

    const byId = await search(qa, 'id', customer.userId);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<CustomerSearchAnswer>()).toMatchObject({
      personal: false,
      customers: [{ userId: customer.userId }],
    });
    expect(byId.json<CustomerSearchAnswer>().customers[0]?.personal).toBeUndefined();
    for (const [by, q] of [
      ['email', email],
      ['phone', phone],
      ['login', email],
    ] as const) {
      const refused = await search(qa, by, q);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ reason: 'operator_forbidden' });
    }
  });

  it('refuses the look-up to roles without operations.read and to a visitor with no session', async () => {
    for (const headers of [editor, trader]) {
      const res = await detail(headers, customer.userId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'operator_forbidden' });
      expect((await search(headers, 'id', customer.userId)).statusCode).toBe(403);
    }
    const anonymous = await app.inject({ url: `/operator-api/customers/${customer.userId}` });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await detail(customer.headers, customer.userId);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ reason: 'operator_only' });
  });

  it('refuses bad input with a 400 and a code, and an unknown customer with 404', async () => {
    for (const url of [
      '/operator-api/customers?by=id&q=abc',
      '/operator-api/customers?by=name&q=Ann',
      '/operator-api/customers?by=id',
      '/operator-api/customers?by=phone&q=12',
      `/operator-api/customers?by=id&q=1&extra=1`,
      '/operator-api/customers/12ab',
    ]) {
      const res = await app.inject({ url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json<{ reason: string }>().reason).toBe('string');
    }
    const unknown = await detail(admin, '999999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'not_found' });
  });

  it("lets QA read the verification queue, one customer's documents with userId", async () => {
    const other = await signUpFast(app);
    for (const userId of [customer.userId, other.userId]) {
      await database.db
        .insertInto('verification_documents')
        .values({
          user_id: userId,
          kind: 'passport',
          format: 'png',
          size_bytes: 10,
          storage_key: `test/${userId}`,
        })
        .execute();
    }
    const queue = await app.inject({
      url: `/operator-api/verification/documents?userId=${customer.userId}`,
      headers: qa,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const documents = queue.json<{ documents: { userId: string; status: string }[] }>().documents;
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ userId: customer.userId, status: 'pending' });
    const bad = await app.inject({
      url: '/operator-api/verification/documents?userId=12ab',
      headers: qa,
    });
    expect(bad.statusCode).toBe(400);
    const shown = (await detail(qa, customer.userId)).json<CustomerDetail>();
    expect(shown.documents).toMatchObject([{ kind: 'passport', status: 'pending' }]);
  });

  it('refuses QA a verification request and a ban, changing nothing', async () => {
    const decision = await app.inject({
      method: 'POST',
      url: `/operator-api/verification/customers/${customer.userId}/request`,
      headers: qa,
      payload: {},
    });
    expect(decision.statusCode).toBe(403);
    const ban = await app.inject({
      method: 'PUT',
      url: `/operator-api/customers/${customer.userId}/ban`,
      headers: qa,
      payload: { level: 45, version: 0 },
    });
    expect(ban.statusCode).toBe(403);
    expect(ban.json()).toMatchObject({ reason: 'operator_forbidden' });
    const after = (await detail(admin, customer.userId)).json<CustomerDetail>();
    expect(after).toMatchObject({ banLevel: 0, verificationState: 'none' });
  });
});
