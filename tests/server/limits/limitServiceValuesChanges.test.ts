// The limit service's value sets and changes over HTTP (SPEC sections 3, 4, 5, 7): every type listed
// in its section with its values, measure and window; every customer type set at once; values
// outside their sets, unknown types and type 37 refused, changing nothing; stricter at once and
// looser pending, cooling-off approval, reject, removal, and the questions of a time-out that ends
// the sessions; on every backend.
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../testServer';
import { limitServiceFor, RUB } from './limitServiceHarness';
import {
  advanceClock,
  HOUR_MS,
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

  it('keeps a looser change PENDING (type 1) until the cooling-off ends, then approves it', async () => {
    const user = await signUpFast(server.app);
    await setLimit(server.app, user, 20, 10 * RUB);
    await setLimit(server.app, user, 20, 20 * RUB);
    let limits = await limitsOf(server.app, user);
    const active = limits.find((l) => l.type === 20 && l.limitState === 'ACTIVE')!;
    const pending = limits.find((l) => l.type === 20 && l.limitState === 'PENDING')!;
    expect(active.limitValue).toBe(10 * RUB);
    expect(pending).toMatchObject({ limitValue: 20 * RUB, limitType: 1, needApprove: false });
    expect(pending.endsAt! - pending.startedAt!).toBe(24 * 3600);

    const before = await limitsSnapshot(server.database);
    const early = await limitCall(server.app, user, 'POST', 'limitaction', { type: 20, action: 1 });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      reason: 'limit_cooling_off',
      endsAt: pending.endsAt,
      status: 403,
    });
    expect(await limitsSnapshot(server.database)).toBe(before);

    await advanceClock(server.app, 24 * HOUR_MS + 1000);
    limits = await limitsOf(server.app, user);
    expect(limits.find((l) => l.limitState === 'PENDING')!.needApprove).toBe(true);
    const approve = await limitCall(server.app, user, 'POST', 'limitaction', {
      type: 20,
      action: 1,
    });
    expect(approve.statusCode, approve.body).toBe(204);
    limits = await limitsOf(server.app, user);
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ type: 20, limitValue: 20 * RUB, limitState: 'ACTIVE' });
    const events = (await historyOf(server.database, user.userId)).map((h) => h.event);
    expect(events).toEqual(['set', 'pending', 'approved']);
  });

  it('applies a stricter value at once and drops a pending looser one', async () => {
    const user = await signUpFast(server.app);
    await setLimit(server.app, user, 32, 15);
    await setLimit(server.app, user, 32, 60);
    expect((await limitsOf(server.app, user)).map((l) => l.limitState)).toEqual([
      'ACTIVE',
      'PENDING',
    ]);
    await setLimit(server.app, user, 32, 5);
    const limits = await limitsOf(server.app, user);
    expect(limits).toEqual([
      expect.objectContaining({ type: 32, limitValue: 5, limitState: 'ACTIVE' }),
    ]);
    expect((await historyOf(server.database, user.userId)).map((h) => h.event)).toEqual([
      'set',
      'pending',
      'tightened',
    ]);
  });

  it('drops a pending change on reject (action 0)', async () => {
    const user = await signUpFast(server.app);
    await setLimit(server.app, user, 1, 100 * RUB);
    await setLimit(server.app, user, 1, 200 * RUB);
    const res = await limitCall(server.app, user, 'POST', 'limitaction', { type: 1, action: 0 });
    expect(res.statusCode, res.body).toBe(204);
    expect(await limitsOf(server.app, user)).toEqual([
      expect.objectContaining({ type: 1, limitValue: 100 * RUB, limitState: 'ACTIVE' }),
    ]);
    expect((await historyOf(server.database, user.userId)).map((h) => h.event)).toEqual([
      'set',
      'pending',
      'rejected',
    ]);
  });

  it('makes a removal PENDING (deposit: 999999999 type 1; session: -1 type -1), then INACTIVE', async () => {
    const user = await signUpFast(server.app);
    await setLimit(server.app, user, 22, 50 * RUB);
    await setLimit(server.app, user, 31, 2);
    const removeDeposit = await limitCall(server.app, user, 'DELETE', `limit?type=22`);
    expect(removeDeposit.statusCode, removeDeposit.body).toBe(200);
    const removeSession = await limitCall(server.app, user, 'DELETE', `limit?type=31`);
    expect(removeSession.statusCode, removeSession.body).toBe(200);
    let pending = (await limitsOf(server.app, user)).filter((l) => l.limitState === 'PENDING');
    expect(pending).toEqual([
      expect.objectContaining({ type: 22, limitValue: 999_999_999, limitType: 1 }),
      expect.objectContaining({ type: 31, limitValue: -1, limitType: -1 }),
    ]);
    // Saving the no-limit value is a removal too.
    await setLimit(server.app, user, 20, 10 * RUB);
    await setLimit(server.app, user, 20, 999_999_999);
    pending = (await limitsOf(server.app, user)).filter((l) => l.limitState === 'PENDING');
    expect(pending.map((l) => l.type)).toEqual([20, 22, 31]);

    await advanceClock(server.app, 25 * HOUR_MS);
    for (const type of [20, 22, 31]) {
      const res = await limitCall(server.app, user, 'POST', 'limitaction', { type, action: 1 });
      expect(res.statusCode, res.body).toBe(204);
    }
    const limits = await limitsOf(server.app, user);
    expect(limits.map((l) => [l.type, l.limitState])).toEqual([
      [20, 'INACTIVE'],
      [22, 'INACTIVE'],
      [31, 'INACTIVE'],
    ]);
    const removed = (await historyOf(server.database, user.userId)).filter(
      (h) => h.event === 'removed',
    );
    expect(removed.map((h) => h.type)).toEqual([20, 22, 31]);
    // Nothing to remove now.
    const again = await limitCall(server.app, user, 'DELETE', `limit?type=22`);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ reason: 'limit_not_found' });
  });

  it('asks questions before a time-out, applies it only on the right answers, and ends the sessions', async () => {
    const user = await signUpFast(server.app);
    const other = await signUpFast(server.app);
    const res = await saveLimits(server.app, user, [{ type: 33, limitValue: 7 }]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{
      questions: { id: number; answers: { id: number }[] }[];
      tokenGuid: string;
      limitsData: unknown[];
    }>();
    expect(saved.questions.map((q) => q.id)).toEqual([1, 2]);
    expect(saved.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.limitsData).toEqual([]);

    const wrong = await limitCall(server.app, user, 'POST', 'testanswers', {
      tokenGuid: saved.tokenGuid,
      answers: [
        { questionId: 1, answerId: 1 },
        { questionId: 2, answerId: 2 },
      ],
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({
      success: false,
      questionsResult: [
        { questionId: 1, isCorrect: true },
        { questionId: 2, isCorrect: false },
      ],
      limitsData: [],
    });

    const right = {
      tokenGuid: saved.tokenGuid,
      answers: [
        { questionId: 1, answerId: 1 },
        { questionId: 2, answerId: 1 },
      ],
    };
    const before = await limitsSnapshot(server.database);
    const foreign = await limitCall(server.app, other, 'POST', 'testanswers', right);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ reason: 'limit_token_invalid' });
    expect(await limitsSnapshot(server.database)).toBe(before);

    const ok = await limitCall(server.app, user, 'POST', 'testanswers', right);
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json<{
      success: boolean;
      limitsData: { type: number; limitState: string; startedAt: number; endsAt: number }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.limitsData).toEqual([expect.objectContaining({ type: 33, limitState: 'ACTIVE' })]);
    expect(body.limitsData[0]!.endsAt - body.limitsData[0]!.startedAt).toBe(7 * 86_400);
    // Signed out everywhere: the customer's token no longer works.
    const after = await limitCall(server.app, user, 'GET', 'limits');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 401, reason: 'session_expired' });
    const events = (await historyOf(server.database, user.userId)).map((h) => h.event);
    expect(events).toEqual(['confirmation_asked', 'confirmation_failed', 'set']);
  });
});
