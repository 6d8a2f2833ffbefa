// The limit service over HTTP (SPEC sections 3, 4, 5, 7, 8): every type, the value sets, stricter
// at once and looser pending, cooling-off approval, reject, removal, locks, the questions of a
// time-out, bad input, and one customer never reaching another's limits; on every backend.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LIMIT_SERVICE_PATHS } from '../../../domain/limits/index';
import { databaseBackends } from '../testServer';
import {
  advanceClock,
  DAY_MS,
  HOUR_MS,
  historyOf,
  limitCall,
  limitsOf,
  limitsServerFor,
  limitsSnapshot,
  saveLimits,
  setLimit,
  signUpFast,
} from './limitsTestKit';

/** RUB: the amount ladder is multiples of the smallest deposit, 100 RUB (10000 minor units). */
const RUB = 10_000;

describe.each(databaseBackends())('limit service ($name)', (backend) => {
  const server = limitsServerFor(backend, { coolingOffHours: 24, customTypes: [21] });

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

  it('answers the self-exclusion reasons in the X-Language language without auth', async () => {
    for (const [lng, first] of [
      ['en', 'I spend too much money'],
      ['ru', undefined],
      ['ar', undefined],
    ] as const) {
      const res = await limitCall(server.app, null, 'GET', 'reasons/selfexclude', undefined, lng);
      expect(res.statusCode, res.body).toBe(200);
      const reasons = res.json<{ reasons: { id: number; selfExcludeReason: string }[] }>().reasons;
      expect(reasons.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
      for (const r of reasons) expect(r.selfExcludeReason).not.toMatch(/^limits_/);
      if (first) expect(reasons[0]!.selfExcludeReason).toBe(first);
    }
  });

  it('refuses a missing or unknown X-Language (400) and a missing auth (401) on every call', async () => {
    const user = await signUpFast(server.app);
    const calls: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', 'availablelimits'],
      ['GET', 'limits'],
      ['POST', 'limits', { limits: [{ type: 20, limitValue: 10 * RUB }] }],
      ['POST', 'testanswers', { tokenGuid: '00000000-0000-4000-8000-000000000000', answers: [] }],
      ['POST', 'limitaction', { type: 20, action: 1 }],
      ['DELETE', 'limit?type=20'],
      ['POST', 'ping', {}],
      ['POST', '/limit-service-api/limit/external/web/api/v1/BlockUser', { days: 1 }],
    ];
    const before = await limitsSnapshot(server.database);
    for (const [method, url, payload] of calls) {
      const missing = await limitCall(server.app, user, method, url, payload, null);
      expect(missing.statusCode, `${method} ${url}`).toBe(400);
      expect(missing.json()).toMatchObject({
        status: 400,
        reason: 'missing_field',
        field: 'x-language',
      });
      const unknown = await limitCall(server.app, user, method, url, payload, 'de');
      expect(unknown.statusCode, `${method} ${url}`).toBe(400);
      expect(unknown.json()).toMatchObject({
        reason: 'language_unsupported',
        title: 'error_language_unsupported',
      });
      const guest = await limitCall(server.app, null, method, url, payload);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json()).toMatchObject({
        status: 401,
        reason: 'unauthorized',
        title: 'error_unauthorized',
      });
    }
    const reasons = await limitCall(
      server.app,
      null,
      'GET',
      'reasons/selfexclude',
      undefined,
      null,
    );
    expect(reasons.statusCode).toBe(400);
    expect(await limitsSnapshot(server.database)).toBe(before);
  });

  it("never shows or changes another customer's limits", async () => {
    const alice = await signUpFast(server.app);
    const bob = await signUpFast(server.app);
    await setLimit(server.app, alice, 20, 10 * RUB);
    await setLimit(server.app, alice, 20, 50 * RUB);
    expect(await limitsOf(server.app, bob)).toEqual([]);
    const before = await limitsSnapshot(server.database);
    const approve = await limitCall(server.app, bob, 'POST', 'limitaction', {
      type: 20,
      action: 0,
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toMatchObject({ reason: 'limit_not_found' });
    const remove = await limitCall(server.app, bob, 'DELETE', 'limit?type=20');
    expect(remove.statusCode).toBe(403);
    expect(await limitsSnapshot(server.database)).toBe(before);
    expect((await limitsOf(server.app, alice)).map((l) => l.limitState)).toEqual([
      'ACTIVE',
      'PENDING',
    ]);
    expect(await historyOf(server.database, bob.userId)).toEqual([]);
  });

  it('keeps the history append-only: UPDATE and DELETE are refused by the database', async () => {
    const user = await signUpFast(server.app);
    await setLimit(server.app, user, 10, 50 * RUB);
    await expect(
      sql`update limit_history set new_value = 1 where user_id = ${user.userId}`.execute(
        server.database.db,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from limit_history where user_id = ${user.userId}`.execute(server.database.db),
    ).rejects.toThrow(/append-only/);
    expect(await historyOf(server.database, user.userId)).toHaveLength(1);
  });

  it('disables the extra-limits section while the operator flag 37 is ACTIVE', async () => {
    const user = await signUpFast(server.app);
    const now = new Date(Date.now() + 365 * DAY_MS);
    await server.database.db
      .insertInto('customer_limits')
      .values({
        user_id: user.userId,
        type: 37,
        value: 1,
        state: 'ACTIVE',
        started_at: new Date(),
        updated_at: now,
      })
      .execute();
    const res = await limitCall(server.app, user, 'GET', 'availablelimits');
    const extra = res
      .json<{
        sections: { id: string; isSectionDisabled: boolean; fields: { isLocked: boolean }[] }[];
      }>()
      .sections.find((s) => s.id === 'extra')!;
    expect(extra.isSectionDisabled).toBe(true);
    expect(extra.fields.every((f) => f.isLocked)).toBe(true);
    const save = await saveLimits(server.app, user, [{ type: 31, limitValue: 2 }]);
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ reason: 'limit_locked' });
  });

  it('publishes every path of the contract in the OpenAPI document', async () => {
    const res = await server.app.inject({ url: '/web-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, object> }>().paths);
    for (const path of Object.values(LIMIT_SERVICE_PATHS)) expect(paths).toContain(path);
  });
});

describe.each(databaseBackends())('limit locks configured by the brand ($name)', (backend) => {
  const pendingLocks = limitsServerFor(backend, {
    lockOnPendingChange: true,
    lockWholeGroup: true,
  });

  it('locks a field with a pending change, and its whole section', async () => {
    const { app } = pendingLocks;
    const user = await signUpFast(app);
    await setLimit(app, user, 20, 10 * RUB);
    await setLimit(app, user, 20, 20 * RUB);
    const res = await limitCall(app, user, 'GET', 'availablelimits');
    const sections = res.json<{
      sections: { id: string; fields: { type: number; isLocked: boolean }[] }[];
    }>().sections;
    expect(sections.find((s) => s.id === 'deposit')!.fields.every((f) => f.isLocked)).toBe(true);
    expect(sections.find((s) => s.id === 'loss')!.fields.some((f) => f.isLocked)).toBe(false);
    for (const type of [20, 21]) {
      const save = await saveLimits(app, user, [{ type, limitValue: 10 * RUB }]);
      expect(save.statusCode).toBe(403);
      expect(save.json()).toMatchObject({
        status: 403,
        reason: 'limit_locked',
        title: 'error_limit_locked',
      });
    }
    // Other sections stay open; a reject unlocks.
    await setLimit(app, user, 10, 10 * RUB);
    const reject = await limitCall(app, user, 'POST', 'limitaction', { type: 20, action: 0 });
    expect(reject.statusCode).toBe(204);
    await setLimit(app, user, 21, 10 * RUB);
  });
});
