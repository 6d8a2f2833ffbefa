import { describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_HEADER,
  createApiClient,
  createAuthInterceptors,
  createFingerprintSource,
  createTokenManager,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  isTokenValid,
  jwtExpiry,
  TOKEN_REUSE_MS,
  type ApiHandlers,
  type ApiResult,
} from '../../runtime/api';

/** An unsigned JWT with the given exp (seconds); the client only reads exp. */
function jwt(exp: number | undefined, id = 'x'): string {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: id, ...(exp === undefined ? {} : { exp }) })}.sig`;
}

interface Seen {
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

type Handler = (seen: Seen, index: number) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that records every request and answers with `handler`. */
function recordingFetch(handler: Handler) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry: Seen = {
      path: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
    };
    seen.push(entry);
    return handler(entry, seen.length - 1);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function setup(options: {
  handler: Handler;
  fetchToken?: () => Promise<ApiResult<{ token: string }>>;
  handlers?: ApiHandlers;
  now?: () => number;
}) {
  let clock = 1_000_000;
  const now = options.now ?? (() => clock);
  const fresh = jwt(Math.floor(now() / 1000) + 600, 'fresh');
  const fetchToken = vi.fn(
    options.fetchToken ?? (() => Promise.resolve({ ok: true as const, data: { token: fresh } })),
  );
  const tokens = createTokenManager({ fetchToken, now });
  const handlers: ApiHandlers = options.handlers ?? {};
  const { fetch, seen } = recordingFetch(options.handler);
  const api = createApiClient({
    fetch,
    interceptors: createAuthInterceptors({ tokens, handlers }),
  });
  return {
    api,
    seen,
    fetchToken,
    tokens,
    handlers,
    fresh,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('api client methods', () => {
  it('sends PUT and DELETE with JSON bodies and same-origin credentials on every call', async () => {
    const { fetch, seen } = recordingFetch(() => json(200, { success: true }));
    const api = createApiClient({ fetch });
    expect(await api.putJson('/web-api/user/notifications', { enable_sms_news: true })).toEqual({
      ok: true,
      data: { success: true },
    });
    await api.deleteJson('/web-api/account/currency/7');
    await api.getJson('/web-api/auth/check');
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'DELETE', 'GET']);
    expect(seen[0]?.body).toBe('{"enable_sms_news":true}');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[1]?.body).toBeUndefined();
    expect(seen.every((s) => s.credentials === 'same-origin')).toBe(true);
  });

  it('maps network failure, 499 and other failures to network, close and error (SPEC 8)', async () => {
    const down = createApiClient({ fetch: () => Promise.reject(new TypeError('offline')) });
    expect(await down.getJson('/x')).toMatchObject({ ok: false, status: 0, kind: 'network' });
    const closed = createApiClient({ fetch: () => Promise.resolve(json(499, {})) });
    expect(await closed.getJson('/x')).toMatchObject({ ok: false, status: 499, kind: 'close' });
    const broken = createApiClient({
      fetch: () => Promise.resolve(json(400, { error: 'Bad Request', message: 'amount', code: 7 })),
    });
    expect(await broken.postJson('/x', {})).toMatchObject({
      ok: false,
      status: 400,
      kind: 'error',
      message: 'amount',
      code: 7,
      body: { error: 'Bad Request', message: 'amount', code: 7 },
    });
  });
});

describe('401: token refresh (SPEC 8)', () => {
  it('drops the token, fetches a new one and retries the call with it', async () => {
    const t = setup({
      handler: (seen) =>
        seen.headers.get('authorization') ? json(200, { balance: 1 }) : json(401, {}),
    });
    expect(await t.api.getJson('/web-api/account/data')).toEqual({
      ok: true,
      data: { balance: 1 },
    });
    expect(t.fetchToken).toHaveBeenCalledTimes(1);
    expect(t.seen.map((s) => s.headers.get('authorization'))).toEqual([null, `Bearer ${t.fresh}`]);
  });

  it('two parallel 401s cause one token request (single flight)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fresh = jwt(Math.floor(1_000_000 / 1000) + 600, 'fresh');
    const t = setup({
      handler: (seen) => (seen.headers.get('authorization') ? json(200, {}) : json(401, {})),
      fetchToken: async () => {
        await gate;
        return { ok: true, data: { token: fresh } };
      },
    });
    const both = Promise.all([t.api.getJson('/web-api/a'), t.api.getJson('/web-api/b')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const [a, b] = await both;
    expect(a.ok && b.ok).toBe(true);
    expect(t.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('reuses a token fetched under 60 s ago for a later 401 of an older token, then fetches again', async () => {
    const t = setup({
      handler: (seen) => (seen.headers.get('authorization') ? json(200, {}) : json(401, {})),
    });
    await t.api.getJson('/web-api/a'); // 401 without a token -> token request #1, retried
    expect(t.fetchToken).toHaveBeenCalledTimes(1);
    // Another call that went out before the new token (no token) fails afterwards: it must keep
    // the new token and reuse it, not fetch again.
    t.tokens.drop(null);
    expect(await t.tokens.refresh(null)).toBe(t.fresh);
    expect(t.fetchToken).toHaveBeenCalledTimes(1);
    // 60 s later the result is no longer reused.
    t.advance(TOKEN_REUSE_MS);
    await t.tokens.refresh(null);
    expect(t.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('fetches a new token when the fresh one is the one that failed', async () => {
    const t = setup({ handler: () => json(200, {}) });
    const first = await t.tokens.refresh(null);
    await t.tokens.refresh(first);
    expect(t.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('retries once; a second 401 treats the user as signed out', async () => {
    const onSignedOut = vi.fn();
    const t = setup({
      handler: () => json(401, { message: 'expired' }),
      handlers: { onSignedOut },
    });
    const result = await t.api.getJson('/web-api/account/data');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(t.seen).toHaveLength(2);
    expect(t.fetchToken).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('treats the user as signed out at once when no token can be fetched', async () => {
    const onSignedOut = vi.fn();
    const t = setup({
      handler: () => json(401, {}),
      fetchToken: () => Promise.resolve({ ok: false, status: 401, message: 'no refresh' }),
      handlers: { onSignedOut },
    });
    await t.api.getJson('/web-api/account/data');
    expect(t.seen).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 of sign-in (wrong credentials are an answer)', async () => {
    const t = setup({ handler: () => json(401, { message: 'login or password is wrong' }) });
    const result = await t.api.postJson('/web-api/auth/login', { login: 'a', password: 'b' });
    expect(result).toMatchObject({ ok: false, status: 401, message: 'login or password is wrong' });
    expect(t.fetchToken).not.toHaveBeenCalled();
  });

  it('leaves content calls outside /web-api/ alone: no token, no refresh', async () => {
    const t = setup({ handler: () => json(401, {}) });
    await t.tokens.refresh(null);
    await t.api.getJson('/bff-api/pages/home.json');
    expect(t.seen[0]?.headers.get('authorization')).toBeNull();
    expect(t.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('does not send an expired token (SPEC 5: valid only with an exp that has not passed)', () => {
    const now = 2_000_000_000_000;
    expect(isTokenValid(jwt(now / 1000 + 10), now)).toBe(true);
    expect(isTokenValid(jwt(now / 1000 - 1), now)).toBe(false);
    expect(isTokenValid(jwt(undefined), now)).toBe(false);
    expect(isTokenValid('not-a-jwt', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('a.not-json.sig', now)).toBe(false);
    expect(isTokenValid(`${jwt(now / 1000 + 10)}.extra`, now)).toBe(false);
  });

  it('reads the expiry of a token whose claims are not ASCII', () => {
    const payload = Buffer.from(JSON.stringify({ name: 'Пётр ✓', exp: 2_000_000_010 }));
    const token = `e30.${payload.toString('base64url')}.sig`;
    expect(jwtExpiry(token)).toBe(2_000_000_010);
  });

  it('forgets a held token once it expires', async () => {
    let now = 1_000_000;
    const tokens = createTokenManager({
      fetchToken: () => Promise.resolve({ ok: true, data: { token: jwt(1_000 + 60) } }),
      now: () => now,
    });
    const token = await tokens.refresh(null);
    expect(tokens.current()).toBe(token);
    now = 1_060_000;
    expect(tokens.current()).toBeNull();
  });
});

describe('captcha codes (SPEC 8)', () => {
  const captchaFirst = (code: number) => (seen: Seen) =>
    seen.headers.get(CAPTCHA_HEADER)
      ? json(200, { success: true, user_id: 5 })
      : json(400, { error: 'Bad Request', message: 'captcha required', code });

  it.each([100, 111, 112, 113])(
    'asks the handler on code %i and retries with the header',
    async (code) => {
      const captcha = vi.fn(() => Promise.resolve({ captchaId: 'id-1', answer: '42' }));
      const t = setup({ handler: captchaFirst(code), handlers: { captcha } });
      const result = await t.api.postJson('/web-api/auth/login', { login: 'a', password: 'b' });
      expect(result).toEqual({ ok: true, data: { success: true, user_id: 5 } });
      expect(captcha).toHaveBeenCalledWith({ code, message: 'captcha required' });
      expect(t.seen[1]?.headers.get(CAPTCHA_HEADER)).toBe('id-1:42');
      expect(t.seen[1]?.body).toBe(t.seen[0]?.body);
    },
  );

  it('returns the captcha error when the visitor cancels', async () => {
    const t = setup({
      handler: captchaFirst(100),
      handlers: { captcha: () => Promise.resolve(null) },
    });
    const result = await t.api.postJson('/web-api/auth/login', {});
    expect(result).toMatchObject({ ok: false, status: 400, code: 100 });
    expect(t.seen).toHaveLength(1);
  });

  it('asks again after a wrong answer, up to the attempt limit', async () => {
    const captcha = vi.fn(() => Promise.resolve({ captchaId: 'id', answer: '0' }));
    const t = setup({
      handler: (seen) =>
        json(400, { message: 'wrong', code: seen.headers.has(CAPTCHA_HEADER) ? 111 : 100 }),
      handlers: { captcha },
    });
    const result = await t.api.postJson('/web-api/auth/login', {});
    expect(result).toMatchObject({ ok: false, code: 111 });
    expect(captcha).toHaveBeenCalledTimes(3);
    expect(t.seen).toHaveLength(4);
  });

  it('leaves other 400s alone', async () => {
    const captcha = vi.fn();
    const t = setup({
      handler: () => json(400, { message: 'amount', code: 7 }),
      handlers: { captcha },
    });
    await t.api.postJson('/web-api/payments/deposit', {});
    expect(captcha).not.toHaveBeenCalled();
    expect(t.seen).toHaveLength(1);
  });
});

describe('451 and the fingerprint (SPEC 8)', () => {
  it('hands 451 with exception_code 1 to the terms handler', async () => {
    const onTermsRequired = vi.fn();
    const t = setup({
      handler: () => json(451, { error: 'x', message: 'terms', exception_code: 1 }),
      handlers: { onTermsRequired },
    });
    expect(await t.api.getJson('/web-api/account/data')).toMatchObject({ ok: false, status: 451 });
    expect(onTermsRequired).toHaveBeenCalledTimes(1);
    const other = setup({
      handler: () => json(451, { exception_code: 2 }),
      handlers: { onTermsRequired },
    });
    await other.api.getJson('/web-api/account/data');
    expect(onTermsRequired).toHaveBeenCalledTimes(1);
  });

  it('refreshes the fingerprint and retries once on the fingerprint code', async () => {
    let computed = 0;
    const fingerprint = createFingerprintSource({
      collect: () => ({ userAgent: `ua-${++computed}` }),
      now: () => 0,
    });
    const tokens = createTokenManager({
      fetchToken: () => Promise.resolve({ ok: false, status: 401, message: 'none' }),
      now: () => 0,
    });
    const { fetch, seen } = recordingFetch(() =>
      json(400, { message: 'fp', code: FINGERPRINT_ERROR_CODE }),
    );
    const api = createApiClient({
      fetch,
      interceptors: createAuthInterceptors({ tokens, fingerprint, handlers: {} }),
    });
    const result = await api.postJson('/web-api/auth/login', {});
    expect(result).toMatchObject({ ok: false, code: FINGERPRINT_ERROR_CODE });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers.get(FINGERPRINT_HEADER)).toBeNull();
    expect(seen[1]?.headers.get(FINGERPRINT_HEADER)).toMatch(/^[0-9a-f]{8}$/);
    expect(computed).toBe(1);
  });

  it('keeps a fingerprint until it expires, with the same token for the same components', async () => {
    let now = 0;
    const source = createFingerprintSource({
      collect: () => ({ a: '1' }),
      now: () => now,
      ttlMs: 100,
    });
    const first = await source.refresh();
    expect(source.current()).toEqual(first);
    expect((await source.refresh())?.token).toBe(first?.token);
    now = 100;
    expect(source.current()).toBeNull();
  });
});
