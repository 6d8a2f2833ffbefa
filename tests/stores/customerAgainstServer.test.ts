// @vitest-environment node
// The customer stores against the real server: the API client with its SPEC section 8
// chain and the customer stores, over app.inject with a cookie jar, on PGlite and PostgreSQL.
// It proves that the paths, field names, captcha header and 401 refresh agree with server/auth
// and server/money.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../domain/auth/authConstants';
import {
  createApiClient,
  createAuthInterceptors,
  createTokenManager,
  TOKEN_PATH,
  type ApiHandlers,
} from '../../runtime/api';
import {
  connectApiHandlers,
  connectSessionStores,
  createRootStore,
  type RootStore,
} from '../../stores';
import { TEST_ORIGIN } from '../server/authHelpers';
import { freshAddress, openAuthServer, type AuthTestServer } from '../server/auth/authTestServer';
import { databaseBackends, removeTempDirs } from '../server/testServer';
import { testConfig } from '../widgets/harness';
import { waitFor } from '../waitFor';

afterAll(removeTempDirs);

interface Browser {
  stores: RootStore;
  jar: Map<string, string>;
  /** Paths the browser requested, in order. */
  requests: string[];
  handlers: ApiHandlers;
  stop(): void;
}

/** A browser of one customer: a cookie jar and one client address. */
function openBrowser(app: FastifyInstance): Browser {
  const jar = new Map<string, string>();
  const requests: string[] = [];
  const remoteAddress = freshAddress();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push(url);
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return new Response(res.body === '' ? null : res.body, { status: res.statusCode });
  }) as typeof globalThis.fetch;

  const handlers: ApiHandlers = {};
  const plain = createApiClient({ fetch });
  const tokens = createTokenManager({
    fetchToken: () => plain.getJson<{ token: string }>(TOKEN_PATH),
    now: Date.now,
  });
  const api = createApiClient({
    fetch,
    interceptors: createAuthInterceptors({ tokens, handlers }),
  });
  const stores = createRootStore({ api, config: testConfig(), session: { tokens } });
  connectApiHandlers(handlers, stores, () => undefined);
  const stop = connectSessionStores(stores);
  return { stores, jar, requests, handlers, stop };
}

/** Waits until the predicate holds (store reactions run their requests asynchronously). */
const until = (predicate: () => boolean, what: string) => waitFor(predicate, what, 90_000);

describe.each(databaseBackends())(
  'customer stores against the server on $name',
  // A cap, not a measure: each test signs in several times against a real server (password
  // hashing included); on a 2-core machine at a load of 30 one test took over 30 s.
  { timeout: 120_000 },
  (backend) => {
    let s: AuthTestServer;
    beforeAll(async () => {
      s = await openAuthServer(backend);
    }, 60_000);
    afterAll(async () => s.close());

    /** The answer of a captcha, found from its stored hash (the answer is 5 digits). */
    async function answerOf(captchaId: string): Promise<string> {
      const row = await s.database.db
        .selectFrom('captchas')
        .select('answer_hash')
        .where('id', '=', captchaId)
        .executeTakeFirstOrThrow();
      for (let n = 0; n < 100_000; n++) {
        const answer = String(n).padStart(5, '0');
        if (
          createHash('sha256').update(`${captchaId}:${answer}`).digest('hex') === row.answer_hash
        ) {
          return answer;
        }
      }
      throw new Error('captcha answer not found');
    }

    it('registers in one click, loads the accounts, signs out and signs in again', async () => {
      const b = openBrowser(s.app);
      const { session, account } = b.stores;
      const registered = await session.register({
        type: 'fast_reg',
        country_id: 643,
        currency_id: 643,
      });
      expect(registered.ok).toBe(true);
      const credentials = registered.ok ? registered.credentials : undefined;
      expect(credentials?.login).toMatch(/^\d+$/);
      expect(session.userId).toBe(Number(credentials?.login));
      expect(session.user).toMatchObject({
        isAuthenticated: true,
        banLevel: 0,
        isTermsChanged: false,
      });

      await until(() => account.isLoaded, 'the account to load');
      expect(account.mainAccount).toMatchObject({ currencyId: 643, type: 0, money: 0 });
      expect(account.bonusAccount?.type).toBe(4);
      expect(account.balance).toBe('0.00\u00a0₽');

      expect(await session.logout()).toEqual({ ok: true });
      expect(session.isAuthenticated).toBe(false);
      expect(account.accounts).toEqual([]);
      expect(await session.check()).toBe(false);

      const signedIn = await session.login({
        login: credentials!.login,
        password: credentials!.password,
        remember: true,
      });
      expect(signedIn).toEqual({ ok: true });
      expect(await session.check()).toBe(true);
      b.stop();
    });

    it('a wrong password comes back as the server message; a withdrawal without money is refused', async () => {
      const b = openBrowser(s.app);
      const { session, account } = b.stores;
      expect(
        await session.login({ login: '99999999', password: 'not-the-password', remember: false }),
      ).toMatchObject({ ok: false, status: 401, message: 'login or password is wrong' });
      await session.register({ type: 'fast_reg', country_id: 643, currency_id: 643 });
      await until(() => account.isLoaded, 'the account to load');
      const refused = await account.withdraw(1000);
      expect(refused.ok).toBe(false);
      expect(refused.ok ? '' : refused.message).not.toBe('');
      expect(await account.loadHistory(1, false)).toEqual({ ok: true });
      expect(account.historyTotalCount).toBe(0);
      b.stop();
    });

    it('an expired access token is refreshed once through gettoken and the call succeeds', async () => {
      const b = openBrowser(s.app);
      const { session, account } = b.stores;
      await session.register({ type: 'fast_reg', country_id: 643, currency_id: 643 });
      await until(() => account.isLoaded, 'the account to load');
      s.clock.offsetMs = (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;
      try {
        b.requests.length = 0;
        expect(await account.load()).toEqual({ ok: true });
        expect(b.requests).toEqual(['/web-api/account/data', TOKEN_PATH, '/web-api/account/data']);
        expect(session.isAuthenticated).toBe(true);
      } finally {
        s.clock.offsetMs = 0;
      }
      b.stop();
    });

    it('after four failed sign-ins the captcha is shown and the answer signs in', async () => {
      const owner = openBrowser(s.app);
      const registered = await owner.stores.session.register({
        type: 'fast_reg',
        country_id: 643,
        currency_id: 643,
      });
      const credentials = registered.ok ? registered.credentials! : null;
      owner.stop();

      const b = openBrowser(s.app);
      const { session, captcha } = b.stores;
      // The third failure makes the next attempt wait 1 s, the fourth 2 s (signInDelay.ts).
      for (let i = 0; i < 4; i++) {
        if (i === 3) s.clock.offsetMs = 1000;
        const wrong = await session.login({
          login: credentials!.login,
          password: 'wrong-password',
          remember: false,
        });
        expect(wrong).toMatchObject({ ok: false, status: 401 });
      }
      s.clock.offsetMs = 3000;
      try {
        const signIn = session.login({
          login: credentials!.login,
          password: credentials!.password,
          remember: false,
        });
        await until(() => captcha.needed && captcha.captchaId !== null, 'the captcha to be asked');
        expect(captcha.code).toBe(100);
        expect(captcha.imageUrl?.startsWith('data:image/png;base64,')).toBe(true);
        expect(captcha.submit(await answerOf(captcha.captchaId!))).toBe(true);
        expect(await signIn).toEqual({ ok: true });
        expect(session.userId).toBe(Number(credentials!.login));
      } finally {
        s.clock.offsetMs = 0;
      }
      b.stop();
    });
  },
);
