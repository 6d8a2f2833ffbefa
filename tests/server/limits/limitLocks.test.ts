// Locked limits over HTTP: the extra-limits section disabled while the operator flag 37 is ACTIVE,
// and the locks a brand configures (a field with a pending change, and its whole section); on every
// backend.
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../testServer';
import { limitServiceFor, RUB } from './limitServiceHarness';
import {
  DAY_MS,
  limitCall,
  limitsServerFor,
  saveLimits,
  setLimit,
  signUpFast,
} from './limitsTestKit';

describe.each(databaseBackends())('limit service ($name)', (backend) => {
  const server = limitServiceFor(backend);

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
