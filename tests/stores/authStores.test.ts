import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createAuthInterceptors,
  createTokenManager,
  CAPTCHA_HEADER,
} from '../../runtime/api';
import {
  AuthFormStore,
  CaptchaStore,
  createRootStore,
  RegistrationReminderStore,
  REMINDER_MAY_SHOW_AT_KEY,
  UserConfigStore,
} from '../../stores';
import { connectApiHandlers } from '../../stores/sessionWiring';
import { PasswordRecoveryStore } from '../../stores/PasswordRecoveryStore';
import { fakeClock, flush } from '../runtime/fakeClock';
import { testConfig } from '../widgets/harness';
import { fail, memoryStorage, ok, scriptedApi } from './fakeApi';

describe('CaptchaStore', () => {
  const image = ok({ captchaId: 'c-1', image: 'data:image/png;base64,iVBORw==' });

  it('shows the image, and submit resolves the waiting call with id and answer', async () => {
    const fake = scriptedApi({ 'GET /captcha/update': image });
    const store = new CaptchaStore({ api: fake.api });
    const answer = store.ask({ code: 100, message: 'captcha required' });
    expect(store.needed).toBe(true);
    expect(store.code).toBe(100);
    await flush();
    expect(store.imageUrl).toBe('data:image/png;base64,iVBORw==');
    expect(store.submit(' 1234 ')).toBe(true);
    expect(await answer).toEqual({ captchaId: 'c-1', answer: '1234' });
    expect(store.needed).toBe(false);
  });

  it('shows only a PNG picture: an SVG or other URL is an error, and no answer can be given', async () => {
    for (const url of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'https://x/y.png',
    ]) {
      const fake = scriptedApi({ 'GET /captcha/update': ok({ captchaId: 'c-3', image: url }) });
      const store = new CaptchaStore({ api: fake.api });
      void store.ask({ code: 100, message: 'captcha required' });
      await flush();
      expect(store.imageUrl).toBeNull();
      expect(store.error).toContain('PNG');
      expect(store.submit('12345')).toBe(false);
    }
  });

  it('cancel resolves null; an empty answer or no image is not submitted', async () => {
    const fake = scriptedApi({ 'GET /captcha/update': fail(500, 'no image') });
    const store = new CaptchaStore({ api: fake.api });
    const answer = store.ask({ code: 112, message: 'expired' });
    await flush();
    expect(store.error).toBe('no image');
    expect(store.submit('1')).toBe(false);
    store.cancel();
    expect(await answer).toBeNull();
    expect(store.needed).toBe(false);
  });

  it('wired as the API client handler, a captcha-demanding sign-in is retried with the answer', async () => {
    const seen: Headers[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (String(input) === '/captcha/update') {
        return new Response(
          JSON.stringify({ captchaId: 'c-9', image: 'data:image/png;base64,iVBORw==' }),
          { status: 200 },
        );
      }
      if (String(input) === '/web-api/session') {
        return new Response(JSON.stringify({ user_id: 4, ban_level: 0, is_terms_changed: false }));
      }
      if (String(input) !== '/web-api/auth/login') return new Response('{}', { status: 404 });
      seen.push(headers);
      return headers.has(CAPTCHA_HEADER)
        ? new Response(JSON.stringify({ success: true, user_id: 4 }), { status: 200 })
        : new Response(JSON.stringify({ error: 'Bad Request', message: 'captcha', code: 100 }), {
            status: 400,
          });
    }) as typeof globalThis.fetch;
    const handlers = {};
    const api = createApiClient({
      fetch,
      interceptors: createAuthInterceptors({
        tokens: createTokenManager({
          fetchToken: () => Promise.resolve({ ok: false, status: 401, message: 'none' }),
          now: () => 0,
        }),
        handlers,
      }),
    });
    const root = createRootStore({ api, config: testConfig() });
    Object.assign(handlers, { captcha: root.captcha.ask });
    const signIn = root.session.login({ login: '4', password: 'pw', remember: false });
    // The sign-in calls are a chunk of their own: the request goes once it has loaded.
    await vi.waitFor(() => expect(root.captcha.needed).toBe(true));
    expect(root.captcha.imageUrl).toBe('data:image/png;base64,iVBORw==');
    root.captcha.submit('777');
    const result = await signIn;
    expect(seen[1]?.get(CAPTCHA_HEADER)).toBe('c-9:777');
    expect(result.ok).toBe(true);
    expect(root.session.userId).toBe(4);
  });
});

