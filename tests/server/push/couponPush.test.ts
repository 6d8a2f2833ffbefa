// Web push (SPEC section 7 "push init"): a customer's browser subscribes, and when a coupon
// settles the push arrives at the (local) push service, encrypted for that browser and signed
// with the server's VAPID key; bad subscriptions change nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PATHS } from '../../../domain/app/pushContract';
import type { AppDatabase } from '../../../server/db/index';
import { startLocalPushService, type LocalPushService } from '../../localPushService';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  type Customer,
} from '../coupon/couponTestKit';
import { settlementHelpers, waitFor } from '../coupon/settlementKit';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

describe.each(databaseBackends())('web push on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let customer: Customer;
  let pushService: LocalPushService;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database, {
      sweepEveryMs: 200,
      push: { allowHttpEndpoints: true },
    }));
    customer = await fundedCustomer(app, database, 10_000_000);
    pushService = await startLocalPushService();
  });
  afterAll(async () => {
    await pushService.close();
    await app.close();
    await drop();
  });

  const subscribe = (body: unknown, headers = customer.headers) =>
    app.inject({ method: 'PUT', url: PUSH_PATHS.subscription, headers, payload: body as object });

  it('answers the VAPID public key to anyone', async () => {
    const res = await app.inject({ url: PUSH_PATHS.key });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('refuses a guest, a non-URL endpoint and malformed keys, and stores nothing', async () => {
    const good = { ...pushService.subscription, language: 'en' };
    const guest = await subscribe(good, { origin: customer.headers.origin! });
    expect(guest.statusCode).toBe(401);
    const notUrl = await subscribe({ ...good, endpoint: 'not a url at all' });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json()).toMatchObject({ reason: 'invalid_field', field: 'endpoint' });
    const badKeys = await subscribe({ ...good, keys: { p256dh: 'short', auth: 'x' } });
    expect(badKeys.statusCode).toBe(400);
    const rows = await database.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('sends the customer an encrypted, VAPID-signed push when their coupon settles', async () => {
    const res = await subscribe({ ...pushService.subscription, language: 'ar' });
    expect(res.statusCode, res.body).toBe(204);

    const { placeOk, storeResult } = settlementHelpers(() => ({ app, database, customer }));
    const picks = await linePicks(app, 2);
    const [coupon] = await placeOk({ typeId: 1, amount: 100, bets: picks.map((p) => betOf(p)) });
    for (const pick of picks) await storeResult(pick.game, 'won');

    await waitFor(async () => pushService.received.length > 0, 'the push to arrive');
    const push = pushService.received[0]!;
    expect(push.json).toEqual({
      kind: 'coupon_settled',
      couponId: String(coupon!.id),
      status: 'won',
      language: 'ar',
    });
    expect(push.contentEncoding).toBe('aes128gcm');
    expect(push.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  });
});
