import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHECK_DELAY_MS,
  AUTH_POLL_MS,
  AUTO_LOGOFF_NOTICE_KEY,
  GUEST_USER,
  SESSION_LOAD_DELAY_MS,
  SESSION_STORAGE_KEY,
  SessionStore,
  type SessionStoreDeps,
} from '../../stores';
import type { ActivitySource, VisibilitySource } from '../../stores/scheduler';
import { fakeClock, flush } from '../runtime/fakeClock';
import { fail, memoryStorage, ok, scriptedApi } from './fakeApi';

class FakeVisibility implements VisibilitySource {
  visible = true;
  listeners = new Set<() => void>();
  isVisible = () => this.visible;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(visible: boolean) {
    this.visible = visible;
    for (const listener of this.listeners) listener();
  }
}

class FakeActivity implements ActivitySource {
  listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  emit() {
    for (const listener of this.listeners) listener();
  }
}

const session = (userId: number | null, extra: object = {}) =>
  ok({
    user_id: userId,
    ban_level: 0,
    ban_version: 0,
    is_terms_changed: false,
    auto_logoff: { enabled: false, inactive_minutes: 30 },
    ...extra,
  });

function setup(options: { userId?: number | null; deps?: Partial<SessionStoreDeps> } = {}) {
  const clock = fakeClock(1_000_000);
  const visibility = new FakeVisibility();
  const activity = new FakeActivity();
  const storage = memoryStorage();
  const removedCookies: string[] = [];
  const reloads: string[] = [];
  const drops: unknown[] = [];
  const fake = scriptedApi({
    'GET /web-api/auth/check': ok({ user_id: options.userId ?? null }),
    'GET /web-api/session': session(options.userId ?? null),
    'GET /web-api/api-v3/v2/user/agreement-rules/status': ok({ result: false }),
  });
  // Like the server: after disconnect the session check answers a guest.
  fake.on('POST /web-api/auth/disconnect', () => {
    fake.on('GET /web-api/auth/check', ok({ user_id: null }));
    return ok({ success: true });
  });
  const store = new SessionStore({
    api: fake.api,
    scheduler: clock,
    visibility,
    activity,
    storage,
    cookies: { remove: (name) => removedCookies.push(name) },
    tokens: { drop: (token?: string | null) => void drops.push(token) },
    navigation: {
      currentPath: () => '/ru/office/account',
      language: () => 'ru',
      reloadAt: (path) => void reloads.push(path),
    },
    ...options.deps,
  });
  return { store, clock, visibility, activity, storage, fake, removedCookies, reloads, drops };
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('session check (SPEC 4, 7)', () => {
  it('turns user_id into the rule-context user', async () => {
    const t = setup({ userId: 42 });
    expect(await t.store.check()).toBe(true);
    expect(t.store.user).toEqual({ ...GUEST_USER, isAuthenticated: true, userId: 42 });
    expect(t.store.isChecked).toBe(true);
  });

  it('knows the ban from the check itself, for a new customer and for the same one', async () => {
    const t = setup();
    t.fake.on('GET /web-api/auth/check', ok({ user_id: 42, ban_level: 45, ban_version: 1 }));
    expect(await t.store.check()).toBe(true);
    expect(t.store.user).toMatchObject({ userId: 42, banLevel: 45, banVersion: 1 });
    t.fake.on('GET /web-api/auth/check', ok({ user_id: 42, ban_level: 0, ban_version: 0 }));
    await t.store.check();
    expect(t.store.user).toMatchObject({ userId: 42, banLevel: 0, banVersion: 0 });
  });

  it('retries a failed check twice at 1500 ms, then treats the visitor as a guest', async () => {
    const t = setup();
    t.fake.on('GET /web-api/auth/check', fail(503, 'down'));
    t.store.setUser({ isAuthenticated: true, userId: 7, banLevel: 0, isTermsChanged: false });
    const done = t.store.check();
    await flush();
    expect(t.fake.count('GET /web-api/auth/check')).toBe(1);
    await t.clock.advance(AUTH_CHECK_DELAY_MS - 1);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(1);
    await t.clock.advance(1);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(2);
    await t.clock.advance(AUTH_CHECK_DELAY_MS);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(3);
    expect(await done).toBe(false);
    expect(t.store.user).toEqual(GUEST_USER);
  });

  it('a retried check that succeeds keeps the user signed in', async () => {
    const t = setup();
    let calls = 0;
    t.fake.on('GET /web-api/auth/check', () =>
      ++calls === 1 ? fail(0, 'offline') : ok({ user_id: 9 }),
    );
    const done = t.store.check();
    await flush();
    await t.clock.advance(AUTH_CHECK_DELAY_MS);
    expect(await done).toBe(true);
    expect(t.store.userId).toBe(9);
  });
});

describe('auth poll (SPEC 4: every 60 s while visible)', () => {
  it('polls every 60 s while visible, stops while hidden and resumes when visible', async () => {
    const t = setup({ userId: 5 });
    await t.store.start();
    stop = t.store.stop;
    expect(t.fake.count('GET /web-api/auth/check')).toBe(1);
    await t.clock.advance(AUTH_POLL_MS - 1);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(1);
    await t.clock.advance(1);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(2);
    await t.clock.advance(AUTH_POLL_MS);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(3);

    t.visibility.set(false);
    await t.clock.advance(AUTH_POLL_MS * 5);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(3);

    t.visibility.set(true);
    await t.clock.advance(AUTH_POLL_MS);
    expect(t.fake.count('GET /web-api/auth/check')).toBe(4);
  });

  it('a poll that finds no user signs the visitor out (session ended elsewhere)', async () => {
    const t = setup({ userId: 5 });
    await t.store.start();
    stop = t.store.stop;
    t.fake.on('GET /web-api/auth/check', ok({ user_id: null }));
    await t.clock.advance(AUTH_POLL_MS);
    expect(t.store.isAuthenticated).toBe(false);
    expect(t.drops).toHaveLength(1);
  });

  it('loads the session 8 s after ready: ban level, version and terms', async () => {
    const t = setup({ userId: 5 });
    t.fake.on(
      'GET /web-api/session',
      session(5, { ban_level: 45, ban_version: 1, is_terms_changed: true }),
    );
    await t.store.start();
    stop = t.store.stop;
    await t.clock.advance(SESSION_LOAD_DELAY_MS - 1);
    expect(t.fake.count('GET /web-api/session')).toBe(0);
    await t.clock.advance(1);
    expect(t.fake.count('GET /web-api/session')).toBe(1);
    expect(t.store.user).toEqual({
      isAuthenticated: true,
      userId: 5,
      banLevel: 45,
      banVersion: 1,
      isTermsChanged: true,
    });
  });
});

describe('stored session (SPEC 7: loaded once if none in storage)', () => {
  it('uses the session stored in this tab for the same user instead of loading it', async () => {
    const sessionStorage = memoryStorage();
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ user_id: 5, ban_level: 45, ban_version: 1, is_terms_changed: false }),
    );
    const t = setup({ userId: 5, deps: { sessionStorage } });
    await t.store.start();
    stop = t.store.stop;
    expect(t.store.banLevel).toBe(45);
    await t.clock.advance(SESSION_LOAD_DELAY_MS);
    expect(t.fake.count('GET /web-api/session')).toBe(0);
  });

  it('ignores a stored session of another user, and forgets it on sign-out', async () => {
    const sessionStorage = memoryStorage();
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user_id: 6, ban_level: 45 }));
    const t = setup({ userId: 5, deps: { sessionStorage } });
    await t.store.start();
    stop = t.store.stop;
    expect(t.store.banLevel).toBe(0);
    await t.clock.advance(SESSION_LOAD_DELAY_MS);
    expect(t.fake.count('GET /web-api/session')).toBe(1);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    await t.store.logout();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('auto logoff (SPEC 4, 9)', () => {
  const MINUTES = 15;
  const LIMIT = MINUTES * 60_000;

  async function signedInWithAutoLogoff() {
    const t = setup({
      userId: 5,
      deps: {
        autoLogoffSettings: () => ({
          isAutoLogoffEnable: true,
          autoLogoffInactiveMinutes: MINUTES,
        }),
      },
    });
    // The session (loaded 8 s after ready) reports the same settings as the site config.
    t.fake.on(
      'GET /web-api/session',
      session(5, { auto_logoff: { enabled: true, inactive_minutes: MINUTES } }),
    );
    await t.store.start();
    stop = t.store.stop;
    return t;
  }

  it('logs out after N minutes without activity, and not before', async () => {
    const t = await signedInWithAutoLogoff();
    await t.clock.advance(LIMIT - 1);
    expect(t.store.isAuthenticated).toBe(true);
    expect(t.fake.count('POST /web-api/auth/disconnect')).toBe(0);
    await t.clock.advance(1);
    expect(t.fake.count('POST /web-api/auth/disconnect')).toBe(1);
    expect(t.store.isAuthenticated).toBe(false);
  });

  it('activity moves the deadline; events within 100 ms count once', async () => {
    const t = await signedInWithAutoLogoff();
    await t.clock.advance(LIMIT - 1000);
    t.activity.emit(); // at LIMIT - 1000
    await t.clock.advance(50);
    t.activity.emit(); // throttled: inside 100 ms of the last one
    await t.clock.advance(LIMIT - 50 - 1);
    expect(t.store.isAuthenticated).toBe(true);
    await t.clock.advance(1);
    expect(t.store.isAuthenticated).toBe(false);
  });

  it('shows the notice at the next sign-in, and the sign-in clears it', async () => {
    const t = await signedInWithAutoLogoff();
    await t.clock.advance(LIMIT);
    expect(t.storage.getItem(AUTO_LOGOFF_NOTICE_KEY)).toBe('1');
    // The logout reloads the page: a new store reads the stored flag.
    const next = new SessionStore({ api: t.fake.api, storage: t.storage, scheduler: t.clock });
    expect(next.autoLogoffNoticeShown).toBe(true);
    t.fake.on('POST /web-api/auth/login', ok({ success: true, user_id: 5 }));
    t.fake.on('GET /web-api/session', session(5));
    expect(await next.login({ login: '5', password: 'pw', remember: false })).toEqual({ ok: true });
    expect(next.autoLogoffNoticeShown).toBe(false);
    expect(t.storage.getItem(AUTO_LOGOFF_NOTICE_KEY)).toBeNull();
  });

  it('does nothing for a guest or when the site has it off', async () => {
    const guest = setup({
      userId: null,
      deps: {
        autoLogoffSettings: () => ({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 1 }),
      },
    });
    await guest.store.start();
    await guest.clock.advance(10 * 60_000);
    expect(guest.fake.count('POST /web-api/auth/disconnect')).toBe(0);
    guest.store.stop();
    const off = setup({
      userId: 5,
      deps: { autoLogoffSettings: () => ({ isAutoLogoffEnable: false }) },
    });
    await off.store.start();
    await off.clock.advance(10 * 60_000);
    expect(off.store.isAuthenticated).toBe(true);
    off.store.stop();
  });
});

