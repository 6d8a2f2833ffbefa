// SPEC sections 7, 8 and 9: the secure data after sign-in (an empty answer logged only) and the
// rights call, which fetches the grant again once when the server says it is missing.
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SECURE_ACCESS_PATHS, type CustomerRights } from '../../domain/auth/secureAccess';
import { followSecureAccess, SecureAccessStore } from '../../stores/secureAccess/SecureAccessStore';
import { fail, ok, scriptedApi } from './fakeApi';

const SECURE = `GET ${SECURE_ACCESS_PATHS.secureData}`;
const RIGHTS = `GET ${SECURE_ACCESS_PATHS.rights}`;
const open: CustomerRights = {
  bet: true,
  deposit: true,
  withdraw: true,
  casino: true,
  reason: null,
  until: null,
  needsIdentification: false,
};
const secureData = { ggru: 'g-1', grant: '1.abc', expiresAt: 1 };

function setUp(answers: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi(answers);
  const logged: string[] = [];
  const store = new SecureAccessStore({ api: api.api, log: (m) => logged.push(m) });
  return { api, logged, store };
}

describe('SecureAccessStore', () => {
  it('fetches the secure data when a customer signs in, and forgets on sign-out', async () => {
    const { api, store } = setUp({ [SECURE]: ok(secureData), [RIGHTS]: ok(open) });
    const session = observable({ userId: null as number | null });
    const stop = followSecureAccess(session, store);
    expect(api.count(SECURE)).toBe(0);
    runInAction(() => (session.userId = 7));
    await expect.poll(() => store.ggru).toBe('g-1');
    expect(api.count(SECURE)).toBe(1);
    await store.loadRights();
    expect(store.rights).toEqual(open);
    runInAction(() => (session.userId = null));
    expect(store.rights).toBeNull();
    expect(store.ggru).toBeNull();
    stop();
  });

  it('logs an empty or failed secure-data answer, and nothing else happens', async () => {
    const { logged, store } = setUp({ [SECURE]: ok({}) });
    expect(await store.loadSecureData()).toBe(false);
    expect(logged).toEqual(['empty secure-data']);
    expect(store.ggru).toBeNull();
    const failing = setUp({ [SECURE]: fail(500, 'boom') });
    expect(await failing.store.loadSecureData()).toBe(false);
    expect(failing.logged[0]).toMatch(/^empty secure-data: 500/);
  });

  it('a rights call refused for want of a grant fetches the secure data and asks once more', async () => {
    let granted = false;
    const { api, store } = setUp({
      [SECURE]: () => {
        granted = true;
        return ok(secureData);
      },
      [RIGHTS]: () =>
        granted
          ? ok({ ...open, deposit: false, reason: 'time_out_active', until: 9 })
          : fail(403, 'no grant', { reason: 'grant_required' }),
    });
    const rights = await store.loadRights();
    expect(rights).toMatchObject({ deposit: false, reason: 'time_out_active' });
    expect(api.count(RIGHTS)).toBe(2);
    expect(api.count(SECURE)).toBe(1);
  });

  it('does not loop when the grant cannot be had; other refusals are not retried', async () => {
    const { api, store } = setUp({
      [SECURE]: fail(500, 'down'),
      [RIGHTS]: fail(403, 'no grant', { reason: 'grant_required' }),
    });
    expect(await store.loadRights()).toBeNull();
    expect(api.count(RIGHTS)).toBe(1);
    const banned = setUp({ [RIGHTS]: fail(401, 'signed out') });
    expect(await banned.store.loadRights()).toBeNull();
    expect(banned.api.count(SECURE)).toBe(0);
  });
});
