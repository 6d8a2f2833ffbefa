// One contract layer: in tests and end-to-end runs every answer is checked against its route's
// response schema (server/app.ts, checkAnswers), so a route that answers a shape its contract does
// not have fails its test instead of sending the client something the client's types do not say.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedCouponSchema } from '../../../domain/coupon/contract';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const coupon = {
  id: 7,
  typeId: 1,
  amount: 10,
  coef: 2.5,
  possibleWin: 25,
  status: 'open',
  placedAt: '2030-01-01T00:00:00.000Z',
  currencyId: 643,
  accountId: 1,
  systemValue: null,
  isVip: false,
  isFreeBet: false,
  payout: null,
  settledAt: null,
  legs: [],
};

describe('answers against their contract', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await databaseBackends()[0]!.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database });
    // Routes answering the booked-coupon contract with what a handler might return.
    const answers: Record<string, unknown> = {
      whole: coupon,
      'missing-field': { ...coupon, isVip: undefined },
      'unknown-status': { ...coupon, status: 'pending' },
      'string-amount': { ...coupon, amount: '10.00' },
    };
    for (const [name, answer] of Object.entries(answers)) {
      app.get(
        `/contract-check/${name}`,
        { schema: { response: { 200: placedCouponSchema } } },
        () => Promise.resolve(answer),
      );
    }
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('passes an answer the contract has', async () => {
    const res = await app.inject({ url: '/contract-check/whole' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 7, status: 'open', isVip: false });
  });

  it.each(['missing-field', 'unknown-status', 'string-amount'])(
    'fails an answer the contract does not have (%s) with a 500',
    async (name) => {
      const res = await app.inject({ url: `/contract-check/${name}` });
      expect(res.statusCode).toBe(500);
    },
  );
});