describe('AuthFormStore (SPEC 3 Auth form)', () => {
  it('holds currentForm, login, phone and remember, and whether a form is open', () => {
    const form = new AuthFormStore();
    expect(form.currentForm).toBe('login_password');
    form.open('sms');
    form.setPhone('9001234567');
    form.setRemember(false);
    expect([form.isOpen, form.currentForm, form.phone, form.remember]).toEqual([
      true,
      'sms',
      '9001234567',
      false,
    ]);
    expect(form.isAnyOpen).toBe(true);
    form.setForm('login_password_two_step_code');
    form.close();
    expect(form.currentForm).toBe('login_password');
    form.openRegistration();
    expect(form.isAnyOpen).toBe(true);
  });
});

describe('PasswordRecoveryStore (SPEC 4)', () => {
  it('walks request -> code -> password -> saved, sending the target each time', async () => {
    const fake = scriptedApi({
      'POST /web-api/auth/password/forgot': ok({ success: true }),
      'POST /web-api/auth/password/check-code': ok({ result: 'ok' }),
      'POST /web-api/auth/password/reset': ok({ success: true }),
    });
    const store = new PasswordRecoveryStore({ api: fake.api });
    expect(await store.forgot({ email: 'a@b.c' })).toEqual({ ok: true });
    expect(store.step).toBe('code');
    expect(await store.checkCode('123456')).toEqual({ ok: true, result: 'ok' });
    expect(store.step).toBe('password');
    expect(await store.reset('N3w-password')).toEqual({ ok: true });
    expect(store.step).toBe('saved');
    expect(fake.calls.map((c) => c.body)).toEqual([
      { email: 'a@b.c' },
      { email: 'a@b.c', code: '123456' },
      { email: 'a@b.c', code: '123456', password: 'N3w-password' },
    ]);
  });

  it('reports wrong_code and time_up, from a 200 answer or an error body', async () => {
    const fake = scriptedApi({
      'POST /web-api/auth/password/forgot': ok({ success: true }),
      'POST /web-api/auth/password/check-code': ok({ result: 'wrong_code' }),
    });
    const store = new PasswordRecoveryStore({ api: fake.api });
    await store.forgot({ phone: '9001234567', phone_code: '+7' });
    expect(await store.checkCode('000000')).toMatchObject({ ok: false, result: 'wrong_code' });
    fake.on(
      'POST /web-api/auth/password/check-code',
      fail(400, 'time_up', { error: 'Bad Request', message: 'time_up', result: 'time_up' }),
    );
    expect(await store.checkCode('000000')).toMatchObject({ ok: false, result: 'time_up' });
    expect(store.step).toBe('code');
  });

  it('resend and cancel; cancel returns to the request step', async () => {
    const fake = scriptedApi({
      'POST /web-api/auth/password/forgot': ok({ success: true }),
      'POST /web-api/auth/password/resend': ok({ success: true }),
      'POST /web-api/auth/password/cancel': ok({ success: true }),
    });
    const store = new PasswordRecoveryStore({ api: fake.api });
    expect(await store.resend()).toMatchObject({ ok: false });
    await store.forgot({ email: 'a@b.c' });
    expect(await store.resend()).toEqual({ ok: true });
    expect(await store.cancel()).toEqual({ ok: true });
    expect(store.step).toBe('request');
    expect(fake.count('POST /web-api/auth/password/cancel')).toBe(1);
  });
});

describe('RegistrationReminderStore (SPEC 4 Registration popup)', () => {
  function setup(over: { guest?: boolean; open?: boolean; available?: boolean } = {}) {
    const clock = fakeClock(10_000_000);
    const storage = memoryStorage();
    const state = { guest: over.guest ?? true, open: over.open ?? false };
    const store = new RegistrationReminderStore({
      config: () => ({ delay: 20, interval: 30 }),
      isGuest: () => state.guest,
      isFormOrModalOpen: () => state.open,
      isRegistrationAvailable: () => over.available ?? true,
      storage,
      scheduler: clock,
    });
    return { clock, storage, state, store };
  }

  it('shows after the delay and stores now plus the interval', async () => {
    const t = setup();
    t.store.start();
    await t.clock.advance(19_999);
    expect(t.store.isVisible).toBe(false);
    await t.clock.advance(1);
    expect(t.store.isVisible).toBe(true);
    expect(t.storage.getItem(REMINDER_MAY_SHOW_AT_KEY)).toBe(String(10_020_000 + 30 * 60_000));
  });

  it('waits while a form or modal is open, and until the stored time has passed', async () => {
    const t = setup({ open: true });
    t.storage.setItem(REMINDER_MAY_SHOW_AT_KEY, String(10_000_000 + 5 * 60_000));
    t.store.start();
    await t.clock.advance(20_000);
    expect(t.store.isVisible).toBe(false);
    t.state.open = false;
    await t.clock.advance(60_000);
    expect(t.store.isVisible).toBe(false); // stored time not reached yet
    await t.clock.advance(5 * 60_000);
    expect(t.store.isVisible).toBe(true);
  });

  it('never shows to a signed-in user, or when registration is not available', async () => {
    const member = setup({ guest: false });
    member.store.start();
    await member.clock.advance(3_600_000);
    expect(member.store.isVisible).toBe(false);
    const vip = setup({ available: false });
    vip.store.start();
    await vip.clock.advance(3_600_000);
    expect(vip.store.isVisible).toBe(false);
    vip.store.stop();
  });

  it('start returns the function that disarms it', async () => {
    const t = setup();
    const stop = t.store.start();
    stop();
    await t.clock.advance(3_600_000);
    expect(t.store.isVisible).toBe(false);
  });
});

