// The growing wait after failed sign-ins of an account, and the caps on codes sent to one phone or
// e-mail: both whatever the client's address, both kept in the database for every process.
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVATION_EMAIL_SUBJECT } from '../../../server/messages/activationLinks';
import {
  CODES_PER_TARGET_PER_DAY,
  CODES_PER_TARGET_PER_HOUR,
} from '../../../server/auth/codeSendCaps';
import { signUpFast } from '../authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import {
  emailCode,
  freshAddress,
  openAuthServer,
  postJson,
  registerByEmail,
  TEST_SECRET,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

describe.each(databaseBackends())('sign-in waits and code caps on $name', (backend) => {
  let s: AuthTestServer;
  /** The server under test, on a clock that stands still unless the test moves it. */
  let app: FastifyInstance;
  const clock = { ms: Date.now() };
  beforeAll(async () => {
    s = await openAuthServer(backend);
    app = await serverProcess();
  });
  afterAll(async () => {
    await app.close();
    await s.close();
  });

  const advance = (seconds: number) => {
    clock.ms += seconds * 1000;
  };

  /** A server process on the test's database and clock (a second one shares both). */
  function serverProcess(): Promise<FastifyInstance> {
    return buildTestServer({
      database: s.database,
      auth: { secret: TEST_SECRET, testInbox: true, now: () => new Date(clock.ms) },
    });
  }

  const login = (payload: unknown, headers: Record<string, string> = {}, to = app) =>
    postJson(to, '/web-api/auth/login', payload, { headers, remoteAddress: freshAddress() });

  /** The x-captcha header of a new captcha, answered from its stored hash. */
  async function captchaHeader(): Promise<Record<string, string>> {
    const { captchaId } = (await app.inject({ url: '/captcha/update' })).json();
    const row = await s.database.db
      .selectFrom('captchas')
      .select('answer_hash')
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    for (let n = 0; n < 100_000; n++) {
      const answer = String(n).padStart(5, '0');
      if (createHash('sha256').update(`${captchaId}:${answer}`).digest('hex') === row.answer_hash) {
        return { 'x-captcha': `${captchaId}:${answer}` };
      }
    }
    throw new Error('captcha answer not found');
  }

  /** A full_reg customer (with the e-mail code): the e-mail and the account id both sign in. */
  async function registerWithEmail(name: string): Promise<{ email: string; userId: string }> {
    const email = `${name}-${Date.now()}@example.com`;
    const res = await registerByEmail(app, {
      email,
      password: 'Original-pass-1',
      user_name: 'R',
      user_surname: 'M',
    });
    expect(res.statusCode).toBe(200);
    return { email, userId: String(res.json().user_id) };
  }

  function expectWait(res: LightMyRequestResponse, seconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(res.json()).toMatchObject({ error: 'Too Many Requests', reason: 'too_many_requests' });
    expect(res.cookies).toEqual([]);
  }

  describe('the wait after failed sign-ins', () => {
    it('after three failures in a row each attempt waits 1 s, 2 s, 4 s, whatever its address; a success clears it', async () => {
      const user = await signUpFast(app);
      const wrong = { login: user.login, password: 'Wrong-password-1' };
      const right = { login: user.login, password: user.password };
      for (let i = 0; i < 3; i++) expect((await login(wrong)).statusCode).toBe(401);

      // The third failure costs 1 s: the fourth attempt waits, even with the right password.
      expectWait(await login(wrong), 1);
      expectWait(await login(right), 1);
      advance(1);
      expect((await login(wrong)).statusCode).toBe(401);
      expectWait(await login(right), 2);
      advance(1);
      expectWait(await login(right), 1);
      advance(1);
      // The fifth attempt, after four failures, also needs a captcha (SPEC section 8).
      expect((await login(wrong, await captchaHeader())).statusCode).toBe(401);
      expectWait(await login(right), 4);
      advance(4);
      const ok = await login(right, await captchaHeader());
      expect(ok.json()).toEqual({ success: true, user_id: Number(user.userId) });

      // Cleared: two failures in a row are free again.
      for (let i = 0; i < 2; i++) expect((await login(wrong)).statusCode).toBe(401);
      expect((await login(right)).statusCode).toBe(200);
    });

    it('an unknown login waits exactly as an account does', async () => {
      const ghost = { login: 'nobody-waits@example.com', password: 'Wrong-password-1' };
      const user = await signUpFast(app);
      const known = { login: user.login, password: 'Wrong-password-1' };
      for (const who of [ghost, known]) {
        for (let i = 0; i < 3; i++) expect((await login(who)).statusCode).toBe(401);
      }
      // The clock stood still: both wait the second their third failure costs.
      const [ghostWait, knownWait] = [await login(ghost), await login(known)];
      expectWait(ghostWait, 1);
      expectWait(knownWait, 1);
      expect(ghostWait.json()).toEqual(knownWait.json());
    });

    it('counts the failures of an account whichever login names it (e-mail or id)', async () => {
      const { email, userId } = await registerWithEmail('both-logins');
      const byEmail = { login: email, password: 'Wrong-password-1' };
      const byId = { login: userId, password: 'Wrong-password-1' };
      for (let i = 0; i < 2; i++) expect((await login(byEmail)).statusCode).toBe(401);
      expect((await login(byId)).statusCode).toBe(401);
      expectWait(await login(byId), 1);
      expectWait(await login(byEmail), 1);
    });

    it('attempts racing for one account cannot outrun the wait: of 12 at once, 3 reach the password', async () => {
      const user = await signUpFast(app);
      const wrong = { login: user.login, password: 'Wrong-password-1' };
      const answers = await Promise.all(Array.from({ length: 12 }, () => login(wrong)));
      // The rest wait (429).
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((c) => c === 401)).toHaveLength(3);
      expect(statuses.filter((c) => c !== 401 && c !== 429)).toEqual([]);
      expect(statuses).toContain(429);
    });

    it('every server process on the database keeps the same wait', async () => {
      const user = await signUpFast(app);
      for (let i = 0; i < 3; i++) {
        expect((await login({ login: user.login, password: 'nope-nope-1' })).statusCode).toBe(401);
      }
      const other = await serverProcess();
      try {
        expectWait(await login({ login: user.login, password: user.password }, {}, other), 1);
      } finally {
        await other.close();
      }
    });
  });

  describe('caps on codes to one phone or e-mail', () => {
    const sendSms = (phone: string, purpose: 'sms_login' | 'phone_reg', to = app) =>
      postJson(
        to,
        '/web-api/auth/sms/send',
        { 'phone-number': phone, 'phone-code': '7', purpose },
        { remoteAddress: freshAddress() },
      );
    const inbox = async (to: string) =>
      (await app.inject({ url: `/web-api/test/inbox?to=${to}` })).json<{ messages: unknown[] }>()
        .messages;

    it(`sends one number ${CODES_PER_TARGET_PER_HOUR} codes an hour and ${CODES_PER_TARGET_PER_DAY} a day, from any address; then 429 with Retry-After`, async () => {
      const phone = '9035550301';
      for (let i = 0; i < CODES_PER_TARGET_PER_HOUR; i++) {
        expect((await sendSms(phone, 'phone_reg')).json()).toEqual({ success: true });
      }
      const capped = await sendSms(phone, 'phone_reg');
      expectWait(capped, HOUR);
      expect(await inbox(`7${phone}`)).toHaveLength(CODES_PER_TARGET_PER_HOUR);

      advance(HOUR);
      for (let i = CODES_PER_TARGET_PER_HOUR; i < CODES_PER_TARGET_PER_DAY; i++) {
        expect((await sendSms(phone, 'phone_reg')).statusCode).toBe(200);
      }
      // The day's share is spent: the next code waits for the day to end, not the hour.
      expectWait(await sendSms(phone, 'phone_reg'), DAY - HOUR);
      advance(HOUR);
      expectWait(await sendSms(phone, 'phone_reg'), DAY - 2 * HOUR);
      expect(await inbox(`7${phone}`)).toHaveLength(CODES_PER_TARGET_PER_DAY);
      advance(DAY - 2 * HOUR);
      expect((await sendSms(phone, 'phone_reg')).statusCode).toBe(200);
    });

    it('caps sign-in codes alike for a phone with an account and one without', async () => {
      const owned = '9035550302';
      await sendSms(owned, 'phone_reg');
      const [sent] = (await inbox(`7${owned}`)) as { text: string }[];
      const code = /(\d{6})/.exec(sent?.text ?? '')?.[1] as string;
      const reg = await postJson(
        app,
        '/web-api/auth/register',
        {
          type: 'phone_reg',
          country_id: 643,
          currency_id: 643,
          phone: owned,
          phone_code: '7',
          sms_code: code,
          password: 'Phone-pass-1',
        },
        { remoteAddress: freshAddress() },
      );
      expect(reg.statusCode).toBe(200);
      const stranger = '9035550303';
      await sendSms(stranger, 'phone_reg'); // both numbers have spent one code

      const answers: Record<'owned' | 'stranger', LightMyRequestResponse[]> = {
        owned: [],
        stranger: [],
      };
      for (let i = 0; i < CODES_PER_TARGET_PER_HOUR; i++) {
        answers.owned.push(await sendSms(owned, 'sms_login'));
        answers.stranger.push(await sendSms(stranger, 'sms_login'));
      }
      const statuses = (list: LightMyRequestResponse[]) => list.map((r) => r.statusCode);
      expect(statuses(answers.owned)).toEqual([200, 200, 200, 200, 429]);
      expect(statuses(answers.stranger)).toEqual(statuses(answers.owned));
      expect(answers.stranger.at(-1)?.json()).toEqual(answers.owned.at(-1)?.json());
      expect(answers.stranger.at(-1)?.headers['retry-after']).toBe(
        answers.owned.at(-1)?.headers['retry-after'],
      );
      expect(await inbox(`7${stranger}`)).toHaveLength(1); // the registration code only
    });

    it('caps recovery codes with one answer for an account e-mail and an unknown one', async () => {
      const { email } = await registerWithEmail('capped');
      const unknown = `nobody-capped-${Date.now()}@example.com`;
      await emailCode(app, unknown); // both addresses have spent one code: a registration code
      const ask = (target: string, path: 'forgot' | 'resend') =>
        postJson(
          app,
          `/web-api/auth/password/${path}`,
          { email: target },
          { remoteAddress: freshAddress() },
        );
      for (const target of [email, unknown]) {
        const answers = [];
        for (let i = 0; i < CODES_PER_TARGET_PER_HOUR; i++) {
          answers.push(await ask(target, i % 2 === 0 ? 'forgot' : 'resend'));
        }
        expect(answers.slice(0, -1).map((r) => r.json())).toEqual(
          Array(CODES_PER_TARGET_PER_HOUR - 1).fill({ success: true }),
        );
        expectWait(answers.at(-1) as LightMyRequestResponse, HOUR);
        expect((answers.at(-1) as LightMyRequestResponse).json()).toEqual({
          error: 'Too Many Requests',
          message: `code: too many codes sent to this target; wait ${HOUR} s`,
          reason: 'too_many_requests',
        });
      }
      // Recovery codes leave after the answer; the registration code came first. The
      // registration's activation mail carries a link, not a code, and is not capped with them.
      const codesTo = async (to: string) =>
        ((await inbox(to)) as { subject: string | null }[]).filter(
          (m) => m.subject !== ACTIVATION_EMAIL_SUBJECT,
        );
      await vi.waitFor(
        async () => {
          expect(await codesTo(email)).toHaveLength(CODES_PER_TARGET_PER_HOUR);
          expect(await inbox(email)).toHaveLength(CODES_PER_TARGET_PER_HOUR + 1);
        },
        { timeout: 10_000, interval: 10 },
      );
      expect(await inbox(unknown)).toHaveLength(1); // the registration code only
    });

    it('every server process on the database counts the same codes, and a burst cannot pass the cap', async () => {
      const phone = '9035550304';
      const other = await serverProcess();
      try {
        const burst = await Promise.all(
          Array.from({ length: 8 }, (_, i) => sendSms(phone, 'phone_reg', i % 2 ? other : app)),
        );
        const statuses = burst.map((r) => r.statusCode);
        expect(statuses.filter((c) => c === 200)).toHaveLength(CODES_PER_TARGET_PER_HOUR);
        expect(statuses.filter((c) => c === 429)).toHaveLength(8 - CODES_PER_TARGET_PER_HOUR);
        expect((await sendSms(phone, 'phone_reg', other)).statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });
  });
});
