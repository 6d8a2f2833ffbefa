// POST /web-api/games/launch: demo for guests, real money only for signed-in customers allowed to
// play, an outside provider's game refused (provider_unavailable), never a fake game; the session
// it opens is the one the wallet then moves money on. Games are put in the catalogue's tables by
// the test, with ids far from the seeded catalogue's.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_LAUNCH_PATH } from '../../../domain/casino/gameLaunch';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, TEST_ORIGIN } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  buildWalletServer,
  CLOSED_IN_RU,
  NO_DEMO,
  OUTSIDE,
  putGames,
  SLOT,
  walletCall,
  type WalletServer,
} from './walletTestKit';
import { fundedCustomer } from '../coupon/couponTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('game launch on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let server: WalletServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    server = await buildWalletServer(database);
    app = server.app;
    await putGames(database);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const launch = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: GAME_LAUNCH_PATH,
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: body,
    });

  it("opens a guest's demo of a built-in game in the provider's frame page", async () => {
    const res = await launch({ gameId: SLOT, mode: 'demo', lng: 'en' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ url: string; sessionId: string; mode: string }>();
    expect(answer.mode).toBe('demo');
    expect(answer.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.url).toBe(
      `/builtin-provider/games/builtin-slot?session=${answer.sessionId}&lng=en`,
    );
    const session = await database.db
      .selectFrom('casino_game_sessions')
      .selectAll()
      .where('id', '=', answer.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ mode: 'demo', user_id: null, account_id: null });
    // The wallet never moves money for it.
    const res2 = await walletCall(server, 'balance', { sessionId: answer.sessionId });
    expect(res2.json()).toMatchObject({ code: 'DEMO_SESSION' });
  });

  it('refuses real money to a guest (401) and opens no session', async () => {
    const before = await sessionCount(database);
    const res = await launch({ gameId: SLOT, mode: 'real' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ reason: 'unauthorized' });
    expect(await sessionCount(database)).toBe(before);
  });

  it("refuses an outside provider's game (provider_unavailable), in demo and for money", async () => {
    const customer = await signUpFast(app);
    for (const [mode, headers] of [
      ['demo', {}],
      ['real', customer.headers],
    ] as const) {
      const res = await launch({ gameId: OUTSIDE, mode }, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ reason: 'provider_unavailable' });
    }
  });

  it('refuses an unknown game, a game closed in the country and demo of a game without one', async () => {
    expect((await launch({ gameId: 123_456_789, mode: 'demo' })).json()).toMatchObject({
      reason: 'game_not_found',
    });
    const customer = await signUpFast(app, { country_id: 643 });
    const closed = await launch({ gameId: CLOSED_IN_RU, mode: 'real' }, customer.headers);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ reason: 'game_not_found' });
    const noDemo = await launch({ gameId: NO_DEMO, mode: 'demo' });
    expect(noDemo.statusCode).toBe(409);
    expect(noDemo.json()).toMatchObject({ reason: 'demo_not_available' });
  });

  it("opens a customer's real session on the active account, which the wallet then debits", async () => {
    const customer = await fundedCustomer(app, database, 5_000);
    const res = await launch({ gameId: SLOT, mode: 'real', lng: 'ar' }, customer.headers);
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json<{ sessionId: string; url: string }>();
    expect(url).toContain('lng=ar');
    const debit = await walletCall(server, 'debit', {
      sessionId,
      transactionId: `launch-${sessionId}`,
      roundId: `launch-round-${sessionId}`,
      amount: 1_000,
      currency: 'RUB',
    });
    expect(debit.json()).toMatchObject({ status: 'OK', balance: 4_000 });
    const recent = await database.db
      .selectFrom('casino_recently_played')
      .select('game_id')
      .where('user_id', '=', customer.userId)
      .execute();
    expect(recent.map((r) => r.game_id)).toEqual([SLOT]);
  });

  it('refuses a banned customer any launch (customer_banned, server/access/banGate.ts); demo stays open to guests', async () => {
    const customer = await signUpFast(app);
    await sql`update users set ban_level = 1 where id = ${customer.userId}`.execute(database.db);
    const real = await launch({ gameId: SLOT, mode: 'real' }, customer.headers);
    expect(real.statusCode).toBe(403);
    expect(real.json()).toMatchObject({ reason: 'customer_banned' });
    const demo = await launch({ gameId: SLOT, mode: 'demo' }, customer.headers);
    expect(demo.statusCode).toBe(403);
    expect((await launch({ gameId: SLOT, mode: 'demo' })).statusCode).toBe(200);
  });

  it('refuses a malformed launch with a field reason', async () => {
    for (const body of [
      { gameId: SLOT },
      { gameId: 'x', mode: 'demo' },
      { gameId: SLOT, mode: 'free' },
    ]) {
      const res = await launch(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('field');
    }
  });
});

async function sessionCount(database: AppDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('casino_game_sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
