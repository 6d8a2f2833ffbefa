// Who may call the limit service over HTTP (SPEC section 8) and what is locked: the self-exclusion
// reasons without auth, a missing or unknown X-Language and a missing auth refused on every call,
// one customer never reaching another's limits, the append-only history, the contract's paths in
// the OpenAPI document, the extra-limits section disabled while the operator flag 37 is ACTIVE,
// and the locks a brand configures (a field with a pending change, and its whole section); on
// every backend.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LIMIT_SERVICE_PATHS } from '../../../domain/limits/index';
import { databaseBackends } from '../testServer';
import { limitServiceFor, RUB } from './limitServiceHarness';
import {
  DAY_MS,
  historyOf,
  limitCall,
  limitsOf,
  limitsServerFor,
  limitsSnapshot,
  saveLimits,
  setLimit,
  signUpFast,
} from './limitsTestKit';

describe.each(databaseBackends())('limit service ($name)', (backend) => {
  const server = limitServiceFor(backend);

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

  it('publishes every path of the contract in the OpenAPI document', async () => {
    const res = await server.app.inject({ url: '/web-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, object> }>().paths);
    for (const path of Object.values(LIMIT_SERVICE_PATHS)) expect(paths).toContain(path);
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