describe('sign-in actions', () => {
  it('login posts the credentials, signs in, reloads the config and loads session and terms', async () => {
    const reloadConfig = vi.fn(() => Promise.resolve());
    const t = setup({ deps: { reloadConfig } });
    t.fake.on('POST /web-api/auth/login', ok({ success: true, user_id: 77 }));
    t.fake.on('GET /web-api/session', session(77, { ban_level: 0 }));
    const result = await t.store.login({ login: 'a@b.c', password: 'pw', remember: true });
    expect(result).toEqual({ ok: true });
    expect(t.fake.calls.find((c) => c.path === '/web-api/auth/login')?.body).toEqual({
      login: 'a@b.c',
      password: 'pw',
      remember: true,
    });
    expect(t.store.userId).toBe(77);
    expect(reloadConfig).toHaveBeenCalledTimes(1);
    expect(t.fake.count('GET /web-api/session')).toBe(1);
    expect(t.fake.count('GET /web-api/api-v3/v2/user/agreement-rules/status')).toBe(1);
    expect(t.drops).toEqual([undefined]); // the old access token is forgotten
  });

  it('returns the server message as a value on refusal and stays a guest', async () => {
    const t = setup();
    t.fake.on(
      'POST /web-api/auth/login',
      fail(401, 'login or password is wrong', {
        error: 'Unauthorized',
        message: 'login or password is wrong',
      }),
    );
    expect(await t.store.login({ login: 'x', password: 'y', remember: false })).toMatchObject({
      ok: false,
      message: 'login or password is wrong',
      status: 401,
    });
    expect(t.store.isAuthenticated).toBe(false);
  });

  it('phone sign-in and SMS use the server field names', async () => {
    const t = setup();
    t.fake.on('POST /web-api/auth/login', ok({ success: true, user_id: 3 }));
    t.fake.on('POST /web-api/auth/sms/send', ok({ success: true }));
    t.fake.on('POST /web-api/auth/login/sms', ok({ success: true, user_id: 3 }));
    await t.store.loginByPhone({
      phone: '9001234567',
      phoneCode: '+7',
      password: 'pw',
      remember: false,
    });
    expect(await t.store.sendSms({ phoneNumber: '9001234567', phoneCode: '+7' })).toEqual({
      ok: true,
    });
    await t.store.loginBySms({
      phone: '9001234567',
      phoneCode: '+7',
      code: '123456',
      remember: true,
    });
    expect(t.fake.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { phone: '9001234567', phone_code: '+7', password: 'pw', remember: false },
      { 'phone-number': '9001234567', 'phone-code': '+7' },
      { phone: '9001234567', phone_code: '+7', code: '123456', remember: true },
    ]);
  });

  it('two-step: the first answer asks for the code, loginTwoStep completes the sign-in', async () => {
    const t = setup();
    t.fake.on('POST /web-api/auth/login', ok({ success: false, two_step_required: true }));
    t.fake.on('POST /web-api/auth/login/two-step', ok({ success: true, user_id: 8 }));
    t.fake.on('GET /web-api/session', session(8));
    const first = await t.store.login({ login: '8', password: 'pw', remember: false });
    expect(first).toMatchObject({ ok: false, twoStepRequired: true });
    expect(t.store.twoStepPending).toBe(true);
    expect(t.store.isAuthenticated).toBe(false);
    expect(await t.store.loginTwoStep({ code: '123456' })).toEqual({ ok: true });
    expect(t.fake.calls.find((c) => c.path === '/web-api/auth/login/two-step')?.body).toEqual({
      code: '123456',
    });
    expect(t.store.twoStepPending).toBe(false);
    expect(t.store.userId).toBe(8);
  });

  it('one-click registration returns the generated credentials once and signs in', async () => {
    const t = setup();
    t.fake.on(
      'POST /web-api/auth/register',
      ok({ success: true, user_id: 10000001, login: '10000001', password: 'Xy7-secret' }),
    );
    t.fake.on('GET /web-api/session', session(10000001));
    const result = await t.store.register({ type: 'fast_reg', country_id: 643, currency_id: 643 });
    expect(result).toEqual({
      ok: true,
      credentials: { login: '10000001', password: 'Xy7-secret' },
    });
    expect(t.store.userId).toBe(10000001);
  });

  it('a refused registration names the field', async () => {
    const t = setup();
    t.fake.on(
      'POST /web-api/auth/register',
      fail(400, 'email is taken', {
        error: 'Bad Request',
        message: 'email is taken',
        field: 'email',
      }),
    );
    expect(
      await t.store.register({
        type: 'full_reg',
        country_id: 643,
        currency_id: 643,
        email: 'a@b.c',
      }),
    ).toMatchObject({ ok: false, message: 'email is taken', field: 'email' });
  });
});