describe('UserConfigStore', () => {
  it('a failed load marks the config not installed (SPEC 8)', async () => {
    const fake = scriptedApi({ 'GET /web-api/user/config': fail(500, 'x') });
    const store = new UserConfigStore({ api: fake.api });
    expect(await store.load()).toMatchObject({ ok: false });
    expect(store.isInstalled).toBe(false);
    fake.on('GET /web-api/user/config', ok({ protection_level: 100, activation_type: 1 }));
    await store.load();
    expect(store.isInstalled).toBe(true);
    expect(store.protectionClass).toBe('full');
  });

  it('saves notification flags (all four), personal data and the password', async () => {
    const fake = scriptedApi({
      'PUT /web-api/user/notifications': ok({ success: true }),
      'PUT /web-api/user/personal-data': ok({ success: true }),
      'POST /web-api/user/password': fail(400, 'old_password is wrong', {
        error: 'Bad Request',
        message: 'old_password is wrong',
        field: 'old_password',
      }),
    });
    const store = new UserConfigStore({ api: fake.api });
    expect(await store.saveNotifications({ enable_sms_news: true })).toEqual({ ok: true });
    expect(store.notifications.enable_sms_news).toBe(true);
    expect(fake.calls[0]?.body).toEqual({
      enable_mail_news: false,
      enable_mail_deposit: false,
      enable_mail_bets: false,
      enable_sms_news: true,
    });
    expect(await store.savePersonalData({ user_name: 'Ann' })).toEqual({ ok: true });
    expect(store.personalData).toEqual({ user_name: 'Ann' });
    expect(await store.changePassword({ oldPassword: 'a', newPassword: 'b' })).toMatchObject({
      ok: false,
      field: 'old_password',
    });
  });
});

describe('connectApiHandlers (SPEC 8 wiring)', () => {
  function wired(answer: (path: string) => Response) {
    const fetch = (async (input: RequestInfo | URL) =>
      answer(String(input))) as typeof globalThis.fetch;
    const handlers = {};
    const api = createApiClient({
      fetch,
      interceptors: createAuthInterceptors({
        tokens: createTokenManager({
          fetchToken: () => Promise.resolve({ ok: false, status: 401, message: 'no refresh' }),
          now: () => 0,
        }),
        handlers,
      }),
    });
    const root = createRootStore({ api, config: testConfig() });
    const confirmTerms: string[] = [];
    connectApiHandlers(handlers, root, () => confirmTerms.push('go'));
    root.session.setUser({ isAuthenticated: true, userId: 5, banLevel: 0, isTermsChanged: false });
    return { root, api, confirmTerms };
  }

  it('a 451 with exception_code 1 marks the terms changed and goes to confirm-terms', async () => {
    const t = wired(
      () =>
        new Response(JSON.stringify({ error: 'x', message: 'terms', exception_code: 1 }), {
          status: 451,
        }),
    );
    expect(await t.root.account.deposit(100)).toMatchObject({ ok: false, status: 451 });
    expect(t.root.session.isTermsChanged).toBe(true);
    expect(t.confirmTerms).toEqual(['go']);
  });

  it('a 401 that no new token cures signs the visitor out', async () => {
    const t = wired(
      () => new Response(JSON.stringify({ error: 'Unauthorized', message: 'x' }), { status: 401 }),
    );
    expect(await t.root.account.load()).toMatchObject({ ok: false, status: 401 });
    expect(t.root.session.isAuthenticated).toBe(false);
  });
});
