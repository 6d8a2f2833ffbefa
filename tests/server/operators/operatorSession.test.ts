// Operator accounts: sign-in and sign-out with the operator_session cookie, the refusals of
// operator endpoints (401 without a session, 403 operator_only with a customer's credentials,
// 403 operator_forbidden by role), the audit log, and test control's account route.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../../domain/operators/roles';
import type { AppDatabase } from '../../../server/db/index';
import { listAudit } from '../../../server/operators/audit';
import { installErrorHandling } from '../../../server/http/errorHandling';
import type { ServerContext } from '../../../server/http/serverContext';
import { createOperator } from '../../../server/operators/operatorAccounts';
import {
  operatorOf,
  requireOperator,
  startOperatorSession,
} from '../../../server/operators/operatorAuth';
import { cookieHeader, signUpFast, TEST_ORIGIN } from '../authHelpers';
import { serverFor } from '../casino/walletTestKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { OPERATOR_PASSWORD, signedInOperator } from './operatorKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('operator sessions on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  serverFor(
    backend,
    async (db) => ({ app: await buildTestServer({ database: db, testControl: true }) }),
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );

  const signIn = (login: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/operator-api/session',
      headers: { origin: TEST_ORIGIN },
      payload: { login, password },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('signs in with a strict httpOnly cookie, answers who is signed in, and signs out', async () => {
    await createOperator(database.db, {
      login: 'Ed.Itor',
      password: OPERATOR_PASSWORD,
      role: 'editor',
    });
    const res = await signIn('ED.ITOR', OPERATOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      operator: { login: 'ed.itor', role: 'editor', brand: null },
    });
    const cookie = res.cookies.find((c) => c.name === 'operator_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const headers = { cookie: cookieHeader(res), origin: TEST_ORIGIN };

    const who = await app.inject({ url: '/operator-api/session', headers });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ operator: { login: 'ed.itor' } });
    expect(who.headers['cache-control']).toBe('no-store');

    const out = await app.inject({ method: 'DELETE', url: '/operator-api/session', headers });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/operator-api/session', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ reason: 'operator_auth_required' });
  });

  it('refuses a wrong password, an unknown login and a disabled account alike', async () => {
    await createOperator(database.db, { login: 'qa.one', password: OPERATOR_PASSWORD, role: 'qa' });
    await createOperator(database.db, {
      login: 'gone',
      password: OPERATOR_PASSWORD,
      role: 'editor',
    });
    await database.db
      .updateTable('operators')
      .set({ disabled: true })
      .where('login', '=', 'gone')
      .execute();
    for (const [login, password] of [
      ['qa.one', 'Wrong-pass-2026!'],
      ['nobody', OPERATOR_PASSWORD],
      ['gone', OPERATOR_PASSWORD],
    ] as const) {
      const res = await signIn(login, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ reason: 'operator_credentials' });
      expect(res.cookies.find((c) => c.name === 'operator_session')).toBeUndefined();
    }
    const bad = await signIn('', '');
    expect(bad.statusCode).toBe(400);
  });

  it('makes a login wait after three failures in a row, from any address; a success clears it', async () => {
    await createOperator(database.db, {
      login: 'slow.one',
      password: OPERATOR_PASSWORD,
      role: 'qa',
    });
    const clock = { ms: Date.now() };
    const timed = await buildTestServer({ database, auth: { now: () => new Date(clock.ms) } });
    try {
      const attempt = (login: string, password: string) =>
        timed.inject({
          method: 'POST',
          url: '/operator-api/session',
          headers: { origin: TEST_ORIGIN },
          payload: { login, password },
          remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
      for (let i = 0; i < 3; i++) {
        expect((await attempt('slow.one', 'Wrong-pass-2026!')).statusCode).toBe(401);
      }
      // The fourth attempt waits, even with the right password; other logins do not.
      const waiting = await attempt('SLOW.ONE', OPERATOR_PASSWORD);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      expect(waiting.json()).toMatchObject({ reason: 'too_many_requests' });
      expect(waiting.cookies).toEqual([]);
      expect((await attempt('qa.one', OPERATOR_PASSWORD)).statusCode).toBe(200);
      // An unknown login waits alike: the wait says nothing of which logins exist.
      for (let i = 0; i < 3; i++) await attempt('no.such.operator', 'Wrong-pass-2026!');
      expect((await attempt('no.such.operator', 'Wrong-pass-2026!')).statusCode).toBe(429);

      clock.ms += 1000;
      expect((await attempt('slow.one', OPERATOR_PASSWORD)).statusCode).toBe(200);
      // Cleared: two failures in a row are free again.
      for (let i = 0; i < 2; i++) {
        expect((await attempt('slow.one', 'Wrong-pass-2026!')).statusCode).toBe(401);
      }
      expect((await attempt('slow.one', OPERATOR_PASSWORD)).statusCode).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('answers 401 without a session, 403 operator_only to a customer, never the customer data', async () => {
    const none = await app.inject({ url: '/operator-api/audit' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ reason: 'operator_auth_required' });

    const customer = await signUpFast(app);
    const byCookie = await app.inject({ url: '/operator-api/audit', headers: customer.headers });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json()).toMatchObject({ reason: 'operator_only' });
    const byBearer = await app.inject({
      url: '/operator-api/session',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(byBearer.statusCode).toBe(403);
    expect(byBearer.json()).toMatchObject({ reason: 'operator_only' });

    const forged = await app.inject({
      url: '/operator-api/session',
      headers: { cookie: 'operator_session=not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('an operator session does not open customer endpoints', async () => {
    const editor = await signedInOperator(app, database, 'editor');
    const res = await app.inject({ url: '/web-api/user/config', headers: editor.headers });
    expect(res.statusCode).toBe(401);
  });

  it('audits sign-ins and sign-outs, newest first, with the brand filter', async () => {
    const partner = await signedInOperator(app, database, 'partner', 'nord');
    const res = await app.inject({ url: '/operator-api/audit?limit=5', headers: partner.headers });
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as { entries: { operator: string; action: string }[] }).entries;
    expect(entries[0]).toMatchObject({
      operator: partner.operator.login,
      action: 'session.sign_in',
    });
    expect(entries.length).toBeLessThanOrEqual(5);

    const { operator } = partner;
    await database.db.transaction().execute(async (trx) => {
      const { recordAudit } = await import('../../../server/operators/audit');
      await recordAudit(trx, {
        operatorId: operator.id,
        action: 'studio.publish',
        brand: 'nord',
        target: 'brandBook/nord',
        details: { version: 1 },
      });
    });
    const nord = await listAudit(database.db, { brand: 'nord', limit: 10 });
    expect(nord[0]).toMatchObject({
      action: 'studio.publish',
      brand: 'nord',
      target: 'brandBook/nord',
      details: { version: 1 },
    });
    const aurora = await listAudit(database.db, { brand: 'aurora', limit: 100 });
    expect(aurora.some((e) => e.brand === 'nord')).toBe(false);

    const badQuery = await app.inject({
      url: '/operator-api/audit?limit=100000&brand=../x',
      headers: partner.headers,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('test control creates an operator idempotently and refuses another role on the same login', async () => {
    const create = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/test-control/operators',
        headers: { origin: TEST_ORIGIN },
        payload: body,
      });
    const body = {
      login: 'e2e.partner',
      password: OPERATOR_PASSWORD,
      role: 'partner',
      brand: 'aurora',
    };
    const first = await create(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ operator: { login: 'e2e.partner', brand: 'aurora' } });
    expect((await create(body)).statusCode).toBe(200);
    const other = await create({ ...body, role: 'editor', brand: undefined });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ reason: 'operator_exists' });
    expect((await create({ ...body, login: 'p2', brand: 'nowhere' })).statusCode).toBe(400);
    expect((await create({ ...body, login: 'p3', brand: undefined })).statusCode).toBe(400);
    expect((await create({ ...body, login: 'p4', role: 'root' })).statusCode).toBe(400);
  });
});

describe('test control is absent without TEST_CONTROL', () => {
  const [backend] = databaseBackends();
  let app: FastifyInstance;
  serverFor(
    backend!,
    async (db) => ({ app: await buildTestServer({ database: db }) }),
    (held) => {
      app = held.server.app;
    },
  );
  it('answers 404 for /test-control/operators', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test-control/operators',
      payload: { login: 'x1', password: OPERATOR_PASSWORD, role: 'qa' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('requireOperator with a permission', () => {
  const [backend] = databaseBackends();
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers 403 operator_forbidden to a role without it, and lets the others through', async () => {
    ({ database, drop } = await backend!.open());
    app = Fastify();
    installErrorHandling(app);
    await app.register(cookie);
    const ctx = {
      database,
      auth: { now: () => new Date(), secureCookies: false },
    } as unknown as ServerContext;
    app.get('/operations', { preHandler: requireOperator(ctx, 'operations') }, (request) => ({
      login: operatorOf(request).login,
    }));
    app.post('/session', async (request, reply) => {
      const { id } = request.body as { id: string };
      await startOperatorSession(ctx, reply, id);
      return {};
    });
    const sessionOf = async (role: OperatorRole, brand?: string) => {
      const { operator } = await createOperator(database.db, {
        login: `perm.${role}`,
        password: OPERATOR_PASSWORD,
        role,
        brand,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/session',
        payload: { id: operator.id },
      });
      return cookieHeader(res);
    };
    for (const [role, brand] of [['editor'], ['partner', 'nord'], ['qa']] as const) {
      const res = await app.inject({
        url: '/operations',
        headers: { cookie: await sessionOf(role, brand) },
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'operator_forbidden' });
    }
    const admin = await app.inject({
      url: '/operations',
      headers: { cookie: await sessionOf('admin') },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ login: 'perm.admin' });
  });
});
