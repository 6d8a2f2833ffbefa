// An operator moves a customer's account to another brand (PUT /operator-api/customers/{id}/brand,
// server/userTransfer/operatorTransferRoutes.ts): only a role holding 'operations' on that brand,
// audited with the brand before and after, and the session then asks the customer signed in on
// the other brand to move (SPEC section 6, the transfer modal). Bad input changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BRAND_PATH } from '../../../domain/userTransfer/accountBrand';
import type { AppDatabase } from '../../../server/db/index';
import { accessServerFor, refusalOf, signedInOperator, signUpFast } from '../access/accessTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const NORD = 'nord.localhost';

describe.each(databaseBackends())("an operator's move of an account on $name", (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => ({ app, database } = held));

  const move = (userId: string, payload: unknown, headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: ACCOUNT_BRAND_PATH(userId),
      headers,
      payload: payload as Record<string, unknown>,
    });

  const transferBrand = async (headers: Record<string, string>, host?: string) => {
    const res = await app.inject({
      url: '/web-api/session',
      headers: { ...headers, ...(host ? { host } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ transfer_brand: string | null }>().transfer_brand;
  };

  const recordedBrand = async (userId: string) =>
    (
      await database.db
        .selectFrom('customer_brands')
        .select('brand')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.brand ?? null;

  const auditOf = (userId: string) =>
    database.db
      .selectFrom('operator_audit')
      .select(['action', 'operator_id', 'brand', 'details'])
      .where('target', '=', `customer/${userId}`)
      .orderBy('id')
      .execute();

  it('an admin moves an account to nord and back: audited, the session asks for the transfer', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await signUpFast(app);
    expect(await transferBrand(customer.headers)).toBeNull();

    const toNord = await move(customer.userId, { brand: 'nord' }, admin.headers);
    expect(toNord.statusCode, toNord.body).toBe(200);
    expect(toNord.json()).toEqual({ userId: customer.userId, brand: 'nord', previous: null });
    expect(await transferBrand(customer.headers)).toBe('nord');
    expect(await transferBrand(customer.headers, NORD)).toBeNull();
    // The customers desk shows the brand the account was moved to.
    const detail = await app.inject({
      url: `/operator-api/customers/${customer.userId}`,
      headers: admin.headers,
    });
    expect(detail.json<{ accountBrand: string | null }>().accountBrand).toBe('nord');

    const back = await move(customer.userId, { brand: 'aurora' }, admin.headers);
    expect(back.json()).toEqual({ userId: customer.userId, brand: 'aurora', previous: 'nord' });
    expect(await transferBrand(customer.headers)).toBeNull();
    expect(await transferBrand(customer.headers, NORD)).toBe('aurora');

    // The desk's read of the customer is audited too (personal data): the moves are these two.
    const audit = (await auditOf(customer.userId)).filter((a) => a.action === 'customer.brand');
    expect(audit.map((a) => [a.action, String(a.operator_id), a.brand])).toEqual([
      ['customer.brand', admin.id, 'nord'],
      ['customer.brand', admin.id, 'aurora'],
    ]);
    const details = audit.map((a) =>
      typeof a.details === 'string' ? (JSON.parse(a.details) as unknown) : a.details,
    );
    expect(details).toEqual([
      { brand: 'nord', previous: null },
      { brand: 'aurora', previous: 'nord' },
    ]);
  });

  it('refuses roles without operations, a partner, a customer and a guest; nothing recorded', async () => {
    const customer = await signUpFast(app);
    for (const role of ['editor', 'qa', 'trader'] as const) {
      const op = await signedInOperator(app, database, role);
      const res = await move(customer.userId, { brand: 'nord' }, op.headers);
      expect(res.statusCode, role).toBe(403);
    }
    const partner = await signedInOperator(app, database, 'partner', 'nord');
    expect((await move(customer.userId, { brand: 'nord' }, partner.headers)).statusCode).toBe(403);
    const self = await move(customer.userId, { brand: 'nord' }, customer.headers);
    expect([401, 403]).toContain(self.statusCode);
    const guest = await move(customer.userId, { brand: 'nord' }, {});
    expect([401, 403]).toContain(guest.statusCode);
    expect(await recordedBrand(customer.userId)).toBeNull();
    expect(await auditOf(customer.userId)).toEqual([]);
  });

  it('refuses bad input with a reason and changes nothing: unknown brand, bad body, unknown customer', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await signUpFast(app);
    expect((await move(customer.userId, { brand: 'nord' }, admin.headers)).statusCode).toBe(200);

    const unknown = await move(customer.userId, { brand: 'atlantis' }, admin.headers);
    expect(refusalOf(unknown)).toMatchObject({
      status: 400,
      reason: 'brand_unknown',
      field: 'brand',
    });
    for (const payload of [{}, { brand: 'Nord' }, { brand: 7 }, { brand: 'nord', x: 1 }]) {
      const bad = await move(customer.userId, payload, admin.headers);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badId = await move('abc', { brand: 'nord' }, admin.headers);
    expect(badId.statusCode).toBe(400);
    const missing = await move('999999999', { brand: 'aurora' }, admin.headers);
    expect(refusalOf(missing)).toMatchObject({ status: 404, reason: 'not_found' });

    expect(await recordedBrand(customer.userId)).toBe('nord');
    expect((await auditOf(customer.userId)).map((a) => a.action)).toEqual(['customer.brand']);
    expect(await auditOf('999999999')).toEqual([]);
  });
});