describe('logout (SPEC 4)', () => {
  it('disconnects, clears ua and user_token, resets ban level and user id, then goes home from an office page', async () => {
    const t = setup({ userId: 5 });
    t.store.setUser({
      isAuthenticated: true,
      userId: 5,
      banLevel: 45,
      banVersion: 1,
      isTermsChanged: true,
    });
    expect(await t.store.logout()).toEqual({ ok: true });
    expect(t.fake.count('POST /web-api/auth/disconnect')).toBe(1);
    expect(t.removedCookies).toEqual(['ua', 'user_token']);
    expect(t.store.user).toEqual(GUEST_USER);
    expect(t.store.banLevel).toBe(0);
    expect(t.store.userId).toBeNull();
    expect(t.drops).toEqual([undefined]);
    expect(t.reloads).toEqual(['/ru']);
  });

  it('still signs out locally when disconnect fails', async () => {
    const t = setup({ userId: 5 });
    t.fake.on('POST /web-api/auth/disconnect', fail(0, 'offline'));
    t.store.setUser({ isAuthenticated: true, userId: 5, banLevel: 0, isTermsChanged: false });
    expect((await t.store.logout()).ok).toBe(true);
    expect(t.store.isAuthenticated).toBe(false);
  });
});

describe('terms (SPEC 4, 7, 8)', () => {
  it('a failed status check sets terms-changed false; confirm clears the flag', async () => {
    const t = setup({ userId: 5 });
    t.store.setUser({ isAuthenticated: true, userId: 5, banLevel: 0, isTermsChanged: true });
    t.fake.on('GET /web-api/api-v3/v2/user/agreement-rules/status', fail(500, 'x'));
    expect(await t.store.loadTermsStatus()).toBe(false);
    expect(t.store.isTermsChanged).toBe(false);
    t.fake.on('GET /web-api/api-v3/v2/user/agreement-rules/status', ok({ result: true }));
    expect(await t.store.loadTermsStatus()).toBe(true);
    t.fake.on('POST /web-api/api-v3/v2/user/agreement-rules/confirm', ok({ success: true }));
    expect(await t.store.confirmTerms()).toEqual({ ok: true });
    expect(t.store.isTermsChanged).toBe(false);
  });
});
