// The server enforces the limits (SPEC sections 4, 9): deposits beyond a deposit limit, sign-in,
// refresh, bets and deposits during a self-exclusion or time-out, sessions ended when one starts,
// the session limit's sign-out until the next UTC day, and the reality check's reminders; on
// every backend.
import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { postTransfer } from '../../../server/money/ledger';
import { startDeposit } from '../../../server/money/payments';
import { assertStakeAllowed, LimitRefusal, StakeLimitRefusal } from '../../../server/limits/index';
import { systemWorldClock } from '../../../server/http/worldClock';
import { totpAt } from '../../../server/auth/totp';
import { cookieHeader, type SignedUpUser } from '../authHelpers';
import { freshAddress } from '../auth/authTestServer';
import { chooseOnHostedPage, depositViaSandbox } from '../money/moneyTestKit';
import { databaseBackends } from '../testServer';
import {
  advanceClock,
  DAY_MS,
  HOUR_MS,
  historyOf,
  limitCall,
  limitsOf,
  limitsServerFor,
  passwordSignIn,
  pingAs,
  setLimit,
  signUpFast,
} from './limitsTestKit';

const RUB = 10_000;
const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';

describe.each(databaseBackends())('limit enforcement ($name)', (backend) => {
  const server = limitsServerFor(backend);

  const deposit = (user: SignedUpUser, amount: number) =>
    server.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount },
    });

  it('refuses a deposit beyond what the daily deposit limit leaves, until it leaves the 24 h window', async () => {
    const { app, database } = server;
    const user = await signUpFast(app);
    await setLimit(app, user, 20, 10 * RUB); // 1000 RUB a day
    await depositViaSandbox(app, user, 60_000); // 600 RUB
    const countPayments = async () =>
      (
        await database.db
          .selectFrom('payments')
          .select('id')
          .where('user_id', '=', user.userId)
          .execute()
      ).length;
    const before = await countPayments();

    const refused = await deposit(user, 50_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'limit_deposit_exceeded',
      remaining: 40_000,
      field: 'amount',
    });
    expect(await countPayments()).toBe(before);
    expect((await limitsOf(app, user))[0]!.limitBalance).toBe(40_000);

    // A started deposit counts until it fails: 300 started leaves 100.
    const started = await deposit(user, 30_000);
    expect(started.statusCode, started.body).toBe(200);
    const over = await deposit(user, 20_000);
    expect(over.json()).toMatchObject({ reason: 'limit_deposit_exceeded', remaining: 10_000 });
    await chooseOnHostedPage(app, user, started.json<{ payment_id: string }>().payment_id, 'fail');
    expect((await limitsOf(app, user))[0]!.limitBalance).toBe(40_000);

    // A day later the 600 has left the window.
    await advanceClock(app, 24 * HOUR_MS + 1000);
    expect((await limitsOf(app, user))[0]!.limitBalance).toBe(100_000);
    await depositViaSandbox(app, user, 50_000);
    expect((await limitsOf(app, user))[0]!.limitBalance).toBe(50_000);
  });

  it('checks the 7-day window too: the tightest limit that is crossed answers', async () => {
    const { app } = server;
    const user = await signUpFast(app);
    await setLimit(app, user, 21, 10 * RUB);
    await setLimit(app, user, 20, 20 * RUB);
    await depositViaSandbox(app, user, 80_000);
    await advanceClock(app, 2 * DAY_MS);
    const refused = await deposit(user, 30_000);
    expect(refused.json()).toMatchObject({ reason: 'limit_deposit_exceeded', remaining: 20_000 });
    await advanceClock(app, 6 * DAY_MS);
    expect((await deposit(user, 30_000)).statusCode).toBe(200);
  });

  it('BlockUser ends every session and refuses sign-in, betting and deposits until it ends', async () => {
    const { app, database } = server;
    const user = await signUpFast(app);
    const second = await passwordSignIn(app, user);
    expect(second.statusCode).toBe(200);
    const otherSession = { ...user, headers: { ...user.headers, cookie: cookieHeader(second) } };

    const block = await limitCall(
      app,
      user,
      'POST',
      '/limit-service-api/limit/external/web/api/v1/BlockUser',
      {
        days: 1,
        selfExcludeReason: 2,
      },
    );
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toEqual({ success: true });

    for (const session of [user, otherSession]) {
      const check = await app.inject({ url: '/web-api/auth/check', headers: session.headers });
      expect(check.json()).toEqual({ user_id: null, ban_level: 0, ban_version: 0 });
      expect((await limitCall(app, session, 'GET', 'limits')).statusCode).toBe(401);
      const token = await app.inject({ url: '/web-api/user/gettoken', headers: session.headers });
      expect(token.statusCode).toBe(401);
    }
    const signIn = await passwordSignIn(app, user);
    expect(signIn.statusCode).toBe(403);
    const refusal = signIn.json<{ reason: string; endsAt: number }>();
    expect(refusal.reason).toBe('self_excluded');
    const worldNow = await advanceClock(app, 0);
    expect(Math.abs(refusal.endsAt - Math.floor(worldNow / 1000) - 86_400)).toBeLessThan(60);

    // Betting and deposits: the server's own checks refuse them too.
    await expect(
      database.db.transaction().execute((trx) =>
        assertStakeAllowed(trx, {
          userId: user.userId,
          amount: 100,
          currencyId: 643,
          at: new Date(worldNow),
        }),
      ),
    ).rejects.toMatchObject({ reason: 'self_excluded' });
    await expect(
      startDeposit(database.db, app.paymentSandbox, {
        userId: user.userId,
        amount: 20_000,
        lng: 'en',
      }),
    ).rejects.toBeInstanceOf(LimitRefusal);

    const history = await historyOf(database, user.userId);
    expect(history.map((h) => [h.type, h.event, Number(h.new_value), h.actor])).toEqual([
      [30, 'set', 1, 'customer'],
    ]);

    // A day later it has ended: sign-in works and the record is INACTIVE.
    await advanceClock(app, DAY_MS + 60_000);
    const back = await passwordSignIn(app, user);
    expect(back.statusCode, back.body).toBe(200);
    const signedIn = { ...user, headers: { ...user.headers, cookie: cookieHeader(back) } };
    expect(await limitsOf(app, signedIn)).toEqual([
      expect.objectContaining({ type: 30, limitState: 'INACTIVE', selfExcludeReason: 2 }),
    ]);
    expect((await historyOf(database, user.userId)).map((h) => h.event)).toEqual([
      'set',
      'expired',
    ]);
  });

  it('refuses the SMS and the two-step sign-in routes during a self-exclusion', async () => {
    const { app } = server;
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: freshAddress(),
        headers: { origin: 'http://localhost', ...headers },
        payload: payload as Record<string, unknown>,
      });
    const lastCode = async () => {
      const inbox = await app.inject({ url: '/web-api/test/inbox?to=79035550177' });
      const text = inbox.json<{ messages: { text: string }[] }>().messages.at(-1)?.text ?? '';
      return /(\d{6})/.exec(text)?.[1] ?? '';
    };
    const phone = { 'phone-number': '9035550177', 'phone-code': '7' };
    await post('/web-api/auth/sms/send', { ...phone, purpose: 'phone_reg' });
    const reg = await post('/web-api/auth/register', {
      type: 'phone_reg',
      country_id: 643,
      currency_id: 643,
      phone: '9035550177',
      phone_code: '7',
      sms_code: await lastCode(),
      password: 'Phone-pass-1',
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const phoneUser = { headers: { origin: 'http://localhost', cookie: cookieHeader(reg) } };

    // A second customer with two-step sign-in.
    const totpUser = await signUpFast(app);
    const setup = await post('/web-api/user/two-factor/setup', {}, totpUser.headers);
    const { secret } = setup.json<{ secret: string }>();
    const enable = await post(
      '/web-api/user/two-factor/enable',
      { code: totpAt(secret, Math.floor(Date.now() / 1000)) },
      totpUser.headers,
    );
    expect(enable.json()).toEqual({ success: true });

    for (const who of [phoneUser, totpUser]) {
      const block = await limitCall(app, who, 'POST', BLOCK_USER, { days: 7 });
      expect(block.statusCode, block.body).toBe(200);
    }
    await post('/web-api/auth/sms/send', phone);
    const sms = await post('/web-api/auth/login/sms', {
      phone: '9035550177',
      phone_code: '7',
      code: await lastCode(),
    });
    expect(sms.statusCode, sms.body).toBe(403);
    expect(sms.json()).toMatchObject({ reason: 'self_excluded' });

    const first = await passwordSignIn(app, totpUser);
    expect(first.json()).toEqual({ success: false, two_step_required: true });
    const second = await post(
      '/web-api/auth/login/two-step',
      { code: totpAt(secret, Math.floor(Date.now() / 1000)) },
      { cookie: cookieHeader(first) },
    );
    expect(second.statusCode, second.body).toBe(403);
    expect(second.json()).toMatchObject({ reason: 'self_excluded' });
    expect(second.cookies.filter((c) => c.name === 'user_token' && c.value !== '')).toEqual([]);
  });

  it('refuses the refresh path (gettoken) with the time-out and its end', async () => {
    const { app, database } = server;
    const user = await signUpFast(app);
    const worldNow = await advanceClock(app, 0);
    // A time-out written while the session stayed open (as an operator would): refresh refuses it.
    await database.db
      .insertInto('customer_limits')
      .values({
        user_id: user.userId,
        type: 33,
        value: 7,
        state: 'ACTIVE',
        started_at: new Date(worldNow),
        ends_at: new Date(worldNow + 7 * DAY_MS),
        updated_at: new Date(worldNow),
      })
      .execute();
    const token = await app.inject({
      url: '/web-api/user/gettoken?force_refresh=true',
      headers: user.headers,
    });
    expect(token.statusCode).toBe(403);
    expect(token.json()).toMatchObject({
      reason: 'time_out_active',
      endsAt: Math.floor((worldNow + 7 * DAY_MS) / 1000),
    });
    expect((await passwordSignIn(app, user)).json()).toMatchObject({ reason: 'time_out_active' });
    await expect(
      database.db.transaction().execute((trx) =>
        assertStakeAllowed(trx, {
          userId: user.userId,
          amount: 100,
          currencyId: 643,
          at: new Date(worldNow + 1000),
          clock: systemWorldClock,
        }),
      ),
    ).rejects.toBeInstanceOf(StakeLimitRefusal);
  });

  it('signs the customer out when the session limit runs out, and admits them the next UTC day', async () => {
    const { app } = server;
    // Start just after a UTC midnight, so the hour of play falls in one day.
    const now = await advanceClock(app, 0);
    await advanceClock(app, DAY_MS - (now % DAY_MS) + 60_000);
    const user = await signUpFast(app);
    await setLimit(app, user, 31, 1);
    let answer = await pingAs(app, user);
    expect(answer).toMatchObject({
      sessionEnded: false,
      playedTodaySeconds: 0,
      sessionLimitSeconds: 3600,
    });
    // A gap counts as at most 30 s: the timer paused when the page was left.
    await advanceClock(app, 10 * 60_000);
    answer = await pingAs(app, user);
    expect(answer.playedTodaySeconds).toBe(30);
    let pings = 0;
    while (!answer.sessionEnded) {
      await advanceClock(app, 30_000);
      answer = await pingAs(app, user);
      pings += 1;
      expect(pings).toBeLessThanOrEqual(119);
    }
    expect(pings).toBe(119);
    expect(answer).toMatchObject({
      sessionEnded: true,
      reason: 'session_limit_ended',
      sessionRemainingSeconds: 0,
    });
    const worldNow = await advanceClock(app, 0);
    const midnight = (Math.floor(worldNow / DAY_MS) + 1) * DAY_MS;
    expect(answer.signInAgainAt).toBe(midnight / 1000);

    expect((await limitCall(app, user, 'GET', 'limits')).statusCode).toBe(401);
    const refused = await passwordSignIn(app, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'session_limit_ended',
      endsAt: midnight / 1000,
    });

    await advanceClock(app, midnight - worldNow + 1000);
    const back = await passwordSignIn(app, user);
    expect(back.statusCode, back.body).toBe(200);
    const again = { ...user, headers: { ...user.headers, cookie: cookieHeader(back) } };
    expect(await pingAs(app, again)).toMatchObject({ sessionEnded: false, playedTodaySeconds: 0 });
  });

  it('reminds every N minutes of play with time played and net result, until acknowledged', async () => {
    const { app, database } = server;
    const user = await signUpFast(app);
    await setLimit(app, user, 32, 5);
    const main = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('type', '=', 0)
      .executeTakeFirstOrThrow();
    const clearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
    const book = await houseAccountId(database.db, HOUSE_ACCOUNT.sportsbook, 643);
    const move = (kind: string, from: string, to: string, amount: number) =>
      postTransfer(database.db, {
        idempotencyKey: `reality:${user.userId}:${kind}`,
        kind,
        fromAccountId: from,
        toAccountId: to,
        currencyId: 643,
        amount,
      });
    await move('deposit', clearing, String(main.id), 50_000);
    await move('bet_stake', String(main.id), book, 10_000);
    await move('bet_win', book, String(main.id), 2_500);

    let answer = await pingAs(app, user);
    expect(answer.realityCheck).toMatchObject({ due: false, intervalMinutes: 5, playedSeconds: 0 });
    for (let i = 0; i < 10; i++) {
      await advanceClock(app, 30_000);
      answer = await pingAs(app, user);
      expect(answer.realityCheck!.due).toBe(i === 9);
    }
    expect(answer.realityCheck).toEqual({
      due: true,
      intervalMinutes: 5,
      playedSeconds: 300,
      netResult: -7_500,
      currencyId: 643,
    });
    // Held until acknowledged.
    await advanceClock(app, 30_000);
    expect((await pingAs(app, user)).realityCheck!.due).toBe(true);
    await advanceClock(app, 30_000);
    answer = await pingAs(app, user, { acknowledgeRealityCheck: true });
    expect(answer.realityCheck).toMatchObject({ due: false, playedSeconds: 360 });
    for (let i = 0; i < 10; i++) {
      await advanceClock(app, 30_000);
      answer = await pingAs(app, user);
      expect(answer.realityCheck!.due).toBe(i === 9);
    }
  });
});
