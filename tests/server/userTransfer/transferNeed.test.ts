// SPEC section 6 "A user needing an office transfer gets a transfer modal": the session answers
// transfer_brand, the brand (office) the account belongs to when it is not the one signed in on
// (server/userTransfer/transferNeed.ts); test control records an account's brand, validated.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_CONTROL_ACCOUNT_BRAND } from '../../../server/testControl/transferControlRoutes';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { serverFor } from '../casino/walletTestKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const NORD = 'nord.localhost';

describe.each(databaseBackends())('the transfer a customer needs on $name', (backend) => {
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

  const session = async (user: SignedUpUser | null, host?: string) => {
    const res = await app.inject({
      url: '/web-api/session',
      headers: { ...(user ? user.headers : {}), ...(host ? { host } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ user_id: number | null; transfer_brand: string | null }>();
  };

  const setBrand = (userId: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: TEST_CONTROL_ACCOUNT_BRAND(userId),
      headers: { origin: TEST_ORIGIN },
      payload: payload as Record<string, unknown>,
    });

  it('a guest and a customer never moved need no transfer', async () => {
    expect((await session(null)).transfer_brand).toBeNull();
    const user = await signUpFast(app);
    const answer = await session(user);
    expect(answer.user_id).toBe(Number(user.userId));
    expect(answer.transfer_brand).toBeNull();
  });

  it('an account that belongs to nord needs a transfer on aurora, none on nord', async () => {
    const user = await signUpFast(app);
    const set = await setBrand(user.userId, { brand: 'nord' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ userId: user.userId, brand: 'nord' });
    expect((await session(user)).transfer_brand).toBe('nord');
    expect((await session(user, NORD)).transfer_brand).toBeNull();

    // Moved back to aurora (as a transfer there records it): none needed on aurora any more.
    expect((await setBrand(user.userId, { brand: 'aurora' })).statusCode).toBe(200);
    expect((await session(user)).transfer_brand).toBeNull();
    expect((await session(user, NORD)).transfer_brand).toBe('aurora');
  });

  it('a brand the platform no longer has is no target', async () => {
    const user = await signUpFast(app);
    await database.db
      .insertInto('customer_brands')
      .values({ user_id: user.userId, brand: 'closed-brand', transferred_at: new Date() })
      .execute();
    expect((await session(user)).transfer_brand).toBeNull();
  });

  it('refuses an unknown brand, a malformed one, extra fields and an unknown customer; nothing changes', async () => {
    const user = await signUpFast(app);
    const unknown = await setBrand(user.userId, { brand: 'mars' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'transfer_brand_unknown', field: 'brand' });
    for (const bad of [{ brand: 'Nord!' }, {}, { brand: 'nord', extra: 1 }, { brand: 7 }]) {
      const res = await setBrand(user.userId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const nobody = await setBrand('999999999999', { brand: 'nord' });
    expect(nobody.statusCode).toBe(404);
    expect((await session(user)).transfer_brand).toBeNull();
    const rows = await database.db
      .selectFrom('customer_brands')
      .select('brand')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
