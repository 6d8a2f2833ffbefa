// SPEC section 3 notification settings bonus_type and first_deposit_bonus_type: answered in the
// user config, changed by PUT /web-api/user/bonus-settings (bad input 400, nothing changes), read
// where a bonus is granted: the first deposit earns the kind chosen last before it, and a promo
// code's amount bonus is wagered on the chosen kind or refused when bonuses are refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusSettings } from '../../../domain/bonus/bonusSettings';
import type { BonusListResponse } from '../../../domain/bonus/contract';
import type { AppDatabase } from '../../../server/db/index';
import type { SignedUpUser } from '../authHelpers';
import { depositViaSandbox, moneySnapshot } from '../money/moneyTestKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { openBonusServer, signUpWithChoice } from './bonusTestKit';

afterAll(removeTempDirs);

const DAY = 24 * 3600 * 1000;

describe.each(databaseBackends())('bonus settings on $name', (backend) => {
  const server = openBonusServer(backend);
  let app: FastifyInstance;
  let database: AppDatabase;
  let admin: SignedInOperator;
  beforeAll(async () => {
    ({ app, database } = server);
    admin = await signedInOperator(app, database, 'admin');
  });

  const settingsOf = async (user: SignedUpUser): Promise<BonusSettings> => {
    const res = await app.inject({ url: '/web-api/user/config', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ bonus_settings: BonusSettings }>().bonus_settings;
  };
  const put = (user: SignedUpUser, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/web-api/user/bonus-settings',
      headers: user.headers,
      payload: payload as Record<string, unknown>,
    });
  const bonuses = async (user: SignedUpUser) => {
    const res = await app.inject({ url: '/web-api/office/bonuses', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BonusListResponse>().bonuses;
  };
  const definePromo = async (code: string, kind: 'amount' | 'free_bet' = 'amount') => {
    const res = await app.inject({
      method: 'POST',
      url: '/operator-api/promo-codes',
      headers: admin.headers,
      payload: {
        brand: 'aurora',
        code,
        kind,
        amount: 5_000,
        currencyId: 643,
        multiplier: 2,
        perCustomerLimit: 1,
        totalLimit: 100,
        validFrom: new Date(Date.now() - DAY).toISOString(),
        validTo: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const promo = (user: SignedUpUser, action: 'check' | 'redeem', code: string) =>
    app.inject({
      method: 'POST',
      url: `/web-api/promo-codes/${action}`,
      headers: user.headers,
      payload: { code },
    });

  it('answers the registration choice, and the first deposit earns the kind chosen since', async () => {
    const user = await signUpWithChoice(app, 1);
    expect(await settingsOf(user)).toEqual({
      bonus_type: null,
      first_deposit_bonus_type: 1,
      first_deposit_open: true,
    });
    const changed = await put(user, { first_deposit_bonus_type: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      bonus_type: null,
      first_deposit_bonus_type: 2,
      first_deposit_open: true,
    });

    await depositViaSandbox(app, user, 20_000);
    expect(await bonuses(user)).toEqual([
      expect.objectContaining({ source: 'first_deposit', product: 'casino' }),
    ]);
    expect(await settingsOf(user)).toMatchObject({
      first_deposit_bonus_type: 2,
      first_deposit_open: false,
    });

    // After the first deposit the choice is final; bonus_type still changes.
    const late = await put(user, { first_deposit_bonus_type: 0 });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      reason: 'first_deposit_made',
      field: 'first_deposit_bonus_type',
    });
    const both = await put(user, { first_deposit_bonus_type: 0, bonus_type: 1 });
    expect(both.statusCode).toBe(400);
    expect(await settingsOf(user)).toEqual({
      bonus_type: null,
      first_deposit_bonus_type: 2,
      first_deposit_open: false,
    });
    const same = await put(user, { first_deposit_bonus_type: 2, bonus_type: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect((await settingsOf(user)).bonus_type).toBe(1);
  });

  it('refuses bad input with 400 and a reason, nothing changed; 401 signed out', async () => {
    const user = await signUpWithChoice(app, 0);
    for (const payload of [
      {},
      { bonus_type: 3 },
      { bonus_type: -1 },
      { bonus_type: null },
      { bonus_type: 1.5 },
      { first_deposit_bonus_type: 'casino' },
      { bonus_type: 1, extra: true },
    ]) {
      const res = await put(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ reason: string }>().reason).toBeTruthy();
    }
    const bare = await app.inject({
      method: 'PUT',
      url: '/web-api/user/bonus-settings',
      payload: { bonus_type: 1 },
    });
    expect(bare.statusCode).toBe(401);
    expect(await settingsOf(user)).toEqual({
      bonus_type: null,
      first_deposit_bonus_type: 0,
      first_deposit_open: true,
    });
  });

  it('refuses a promo amount bonus when bonuses are refused, and wagers it on the chosen kind', async () => {
    await definePromo('KINDCASINO');
    await definePromo('KINDFREE', 'free_bet');
    const refuser = await signUpWithChoice(app, 0);
    expect((await put(refuser, { bonus_type: 0 })).statusCode).toBe(200);
    const before = await moneySnapshot(database);
    for (const action of ['check', 'redeem'] as const) {
      const res = await promo(refuser, action, 'KINDCASINO');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'promo_bonus_refused', field: 'code' });
    }
    expect(await moneySnapshot(database)).toBe(before);
    expect(await bonuses(refuser)).toEqual([]);
    // A free bet is not a wagered bonus: the refusal is about amount bonuses.
    expect((await promo(refuser, 'redeem', 'KINDFREE')).statusCode).toBe(200);

    expect((await put(refuser, { bonus_type: 2 })).statusCode).toBe(200);
    expect((await promo(refuser, 'redeem', 'KINDCASINO')).statusCode).toBe(200);
    expect(await bonuses(refuser)).toContainEqual(
      expect.objectContaining({ source: 'promo', kind: 'bonus', product: 'casino' }),
    );

    const sports = await signUpWithChoice(app, 0);
    expect((await put(sports, { bonus_type: 1 })).statusCode).toBe(200);
    expect((await promo(sports, 'redeem', 'KINDCASINO')).statusCode).toBe(200);
    expect(await bonuses(sports)).toEqual([
      expect.objectContaining({ kind: 'bonus', product: 'sports' }),
    ]);

    const unset = await signUpWithChoice(app, 0);
    expect((await promo(unset, 'redeem', 'KINDCASINO')).statusCode).toBe(200);
    expect(await bonuses(unset)).toEqual([expect.objectContaining({ product: null })]);
  });
});
