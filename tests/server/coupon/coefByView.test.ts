// SPEC section 3 "Coupon to place" coefByView: the coupon's coefficient as the customer saw it in
// their coefficient view. The server computes the coefficient now, shows it in that view and, when
// the texts differ, takes the difference only as changeCoefAction allows (coef_changed otherwise,
// nothing written); a text that is no price in the view is a 400.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCoef } from '../../../domain/odds';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  place,
  writeSnapshot,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('coupon coefByView on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let picks: Pick[];
  let customer: Customer;
  /** The express's coefficient now, as the server books it. */
  let coef: number;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database));
    picks = await linePicks(app, 2);
    customer = await fundedCustomer(app, database, 1_000_000);
    const probe = await place(app, customer, express({ changeCoefAction: 2 }));
    expect(probe.statusCode, probe.body).toBe(200);
    coef = probe.json<{ coupons: { coef: number }[] }>().coupons[0]!.coef;
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  function express(extra: Record<string, unknown>) {
    return {
      typeId: 1,
      accountId: customer.mainAccountId,
      amount: 100,
      changeCoefAction: 0,
      bets: picks.map((p) => betOf(p)),
      ...extra,
    };
  }

  // The suite's brand offers views 0, 1 and 2 (couponTestKit); the other formats read back in
  // tests/domain/parseCoefInView.test.ts.
  it.each([0, 1, 2])(
    'places a coupon whose coefByView agrees in view %i, even asking on any change',
    async (coefViewId) => {
      const res = await place(
        app,
        customer,
        express({ coefViewId, coefByView: formatCoef(coef, coefViewId) }),
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('refuses a coefficient that shows otherwise now (coef_changed with the coefficient now), writing nothing', async () => {
    const before = await writeSnapshot(database);
    const shown = formatCoef(coef + 0.5, 0);
    const res = await place(app, customer, express({ coefViewId: 0, coefByView: shown }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ refusals: unknown[] }>().refusals).toEqual([
      { code: 'coef_changed', newCoef: coef },
    ]);
    expect(await writeSnapshot(database)).toBe(before);
  });

  it('takes the change as changeCoefAction says: 1 an increase only, 2 any', async () => {
    const lower = formatCoef(coef - 0.3, 2);
    const higher = formatCoef(coef + 0.3, 2);
    const rise = await place(
      app,
      customer,
      express({ changeCoefAction: 1, coefViewId: 2, coefByView: lower }),
    );
    expect(rise.statusCode, rise.body).toBe(200);
    expect(rise.json<{ coupons: { coef: number }[] }>().coupons[0]!.coef).toBe(coef);
    const fall = await place(
      app,
      customer,
      express({ changeCoefAction: 1, coefViewId: 2, coefByView: higher }),
    );
    expect(fall.statusCode, fall.body).toBe(409);
    expect(fall.json<{ refusals: { code: string }[] }>().refusals[0]!.code).toBe('coef_changed');
    const any = await place(
      app,
      customer,
      express({ changeCoefAction: 2, coefViewId: 2, coefByView: higher }),
    );
    expect(any.statusCode, any.body).toBe(200);
  });

  it.each([
    ['abc', 0],
    ['3/2', 0],
    ['2.50', 1],
    ['+1.5x', 2],
    ['', 0],
  ])('answers 400 for %j, not the form of a price in view %i', async (coefByView, coefViewId) => {
    const res = await place(app, customer, express({ coefViewId, coefByView }));
    expect(res.statusCode, res.body).toBe(400);
  });

  it('refuses a text of the right form with no price behind it unless any change is taken', async () => {
    const none = await place(app, customer, express({ coefViewId: 2, coefByView: '+50' }));
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json<{ refusals: { code: string }[] }>().refusals[0]!.code).toBe('coef_changed');
    const any = await place(
      app,
      customer,
      express({ changeCoefAction: 2, coefViewId: 2, coefByView: '+50' }),
    );
    expect(any.statusCode, any.body).toBe(200);
  });

  it('checks no coefByView on singles: each bet carries its own coefficient', async () => {
    const res = await place(app, customer, {
      ...express({ coefByView: '999.00' }),
      typeId: 9,
      changeCoefAction: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
