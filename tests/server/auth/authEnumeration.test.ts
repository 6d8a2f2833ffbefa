// Nobody learns from registration or password recovery whether an e-mail or phone is a customer's:
// not from the status, not from the body, not from the time the answer takes. Only whoever types
// the code sent to an address is told that it already has an account.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_TTL_SECONDS } from '../../../domain/auth/authConstants';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  emailCode,
  freshAddress,
  inboxOf,
  nextMessage,
  openAuthServer,
  postJson,
  registerByEmail,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

/** Time limits, not measures of speed: the machine is shared with other builds. */
const MAX_MEDIAN_RATIO = 1.5;
const PAIRS = 40;
const WARM_UP = 3;
const KNOWN_FIRST = ['known', 'unknown'] as const;
const UNKNOWN_FIRST = ['unknown', 'known'] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times PAIRS pairs of requests, one about a registered target and one about an unknown one, back
 * to back (which goes first alternates), after a warm-up; `settle` runs between requests, outside
 * the timing. The answer is the median of the pairs' ratios: the two of a pair meet the same load
 * of a shared machine, so the ratio stays near 1 unless the server treats them differently.
 */
async function medianRatio(
  known: (i: number) => Promise<LightMyRequestResponse>,
  unknown: (i: number) => Promise<LightMyRequestResponse>,
  settle: (kind: 'known' | 'unknown', i: number) => Promise<void>,
): Promise<{ ratio: number; knownMs: number; unknownMs: number }> {
  const ratios: number[] = [];
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < PAIRS + WARM_UP; i++) {
    const ms = { known: 0, unknown: 0 };
    for (const kind of i % 2 === 0 ? KNOWN_FIRST : UNKNOWN_FIRST) {
      const start = process.hrtime.bigint();
      const res = await (kind === 'known' ? known(i) : unknown(i));
      ms[kind] = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode, res.body).toBe(200);
      await settle(kind, i);
    }
    if (i < WARM_UP) continue;
    ratios.push(ms.known / ms.unknown);
    knownMs.push(ms.known);
    unknownMs.push(ms.unknown);
  }
  return { ratio: median(ratios), knownMs: median(knownMs), unknownMs: median(unknownMs) };
}

/** Customers made straight in the database (fast: no password hashing); each a fresh target. */
async function insertCustomers(
  s: AuthTestServer,
  count: number,
  row: (i: number) => { email?: string; phone?: string; phone_code?: string },
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: null,
    phone: null,
    phone_code: null,
    ...row(i),
    password_hash: 'scrypt$15$8$1$AAAA$AAAA',
    registration_type: 'full_reg',
    country_id: 643,
    currency_id: 643,
    ref_code: null,
    first_deposit_bonus_choice: 0,
    activation_type: 0,
    personal_data: '{}',
    two_factor_secret: null,
    terms_accepted_at: new Date(),
    password_changed_at: null,
  }));
  await s.database.db.insertInto('users').values(rows).execute();
}

