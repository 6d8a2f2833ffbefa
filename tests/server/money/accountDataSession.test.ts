// GET /web-api/account/data reads the session check (token version, ban) in the same statement as
// the accounts: the same answers as a route behind requireUser, a revoked session refused at once,
// concurrent customers read in one statement each with their own answer, and the security
// headers of a JSON API answer.
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DATA_WITH_SESSION_SQL,
  accountDataReader,
} from '../../../server/money/customerAccounts';
import { signJwt } from '../../../server/auth/jwt';
import { signUpFast } from '../authHelpers';
import { openAuthServer, TEST_SECRET, type AuthTestServer } from '../auth/authTestServer';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

describe.each(databaseBackends())('account data and the session on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const accountData = (headers: Record<string, string>) =>
    s.app.inject({ url: '/web-api/account/data', headers });

  it('answers the signed-in customer their accounts, privately and never cached', async () => {
    const u = await signUpFast(s.app);
    const res = await accountData(u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ balance: 0, bonus: 0, is_available_first_deposit_bonus: true });
    expect(body.all_accounts.map((a: { type: number }) => a.type)).toEqual([0, 4]);
    expect(body.all_accounts.filter((a: { isActive: boolean }) => a.isActive)).toHaveLength(1);
  });

  it('refuses without a token, with a bad one, and for a user who does not exist', async () => {
    const none = await accountData({});
    expect(none.statusCode).toBe(401);
    expect(none.json().reason).toBe('unauthorized');
    const forged = await accountData({ authorization: 'Bearer a.b.c' });
    expect(forged.statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const ghost = await signJwt(
      { sub: '999999999', iat: now, exp: now + 60, ver: 0 },
      Buffer.from(TEST_SECRET),
    );
    const gone = await accountData({ authorization: `Bearer ${ghost}` });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().reason).toBe('session_expired');
  });

  it('refuses a token of an ended session (sign-out everywhere) on its very next call', async () => {
    const u = await signUpFast(s.app);
    expect((await accountData(u.headers)).statusCode).toBe(200);
    // Another process ends the session: the token version changes in the database only.
    await s.database.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', u.userId)
      .execute();
    const res = await accountData(u.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('session_expired');
    expect(res.body).not.toContain('all_accounts');
  });

  it('reads concurrent customers in one statement, each answered their own accounts', async () => {
    const rub = await signUpFast(s.app, { currency_id: 643 });
    const eur = await signUpFast(s.app, { currency_id: 978 });
    const revoked = await signUpFast(s.app, { currency_id: 840 });
    await s.database.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', revoked.userId)
      .execute();
    const now = Math.floor(Date.now() / 1000);
    // A token whose subject is no user id (signed with the server's secret): refused, and the
    // others are read all the same.
    const malformed = await signJwt(
      { sub: 'not-a-number', iat: now, exp: now + 60, ver: 0 },
      Buffer.from(TEST_SECRET),
    );
    const executeQuery = vi.spyOn(s.database.db, 'executeQuery');
    try {
      const [a, b, c, d, again] = await Promise.all([
        accountData(rub.headers),
        accountData(eur.headers),
        accountData(revoked.headers),
        accountData({ authorization: `Bearer ${malformed}` }),
        accountData(rub.headers),
      ]);
      // The route sends compiled statements (CompiledQuery), never a builder.
      const reads = executeQuery.mock.calls
        .map(([query]) => query as CompiledQuery)
        .filter((query) => query.sql === ACCOUNT_DATA_WITH_SESSION_SQL);
      // Token checks are asynchronous (jose), so on a loaded machine the five requests may reach
      // the loader in more than one event-loop turn: one statement per turn, never one per
      // request. Within a statement a customer is read once; every customer is read.
      expect(reads.length).toBeGreaterThanOrEqual(1);
      expect(reads.length).toBeLessThanOrEqual(3);
      const batches = reads.map((read) => read.parameters[0] as number[]);
      for (const ids of batches) expect(new Set(ids).size).toBe(ids.length);
      expect([...new Set(batches.flat().map(Number))].sort((x, y) => x - y)).toEqual(
        [Number(rub.userId), Number(eur.userId), Number(revoked.userId)].sort((x, y) => x - y),
      );
      const currencies = (res: typeof a) =>
        res.json().all_accounts.map((x: { currencyId: number }) => x.currencyId);
      expect(a.statusCode).toBe(200);
      expect(currencies(a)).toEqual([643, 643]);
      expect(again.json()).toEqual(a.json());
      expect(b.statusCode).toBe(200);
      expect(currencies(b)).toEqual([978, 978]);
      expect(c.statusCode).toBe(401);
      expect(c.json().reason).toBe('session_expired');
      expect(d.statusCode).toBe(401);
    } finally {
      executeQuery.mockRestore();
    }
  });

  it('reads an id that names no user as no user, without failing the statement', async () => {
    const u = await signUpFast(s.app);
    const read = accountDataReader(() => s.database.db);
    // Not digits, and digits past the largest bigint: either would fail the statement's cast.
    const [bad, tooLarge, good] = await Promise.all([
      read('1; drop table users'),
      read('9223372036854775808'),
      read(u.userId),
    ]);
    for (const none of [bad, tooLarge]) {
      expect(none.session).toBeUndefined();
      expect(none.value.all_accounts).toEqual([]);
    }
    expect(good.session?.token_version).toBeTypeOf('number');
    expect(good.value.all_accounts).toHaveLength(2);
  });

  it('sends the JSON answer the headers that matter for it, pages keep the full set', async () => {
    const u = await signUpFast(s.app);
    const api = await accountData(u.headers);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['referrer-policy']).toBeUndefined();
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    const page = await s.app.inject({ url: '/ru/', headers: { accept: 'text/html' } });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
