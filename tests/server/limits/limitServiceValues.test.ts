// The limit service's value sets over HTTP (SPEC sections 3, 4): every type listed in its section
// with its values, measure and window; every customer type set at once; values outside their sets,
// unknown types and type 37 refused, changing nothing; on every backend.
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../testServer';
import { limitServiceFor, RUB } from './limitServiceHarness';
import {
  historyOf,
  limitCall,
  limitsOf,
  limitsSnapshot,
  saveLimits,
  setLimit,
  signUpFast,
} from './limitsTestKit';

describe.each(databaseBackends())('limit service ($name)', (backend) => {
  const server = limitServiceFor(backend);

  it('lists every type of the SPEC table in its section, with values, measure and window', async () => {
    const user = await signUpFast(server.app);
    const res = await limitCall(server.app, user, 'GET', 'availablelimits');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      sections: { id: string; title: string; fields: { type: number; isLocked: boolean }[] }[];
      limits: {
        type: number;
        measure: string;
        availableValues: number[];
        isCustomAllowed: boolean;
        windowHours: number | null;
      }[];
      currencyId: number;
      coolingOffHours: number;
    }>();
    expect(body.sections.map((s) => s.id)).toEqual([
      'deposit',
      'extra',
      'reality',
      'wagering',
      'loss',
    ]);
    expect(body.sections.map((s) => s.fields.map((f) => f.type))).toEqual([
      [20, 21, 22],
      [30, 31, 33, 37],
      [32],
      [1, 2, 3],
      [10, 11, 12],
    ]);
    expect(body.sections[0]!.title).toBe('limits_section_deposit_title');
    expect(body.currencyId).toBe(643);
    expect(body.coolingOffHours).toBe(24);
    const byType = new Map(body.limits.map((l) => [l.type, l]));
    expect([...byType.keys()].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37,
    ]);
    expect(byType.get(31)).toMatchObject({
      measure: 'hours',
      availableValues: Array.from({ length: 24 }, (_, i) => i + 1),
    });
    expect(byType.get(32)).toMatchObject({
      measure: 'minutes',
      availableValues: [5, 10, 15, 30, 45, 60],
    });
    expect(byType.get(33)).toMatchObject({ measure: 'days', availableValues: [1, 7, 30, 90] });
    expect(byType.get(30)!.availableValues).toEqual([
      1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650,
    ]);
    expect(byType.get(20)!.availableValues.at(-1)).toBe(999_999_999);
    expect(byType.get(20)).toMatchObject({
      measure: 'amount',
      windowHours: 24,
      isCustomAllowed: false,
    });
    expect(byType.get(21)).toMatchObject({ windowHours: 168, isCustomAllowed: true });
    expect(byType.get(12)).toMatchObject({ windowHours: 720 });
    expect(byType.get(1)!.availableValues).toEqual(
      [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000].map((n) => n * RUB),
    );
  });

  it('sets every customer type at once (stricter than none), ACTIVE with what is left', async () => {
    const user = await signUpFast(server.app);
    const values: Record<number, number> = {
      1: 100 * RUB,
      2: 200 * RUB,
      3: 500 * RUB,
      10: 50 * RUB,
      11: 100 * RUB,
      12: 200 * RUB,
      20: 10 * RUB,
      21: 20 * RUB,
      22: 50 * RUB,
      31: 3,
      32: 15,
    };
    const res = await saveLimits(
      server.app,
      user,
      Object.entries(values).map(([type, limitValue]) => ({ type: Number(type), limitValue })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, questions: [], tokenGuid: null });
    const limits = await limitsOf(server.app, user);
    expect(limits).toHaveLength(11);
    for (const limit of limits) {
      expect(limit).toMatchObject({
        limitValue: values[limit.type],
        limitState: 'ACTIVE',
        limitType: 0,
        needApprove: false,
      });
      const money = limit.type < 30;
      expect(limit.limitBalance).toBe(money ? values[limit.type] : null);
    }
    const history = await historyOf(server.database, user.userId);
    expect(history.map((h) => h.event)).toEqual(Array(11).fill('set'));
  });

  it('refuses values outside their sets, unknown types and type 37, changing nothing', async () => {
    const user = await signUpFast(server.app);
    const bad: [number, number, number, string][] = [
      [20, 12_345, 400, 'limit_value_not_allowed'],
      [1, 999_999_999, 400, 'limit_value_not_allowed'],
      [31, 25, 400, 'limit_value_not_allowed'],
      [31, 0, 400, 'limit_value_not_allowed'],
      [32, 7, 400, 'limit_value_not_allowed'],
      [33, 2, 400, 'limit_value_not_allowed'],
      [30, 2, 400, 'limit_value_not_allowed'],
      [30, 364, 400, 'limit_value_not_allowed'],
      [99, 1, 400, 'limit_unknown_type'],
      [37, 1, 403, 'limit_not_settable'],
    ];
    const before = await limitsSnapshot(server.database);
    for (const [type, limitValue, status, reason] of bad) {
      const res = await saveLimits(server.app, user, [{ type, limitValue }]);
      expect(res.statusCode, `${type}=${limitValue}`).toBe(status);
      expect(res.json()).toMatchObject({ status, reason, title: `error_${reason}` });
    }
    // One bad value refuses the whole save.
    const mixed = await saveLimits(server.app, user, [
      { type: 20, limitValue: 10 * RUB },
      { type: 31, limitValue: 30 },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await limitsSnapshot(server.database)).toBe(before);
    // A type the brand configures as custom takes any amount; 360 is accepted for 365.
    await setLimit(server.app, user, 21, 12_345);
    expect((await limitsOf(server.app, user)).find((l) => l.type === 21)!.limitValue).toBe(12_345);
  });
});
