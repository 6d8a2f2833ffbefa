// Bad input to the coupon routes: 400 naming the field (or 401 without sign-in), never a 500,
// and nothing written.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  newKey,
  place,
  PLACE_URL,
  writeSnapshot,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('coupon bad input on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let picks: Pick[];
  let customer: Customer;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 3);
    customer = await fundedCustomer(app, database, 1_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const valid = () => ({
    typeId: 1,
    accountId: customer.mainAccountId,
    amount: 100,
    changeCoefAction: 2,
    bets: picks.map((p) => betOf(p)),
  });

  it('placement: 400 naming the field, nothing written', async () => {
    const snapshot = await writeSnapshot(database);
    const bet = () => betOf(picks[0]!);
    const cases: [unknown, RegExp][] = [
      [{ ...valid(), typeId: 3 }, /typeId/],
      [{ ...valid(), typeId: '1' }, /typeId/],
      [{ ...valid(), accountId: -1 }, /accountId/],
      [{ ...valid(), accountId: 1.5 }, /accountId/],
      [{ ...valid(), amount: -1 }, /amount/],
      [{ ...valid(), amount: '100' }, /amount/],
      [{ ...valid(), amount: 1e300 }, /amount/],
      [{ ...valid(), changeCoefAction: 3 }, /changeCoefAction/],
      [{ ...valid(), bets: [] }, /bets/],
      [{ ...valid(), bets: 'all' }, /bets/],
      [{ ...valid(), bets: [{ ...bet(), coef: 1 }] }, /coef/],
      [{ ...valid(), bets: [{ ...bet(), coef: 2.345 }] }, /bets\/0\/coef/],
      [{ ...valid(), bets: [{ ...bet(), outcomeId: 0 }] }, /outcomeId/],
      [{ ...valid(), bets: [{ ...bet(), extra: 1 }] }, /extra/],
      [{ ...valid(), exactCoef: 1.234 }, /exactCoef/],
      [{ ...valid(), systemValue: 1 }, /systemValue/],
      [{ ...valid(), amountByBetId: { abc: 1 } }, /amountByBetId/],
      [{ ...valid(), amountByBlockId: { 1: -5 } }, /amountByBlockId/],
      [{ ...valid(), promoCode: 'x'.repeat(101) }, /promoCode/],
      [{ ...valid(), surprise: true }, /surprise/],
      [
        (() => {
          const b: Record<string, unknown> = valid();
          delete b.bets;
          return b;
        })(),
        /bets/,
      ],
    ];
    for (const [body, field] of cases) {
      const res = await place(app, customer, body);
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(field);
    }
    const huge = await app.inject({
      method: 'POST',
      url: PLACE_URL,
      headers: {
        ...customer.headers,
        'idempotency-key': newKey(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(valid()).replace('"amount":100', '"amount":1e400'),
    });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json<{ message: string }>().message).toMatch(/amount/);
    const noKey = await place(app, customer, valid(), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ message: string }>().message).toMatch(/idempotency-key/);
    const longKey = await place(app, customer, valid(), 'k'.repeat(101));
    expect(longKey.statusCode).toBe(400);
    const notJson = await app.inject({
      method: 'POST',
      url: PLACE_URL,
      headers: {
        ...customer.headers,
        'idempotency-key': newKey(),
        'content-type': 'application/json',
      },
      payload: '{"typeId":',
    });
    expect(notJson.statusCode).toBe(400);
    const guest = await app.inject({
      method: 'POST',
      url: PLACE_URL,
      headers: { origin: customer.headers.origin!, 'idempotency-key': newKey() },
      payload: valid(),
    });
    expect(guest.statusCode).toBe(401);
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('history, one coupon, save and load: 400 naming the field', async () => {
    const snapshot = await writeSnapshot(database);
    const get = (url: string) => app.inject({ url, headers: customer.headers });
    for (const [url, field] of [
      ['/web-api/bets/history?page=0', /page/],
      ['/web-api/bets/history?page=abc', /page/],
      ['/web-api/bets/history?page=Infinity', /page/],
      ['/web-api/bets/history?page=1e400', /page/],
      ['/web-api/bets/history?page=-Infinity', /page/],
      ['/web-api/bets/history?pageSize=NaN', /pageSize/],
      ['/web-api/bets/history?pageSize=1000', /pageSize/],
      ['/web-api/bets/history?pageSize=2.5', /pageSize/],
      ['/web-api/bets/history?period=2d', /period/],
      ['/web-api/bets/history?status=pending', /status/],
      ['/web-api/bets/history?type=3', /type/],
      ['/web-api/bets/history?other=1', /other/],
      ['/web-api/coupon/12ab', /couponId/],
      ['/web-api/coupon/-5', /couponId/],
      ['/web-api/coupon/1234567890123456', /couponId/],
      ['/web-api/coupon/load/abc', /code/],
      ['/web-api/coupon/load/ABCDEFGH?lng=xx', /lng/],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, `${url} -> ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(field);
    }
    for (const [payload, field] of [
      [{ typeId: 1, bets: [] }, /bets/],
      [{ typeId: 5, bets: [{ outcomeId: 1, gameId: 1 }] }, /typeId/],
      [{ typeId: 1, bets: [{ outcomeId: 1 }] }, /gameId/],
      [{ typeId: 1, bets: [{ outcomeId: 1, gameId: 1, coef: 2 }] }, /coef/],
      [{ typeId: 2, systemValue: 0, bets: [{ outcomeId: 1, gameId: 1 }] }, /systemValue/],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/coupon/save',
        headers: { origin: customer.headers.origin! },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(field);
    }
    expect((await app.inject({ url: '/web-api/bets/history' })).statusCode).toBe(401);
    expect(await writeSnapshot(database)).toBe(snapshot);
  });

  it('documents every coupon route in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/web-api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string }[];
            requestBody?: unknown;
            responses: Record<string, unknown>;
          }
        >
      >;
    }>();
    const placeOp = doc.paths['/web-api/coupon/place']!.post!;
    expect(placeOp.requestBody).toBeDefined();
    expect(placeOp.parameters?.map((p) => p.name)).toContain('idempotency-key');
    expect(Object.keys(placeOp.responses)).toEqual(
      expect.arrayContaining(['200', '400', '409', '422']),
    );
    expect(doc.paths['/web-api/coupon/save']!.post).toBeDefined();
    expect(doc.paths['/web-api/coupon/load/{code}']!.get).toBeDefined();
    expect(doc.paths['/web-api/coupon/{couponId}']!.get).toBeDefined();
    const history = doc.paths['/web-api/bets/history']!.get!;
    expect(history.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['period', 'status', 'type', 'page', 'pageSize']),
    );
  });
});
