// The limit service's changes over HTTP (SPEC sections 5, 7): stricter at once and looser pending,
// cooling-off approval, reject, removal, and the questions of a time-out that ends the sessions;
// on every backend.
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
