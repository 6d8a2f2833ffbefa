// Promo codes: operators define them (behind 'operations', audited); customers check and redeem
// them. Used twice, over the overall limit, before or after the validity window, unknown: refused
// with the reason code and nothing changes.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusListResponse } from '../../../domain/bonus/contract';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { accountData, moneySnapshot, SANDBOX_SECRET } from '../money/moneyTestKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const DAY = 24 * 3600 * 1000;

describe.each(databaseBackends())('promo codes on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let admin: SignedInOperator;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({
      database,
      payments: { sandboxSecret: SANDBOX_SECRET, sandboxDelayMs: 0 },
    });
    admin = await signedInOperator(app, database, 'admin');
  });
  afterAll(async () => {
    await app.close();
    expect((await checkLedger(database.db)).problems).toEqual([]);
    await drop();
  });

  const define = (body: Record<string, unknown>, headers = admin.headers) =>
    app.inject({
      method: 'POST',
      url: '/operator-api/promo-codes',
      headers,
      payload: {
        brand: 'aurora',
        kind: 'amount',
        amount: 5_000,
        currencyId: 643,
        multiplier: 0,
        perCustomerLimit: 1,
        totalLimit: 100,
        validFrom: new Date(Date.now() - DAY).toISOString(),
        validTo: new Date(Date.now() + DAY).toISOString(),
        ...body,
      },
    });
  const redeem = (user: SignedUpUser, code: string) =>
    app.inject({
      method: 'POST',
      url: '/web-api/promo-codes/redeem',
      headers: user.headers,
      payload: { code },
    });
  const check = (user: SignedUpUser, code: string) =>
    app.inject({
      method: 'POST',
      url: '/web-api/promo-codes/check',
      headers: user.headers,
      payload: { code },
    });
  const bonuses = async (user: SignedUpUser) => {
    const res = await app.inject({ url: '/web-api/office/bonuses', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BonusListResponse>().bonuses;
  };

  it('defines a code (audited), refuses a duplicate and bad definitions', async () => {
    const res = await define({ code: 'welcome5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'WELCOME5' });
    const audit = await sql<{ action: string; target: string }>`
      select action, target from operator_audit where action = 'promo_code.create'`.execute(
      database.db,
    );
    expect(audit.rows).toEqual([{ action: 'promo_code.create', target: 'promo_code/WELCOME5' }]);

    const again = await define({ code: 'WELCOME5' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'promo_code_exists' });

    const backwards = await define({
      code: 'BACKWARDS',
      validFrom: new Date(Date.now() + DAY).toISOString(),
      validTo: new Date(Date.now() - DAY).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'validTo' });
    const overLimit = await define({ code: 'LIMITS', perCustomerLimit: 5, totalLimit: 2 });
    expect(overLimit.statusCode).toBe(400);
    const badCode = await define({ code: 'no spaces!' });
    expect(badCode.statusCode).toBe(400);
  });

  it('keeps promo codes to operators with operations: customers and QA are refused', async () => {
    const customer = await signUpFast(app);
    const asCustomer = await define({ code: 'SNEAKY' }, customer.headers);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ reason: 'operator_only' });
    const qa = await signedInOperator(app, database, 'qa');
    const asQa = await define({ code: 'SNEAKY' }, qa.headers);
    expect(asQa.statusCode).toBe(403);
    expect(asQa.json()).toMatchObject({ reason: 'operator_forbidden' });
    const anonymous = await define({ code: 'SNEAKY' }, { origin: TEST_ORIGIN });
    expect(anonymous.statusCode).toBe(401);
    const list = await app.inject({
      url: '/operator-api/promo-codes?brand=aurora',
      headers: admin.headers,
    });
    expect(
      list.json<{ promoCodes: { code: string }[] }>().promoCodes.map((p) => p.code),
    ).not.toContain('SNEAKY');
  });

  it('redeems an amount without wagering into the main account, and refuses it twice', async () => {
    expect((await define({ code: 'CASH50' })).statusCode).toBe(200);
    const user = await signUpFast(app);
    const checked = await check(user, 'cash50');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ code: 'CASH50', kind: 'amount', amount: 5_000 });

    const first = await redeem(user, 'cash50');
    expect(first.statusCode, first.body).toBe(200);
    let data = await accountData(app, user);
    expect(data.balance).toBe(5_000);
    expect(data.bonus).toBe(0);
    expect(await bonuses(user)).toEqual([
      expect.objectContaining({ source: 'promo', status: 'completed', promoCode: 'CASH50' }),
    ]);

    const snapshot = await moneySnapshot(database);
    const twice = await redeem(user, 'CASH50');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ reason: 'promo_already_used', field: 'code' });
    expect((await check(user, 'CASH50')).json()).toMatchObject({ reason: 'promo_already_used' });
    expect(await moneySnapshot(database)).toBe(snapshot);
    data = await accountData(app, user);
    expect(data.balance).toBe(5_000);
  });

  it('credits a wagered amount bonus to the bonus account, and a free bet as a token with no money', async () => {
    expect((await define({ code: 'WAGER', multiplier: 10 })).statusCode).toBe(200);
    expect((await define({ code: 'FREEBET', kind: 'free_bet', amount: 1_000 })).statusCode).toBe(
      200,
    );
    const user = await signUpFast(app);
    expect((await redeem(user, 'WAGER')).statusCode).toBe(200);
    expect((await redeem(user, 'FREEBET')).statusCode).toBe(200);
    const data = await accountData(app, user);
    // The free bet moves money only when a coupon stakes it (docs/bonus.md "Free bets").
    expect(data.bonus).toBe(5_000);
    expect(data.balance).toBe(0);
    const list = await bonuses(user);
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'free_bet',
        product: 'sports',
        status: 'active',
        amount: 1_000,
      }),
      expect.objectContaining({ kind: 'bonus', product: null, required: 50_000 }),
    ]);
  });

  it('refuses over the overall limit, outside the window, an unknown code and another currency', async () => {
    expect((await define({ code: 'ONLYTWO', totalLimit: 2 })).statusCode).toBe(200);
    const [a, b, c] = [await signUpFast(app), await signUpFast(app), await signUpFast(app)];
    const nordUser = await signUpFast(app);
    expect((await redeem(a, 'ONLYTWO')).statusCode).toBe(200);
    expect((await redeem(b, 'ONLYTWO')).statusCode).toBe(200);
    const snapshot = await moneySnapshot(database);
    expect((await redeem(c, 'ONLYTWO')).json()).toMatchObject({ reason: 'promo_limit_reached' });

    expect(
      (
        await define({
          code: 'LATER',
          validFrom: new Date(Date.now() + DAY).toISOString(),
          validTo: new Date(Date.now() + 2 * DAY).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await redeem(c, 'LATER')).json()).toMatchObject({ reason: 'promo_not_started' });
    expect(
      (
        await define({
          code: 'GONE',
          validFrom: new Date(Date.now() - 2 * DAY).toISOString(),
          validTo: new Date(Date.now() - DAY).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await redeem(c, 'GONE')).json()).toMatchObject({ reason: 'promo_expired' });
    expect((await redeem(c, 'NOSUCHCODE')).json()).toMatchObject({ reason: 'promo_not_found' });
    expect((await define({ code: 'DOLLARS', currencyId: 840 })).statusCode).toBe(200);
    expect((await redeem(c, 'DOLLARS')).json()).toMatchObject({
      reason: 'promo_currency_mismatch',
    });
    // A code of another brand is not this brand's.
    const onNord = await app.inject({
      method: 'POST',
      url: '/web-api/promo-codes/redeem',
      headers: { ...nordUser.headers, host: 'nord.localhost', origin: 'http://nord.localhost' },
      payload: { code: 'CASH50' },
    });
    expect(onNord.json()).toMatchObject({ reason: 'promo_not_found' });
    expect(await moneySnapshot(database)).toBe(snapshot);
    expect((await accountData(app, c)).balance).toBe(0);
  });

  it('lets parallel redemptions pass neither limit', async () => {
    expect((await define({ code: 'RACE', totalLimit: 3, perCustomerLimit: 2 })).statusCode).toBe(
      200,
    );
    const user = await signUpFast(app);
    const other = await signUpFast(app);
    const answers = await Promise.all([
      redeem(user, 'RACE'),
      redeem(user, 'RACE'),
      redeem(user, 'RACE'),
      redeem(other, 'RACE'),
      redeem(other, 'RACE'),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const { rows } = await sql<{ user_id: string | number; n: string | number }>`
      select r.user_id, count(*) as n from promo_redemptions r
      join promo_codes p on p.id = r.promo_code_id where p.code = 'RACE'
      group by r.user_id`.execute(database.db);
    for (const row of rows) expect(Number(row.n)).toBeLessThanOrEqual(2);
  });

  it('refuses bad input with a reason', async () => {
    const user = await signUpFast(app);
    for (const payload of [
      {},
      { code: '' },
      { code: 'a b' },
      { code: 'X'.repeat(40) },
      { code: 1 },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/promo-codes/redeem',
        headers: user.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('reason');
    }
  });
});