describe.each(databaseBackends())('no account enumeration on $name', (backend) => {
  let s: AuthTestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    s = await openAuthServer(backend);
    app = s.app;
  });
  afterAll(async () => s.close());

  const register = (body: Record<string, unknown>) =>
    postJson(
      app,
      '/web-api/auth/register',
      { type: 'full_reg', country_id: 643, currency_id: 643, ...body },
      { remoteAddress: freshAddress() },
    );

  it('full_reg answers a registered e-mail exactly as a new one: status, body, no cookie', async () => {
    const taken = 'taken.reg@example.com';
    expect(
      (
        await registerByEmail(app, {
          email: taken,
          password: 'Copper-Kettle-91',
          user_name: 'T',
          user_surname: 'R',
        })
      ).statusCode,
    ).toBe(200);
    const attempt = { password: 'Velvet-Harbour-27', user_name: 'M', user_surname: 'X' };
    const known = await register({ ...attempt, email: taken });
    const fresh = await register({ ...attempt, email: 'fresh.reg@example.com' });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect(known.cookies).toEqual([]);
    expect(fresh.cookies).toEqual([]);
    // A guessed code: the same refusal for both.
    const knownGuess = await register({ ...attempt, email: taken, email_code: '123456' });
    const freshGuess = await register({
      ...attempt,
      email: 'fresh.reg@example.com',
      email_code: '123456',
    });
    expect(knownGuess.json()).toEqual(freshGuess.json());
    expect(knownGuess.json()).toMatchObject({ reason: 'wrong_code', field: 'email_code' });
  });

  it('the e-mail code goes to every address with the same answer in the same time; the message tells the owner', async () => {
    await insertCustomers(s, PAIRS + WARM_UP, (i) => ({ email: `owner${i}@example.com` }));
    const send = (email: string) =>
      postJson(app, '/web-api/auth/email/send', { email }, { remoteAddress: freshAddress() });
    const { ratio, knownMs, unknownMs } = await medianRatio(
      (i) => send(`owner${i}@example.com`),
      (i) => send(`stranger${i}@example.com`),
      async () => undefined,
    );
    console.info(
      `email/send median: registered ${knownMs.toFixed(2)} ms, new ${unknownMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeLessThan(MAX_MEDIAN_RATIO);
    expect(ratio).toBeGreaterThan(1 / MAX_MEDIAN_RATIO);

    const [toOwner] = await inboxOf(app, 'owner0@example.com');
    const [toStranger] = await inboxOf(app, 'stranger0@example.com');
    expect(toOwner?.text).toMatch(/\d{6}/);
    expect(toOwner?.text).toContain('already exists');
    expect(toStranger?.text).toMatch(/\d{6}/);
    expect(toStranger?.text).not.toContain('already exists');
  });

  it('only the holder of the e-mail code learns that the address is registered', async () => {
    const email = 'holder@example.com';
    const attempt = { password: 'Granite-Lotus-55', user_name: 'H', user_surname: 'O' };
    expect((await registerByEmail(app, { ...attempt, email })).statusCode).toBe(200);
    const again = await register({ ...attempt, email, email_code: await emailCode(app, email) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'email_taken', field: 'email' });
  });

  it('sms/send answers a registered phone as any number and sends it the registration code', async () => {
    await insertCustomers(s, 1, () => ({ phone: '79267770011', phone_code: '7' }));
    const body = { 'phone-code': '+7', purpose: 'phone_reg' };
    const known = await postJson(
      app,
      '/web-api/auth/sms/send',
      { ...body, 'phone-number': '9267770011' },
      { remoteAddress: freshAddress() },
    );
    const fresh = await postJson(
      app,
      '/web-api/auth/sms/send',
      { ...body, 'phone-number': '9267770012' },
      { remoteAddress: freshAddress() },
    );
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(fresh.json());
    const message = await nextMessage(app, '79267770011', 0);
    expect(message.code).toMatch(/^\d{6}$/);
    const reg = await postJson(
      app,
      '/web-api/auth/register',
      {
        type: 'phone_reg',
        country_id: 643,
        currency_id: 643,
        phone: '9267770011',
        phone_code: '7',
        sms_code: message.code,
      },
      { remoteAddress: freshAddress() },
    );
    expect(reg.statusCode).toBe(409);
    expect(reg.json()).toMatchObject({ reason: 'phone_taken', field: 'phone' });
  });

  it('forgot-password answers a registered e-mail in the time of an unknown one', async () => {
    await insertCustomers(s, PAIRS + WARM_UP, (i) => ({ email: `forgetful${i}@example.com` }));
    const forgot = (email: string) =>
      postJson(app, '/web-api/auth/password/forgot', { email }, { remoteAddress: freshAddress() });
    const { ratio, knownMs, unknownMs } = await medianRatio(
      (i) => forgot(`forgetful${i}@example.com`),
      (i) => forgot(`nobody${i}@example.com`),
      // The code of a registered address is sent after the answer: wait for it between samples.
      async (kind, i) => {
        if (kind === 'known') await nextMessage(app, `forgetful${i}@example.com`, 0);
      },
    );
    console.info(
      `password/forgot median: registered ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeLessThan(MAX_MEDIAN_RATIO);
    expect(ratio).toBeGreaterThan(1 / MAX_MEDIAN_RATIO);
    expect(await inboxOf(app, 'nobody0@example.com')).toEqual([]);
  });

  it('check-code answers a registered and an unknown e-mail alike, before and after the time limit', async () => {
    await insertCustomers(s, 1, () => ({ email: 'checked@example.com' }));
    const targets = ['checked@example.com', 'unchecked@example.com'];
    const check = async (email: string) =>
      (
        await postJson(
          app,
          '/web-api/auth/password/check-code',
          { email, code: '123456' },
          { remoteAddress: freshAddress() },
        )
      ).json();
    for (const email of targets) {
      await postJson(
        app,
        '/web-api/auth/password/forgot',
        { email },
        { remoteAddress: freshAddress() },
      );
    }
    expect(await check(targets[0]!)).toEqual(await check(targets[1]!));
    s.clock.offsetMs = (VERIFICATION_CODE_TTL_SECONDS + 1) * 1000;
    try {
      expect(await check(targets[0]!)).toEqual({ result: 'time_up' });
      expect(await check(targets[1]!)).toEqual({ result: 'time_up' });
    } finally {
      s.clock.offsetMs = 0;
    }
  });
});
