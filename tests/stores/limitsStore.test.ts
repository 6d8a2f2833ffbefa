import { describe, expect, it, vi } from 'vitest';
import { SESSION_LIMIT_NOTICE_KEY, createRootStore } from '../../stores';
import { LimitsStore, type LimitsStoreDeps } from '../../stores/LimitsStore';
import { waitFor } from '../waitFor';
import { connectSessionStores } from '../../stores/sessionWiring';
import type { PingResponse } from '../../domain/limits';
import { memoryStorage } from './fakeApi';
import { testConfig } from '../widgets/harness';
import {
  PATHS,
  RUB,
  T0,
  answerResult,
  availableLimits,
  exclusionQuestions,
  flush,
  limit,
  manualScheduler,
  manualVisibility,
  ok,
  pendingChange,
  questionsAnswer,
  recordingApi,
  refused,
  savedAnswer,
} from './limitsFixtures';

const NOW_S = T0 / 1000;

function ping(overrides: Partial<PingResponse> = {}): PingResponse {
  return {
    sessionEnded: false,
    reason: null,
    playedTodaySeconds: 600,
    sessionLimitSeconds: 3600,
    sessionRemainingSeconds: 3000,
    signInAgainAt: null,
    realityCheck: null,
    ...overrides,
  };
}

function setUp(deps: Partial<LimitsStoreDeps> = {}, limits = [limit(20, { limitBalance: 4_000 })]) {
  const fake = recordingApi({
    [PATHS.available]: ok(availableLimits()),
    [PATHS.limits]: ok({ limits }),
  });
  const clock = manualScheduler();
  const signOut = vi.fn(() => Promise.resolve());
  const store = new LimitsStore({
    api: fake.api,
    scheduler: clock.scheduler,
    language: () => 'ar',
    signOut,
    ...deps,
  });
  return { store, fake, clock, signOut };
}

describe('LimitsStore: what the customer has', () => {
  it('loads the catalogue and the limits, sending X-Language on every call', async () => {
    const { store, fake } = setUp();
    expect(await store.load()).toEqual({ ok: true });
    await store.loadReasons();
    expect(store.isLoaded).toBe(true);
    expect(store.currencyId).toBe(RUB);
    expect(store.active(20)?.limitValue).toBe(10_000);
    expect(store.remaining(20)).toBe(4_000);
    expect(store.active(21)).toBeNull();
    expect(fake.calls.length).toBe(3);
    for (const call of fake.calls) expect(call.headers.get('X-Language')).toBe('ar');
  });

  it('keeps the refusal of a failed load to word it, and is not loaded', async () => {
    const { store, fake } = setUp();
    fake.on(PATHS.limits, refused(401, { reason: 'unauthorized' }));
    const result = await store.load();
    expect(result.ok).toBe(false);
    expect(store.isLoaded).toBe(false);
    expect(store.loadError?.reason).toBe('unauthorized');
  });

  it('forgets everything on reset, and drops an answer that arrives after it', async () => {
    const { store } = setUp();
    const loading = store.load();
    store.reset();
    await loading;
    expect(store.isLoaded).toBe(false);
    expect(store.limits).toEqual([]);
  });
});

describe('LimitsStore: changes', () => {
  it('applies a stricter value at once and keeps a looser one pending until approved', async () => {
    const { store, fake, clock } = setUp();
    await store.load();
    // Stricter: the answer holds it ACTIVE.
    fake.on(PATHS.save, savedAnswer([limit(20, { limitValue: 5_000, limitBalance: 0 })]));
    const stricter = await store.save([{ type: 20, limitValue: 5_000 }]);
    expect(stricter).toEqual({ ok: true, questions: null });
    expect(fake.callsTo(PATHS.save)[0]!.body).toEqual({
      limits: [{ type: 20, limitValue: 5_000 }],
    });
    expect(store.active(20)?.limitValue).toBe(5_000);
    expect(store.pending(20)).toBeNull();

    // Looser: PENDING beside the ACTIVE one, approvable after the cooling-off.
    const pendingRecord = pendingChange(20, 20_000, {
      startedAt: NOW_S,
      endsAt: NOW_S + 24 * 3600,
    });
    fake.on(PATHS.save, savedAnswer([limit(20, { limitValue: 5_000 }), pendingRecord]));
    await store.save([{ type: 20, limitValue: 20_000 }]);
    expect(store.active(20)?.limitValue).toBe(5_000);
    expect(store.pending(20)?.limitValue).toBe(20_000);
    expect(store.secondsUntilApprovable(20)).toBe(24 * 3600);

    await clock.advance(23 * 3600 * 1000);
    store.tick();
    expect(store.secondsUntilApprovable(20)).toBe(3600);
    await clock.advance(3600 * 1000);
    store.tick();
    expect(store.secondsUntilApprovable(20)).toBe(0);

    fake.on(PATHS.action, ok(null));
    fake.on(
      PATHS.limits,
      ok({ limits: [limit(20, { limitValue: 20_000, limitBalance: 20_000 })] }),
    );
    expect(await store.approve(20)).toEqual({ ok: true });
    expect(fake.callsTo(PATHS.action)[0]!.body).toEqual({ type: 20, action: 1 });
    expect(store.active(20)?.limitValue).toBe(20_000);
    expect(store.pending(20)).toBeNull();
  });

  it('drops a rejected pending deposit limit from the list without asking the server again', async () => {
    const pendingRecord = pendingChange(21, 50_000, { limitType: -1, endsAt: NOW_S + 100 });
    const { store, fake } = setUp({}, [limit(21, { limitValue: 20_000 }), pendingRecord]);
    await store.load();
    fake.on(PATHS.action, ok(null));
    const reads = fake.callsTo(PATHS.limits).length;
    expect(await store.reject(21)).toEqual({ ok: true });
    expect(fake.callsTo(PATHS.action)[0]!.body).toEqual({ type: 21, action: 0 });
    expect(store.pending(21)).toBeNull();
    expect(store.active(21)?.limitValue).toBe(20_000);
    expect(fake.callsTo(PATHS.limits).length).toBe(reads);
  });

  it('keeps the pending change when approval is refused before the cooling-off ends', async () => {
    const pendingRecord = pendingChange(20, 50_000, { endsAt: NOW_S + 100 });
    const { store, fake } = setUp({}, [limit(20), pendingRecord]);
    await store.load();
    fake.on(PATHS.action, refused(403, { reason: 'limit_cooling_off', endsAt: NOW_S + 100 }));
    const result = await store.approve(20);
    expect(result).toMatchObject({ ok: false, reason: 'limit_cooling_off', status: 403 });
    expect(store.pending(20)?.limitValue).toBe(50_000);
  });

  it('removes a limit as a pending change (DELETE with the type)', async () => {
    const { store, fake } = setUp({}, [limit(1, { limitValue: 10_000 })]);
    await store.load();
    fake.on(PATHS.remove, savedAnswer([limit(1), pendingChange(1, 999_999_999)]));
    expect(await store.remove(1)).toEqual({ ok: true });
    expect(fake.calls.at(-1)!.path).toMatch(/\/v3\/limit\?type=1$/);
    expect(store.pending(1)?.limitValue).toBe(999_999_999);
  });

  it('words a refused value by its reason', async () => {
    const { store, fake } = setUp();
    await store.load();
    fake.on(PATHS.save, refused(400, { reason: 'limit_value_not_allowed', field: 'limitValue' }));
    const result = await store.save([{ type: 32, limitValue: 7 }]);
    expect(result).toMatchObject({ ok: false, reason: 'limit_value_not_allowed', status: 400 });
  });

  it('asks the questions of a self-exclusion, then applies it and signs out on the right answers', async () => {
    const { store, fake, signOut } = setUp({}, []);
    await store.load();
    const questions = exclusionQuestions(1, 'question_sure', ['answer_yes', 'answer_no']);
    fake.on(PATHS.save, questionsAnswer(questions, 'guid-1'));
    const saved = await store.save([{ type: 30, limitValue: 7, selfExcludeReason: 2 }]);
    expect(saved).toEqual({ ok: true, questions: { tokenGuid: 'guid-1', questions } });
    expect(store.questions?.tokenGuid).toBe('guid-1');
    expect(store.active(30)).toBeNull();

    fake.on(PATHS.answers, answerResult(1, false));
    const wrong = await store.answerQuestions([{ questionId: 1, answerId: 2 }]);
    expect(wrong).toMatchObject({ ok: true, success: false });
    expect(store.questions).not.toBeNull();
    expect(signOut).not.toHaveBeenCalled();

    const excluded = limit(30, { limitValue: 7, measure: 'days', endsAt: NOW_S + 7 * 86400 });
    fake.on(PATHS.answers, answerResult(1, true, [excluded]));
    const right = await store.answerQuestions([{ questionId: 1, answerId: 1 }]);
    expect(right).toMatchObject({ ok: true, success: true });
    expect(fake.callsTo(PATHS.answers)[1]!.body).toEqual({
      tokenGuid: 'guid-1',
      answers: [{ questionId: 1, answerId: 1 }],
    });
    expect(store.questions).toBeNull();
    expect(store.active(30)?.limitValue).toBe(7);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('forgets the questions when the server no longer knows the token', async () => {
    const { store, fake } = setUp({}, []);
    await store.load();
    fake.on(PATHS.save, questionsAnswer([{ id: 1, question: 'q', answers: [] }], 'old'));
    await store.save([{ type: 33, limitValue: 7 }]);
    fake.on(PATHS.answers, refused(403, { reason: 'limit_token_invalid' }));
    expect(await store.answerQuestions([])).toMatchObject({
      ok: false,
      reason: 'limit_token_invalid',
    });
    expect(store.questions).toBeNull();
  });

  it('blocks the customer with BlockUser and signs out', async () => {
    const { store, fake, signOut } = setUp();
    fake.on(PATHS.block, ok({ success: true }));
    expect(await store.blockUser(30, 1)).toEqual({ ok: true });
    expect(fake.callsTo(PATHS.block)[0]!.body).toEqual({ days: 30, selfExcludeReason: 1 });
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('LimitsStore: locks (SPEC section 4)', () => {
  it('locks self-exclusion and time-out while ACTIVE, and nothing else by default', async () => {
    const { store } = setUp({}, [
      limit(33, { limitValue: 7, measure: 'days', endsAt: NOW_S + 86400 }),
      limit(20),
    ]);
    await store.load();
    expect(store.lockReason(33)).toBe('exclusion');
    expect(store.lockReason(30)).toBeNull();
    expect(store.lockReason(20)).toBeNull();
    expect(store.lockReason(31)).toBeNull();
  });

  it('locks a field with a pending change, and its whole section, when the brand says so', async () => {
    const rules = { lockOnPendingChange: true, lockWholeGroup: true };
    const pendingRecord = pendingChange(21, 50_000);
    const { store } = setUp({ lockRules: () => rules }, [limit(21), pendingRecord]);
    await store.load();
    expect(store.lockReason(21)).toBe('pending');
    expect(store.lockReason(20)).toBe('group');
    expect(store.lockReason(22)).toBe('group');
    expect(store.lockReason(1)).toBeNull();
  });

  it('disables the extra-limits section while type 37 is ACTIVE', async () => {
    const { store } = setUp({}, [limit(37, { limitValue: 1, measure: 'flag' })]);
    await store.load();
    expect(store.isSectionDisabled('extra')).toBe(true);
    expect(store.isSectionDisabled('deposit')).toBe(false);
    expect(store.lockReason(31)).toBe('section');
    expect(store.lockReason(20)).toBeNull();
  });

  it('no longer counts a self-exclusion that has ended', async () => {
    const { store, clock } = setUp({}, [
      limit(30, { limitValue: 1, measure: 'days', endsAt: NOW_S + 60 }),
    ]);
    await store.load();
    expect(store.lockReason(30)).toBe('exclusion');
    await clock.advance(61_000);
    store.tick();
    expect(store.active(30)).toBeNull();
    expect(store.lockReason(30)).toBeNull();
  });
});

describe('LimitsStore: the ping, the session limit and the reality check', () => {
  it('pings every 30 s only while a session limit or reality check is in force', async () => {
    const { store, fake, clock } = setUp({}, [limit(20)]);
    fake.on(PATHS.ping, ok(ping()));
    await store.load();
    store.startPinging();
    await clock.advance(120_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(0);

    fake.on(PATHS.limits, ok({ limits: [limit(31, { limitValue: 1, measure: 'hours' })] }));
    await store.load();
    await flush();
    expect(fake.callsTo(PATHS.ping).length).toBe(1);
    await clock.advance(30_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(2);
    await clock.advance(60_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(4);
    for (const call of fake.callsTo(PATHS.ping)) expect(call.headers.get('X-Language')).toBe('ar');
    store.stopPinging();
    await clock.advance(120_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(4);
  });

  it('pauses 30 s after the page is hidden and pings again at once when it is shown', async () => {
    const tab = manualVisibility();
    const { store, fake, clock } = setUp({ visibility: tab.source }, [
      limit(32, { limitValue: 15, measure: 'minutes' }),
    ]);
    fake.on(PATHS.ping, ok(ping({ sessionLimitSeconds: null, sessionRemainingSeconds: null })));
    await store.load();
    store.startPinging();
    await flush();
    expect(fake.callsTo(PATHS.ping).length).toBe(1);
    await clock.advance(10_000);
    tab.set(false);
    await clock.advance(20_000); // 20 s hidden: the ping still runs
    expect(fake.callsTo(PATHS.ping).length).toBe(2);
    await clock.advance(300_000); // past 30 s hidden: paused
    expect(fake.callsTo(PATHS.ping).length).toBe(2);
    tab.set(true);
    await flush();
    expect(fake.callsTo(PATHS.ping).length).toBe(3);
    await clock.advance(30_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(4);
  });

  it('signs out when the session limit ends, and keeps the notice for the next page', async () => {
    const storage = memoryStorage();
    const { store, fake, clock, signOut } = setUp({ storage }, [
      limit(31, { limitValue: 1, measure: 'hours' }),
    ]);
    fake.on(PATHS.ping, ok(ping({ sessionRemainingSeconds: 10 })));
    await store.load();
    store.startPinging();
    await flush();
    const tomorrow = NOW_S + 86_400;
    fake.on(
      PATHS.ping,
      ok(
        ping({
          sessionEnded: true,
          reason: 'session_limit_ended',
          sessionRemainingSeconds: 0,
          signInAgainAt: tomorrow,
        }),
      ),
    );
    // The next ping comes when the remaining 10 s run out, not 30 s later.
    await clock.advance(10_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(2);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(store.sessionLimitNotice).toEqual({ signInAgainAt: tomorrow });
    expect(JSON.parse(storage.getItem(SESSION_LIMIT_NOTICE_KEY)!)).toEqual({
      signInAgainAt: tomorrow,
    });

    // After the reload the notice is still there until dismissed.
    const next = new LimitsStore({ api: fake.api, storage });
    expect(next.sessionLimitNotice).toEqual({ signInAgainAt: tomorrow });
    next.dismissSessionLimitNotice();
    expect(next.sessionLimitNotice).toBeNull();
    expect(storage.getItem(SESSION_LIMIT_NOTICE_KEY)).toBeNull();
  });

  it('shows a due reality check until it is acknowledged', async () => {
    const { store, fake, clock } = setUp({}, [limit(32, { limitValue: 15, measure: 'minutes' })]);
    const status = {
      due: true,
      intervalMinutes: 15,
      playedSeconds: 900,
      netResult: -2_500,
      currencyId: RUB,
    };
    fake.on(PATHS.ping, ok(ping({ realityCheck: { ...status, due: false } })));
    await store.load();
    store.startPinging();
    await flush();
    expect(store.realityCheck).toBeNull();
    fake.on(PATHS.ping, ok(ping({ realityCheck: status })));
    await clock.advance(30_000);
    expect(store.realityCheck).toEqual(status);
    fake.on(PATHS.ping, ok(ping({ realityCheck: { ...status, due: false } })));
    await store.acknowledgeRealityCheck();
    expect(store.realityCheck).toBeNull();
    expect(fake.callsTo(PATHS.ping).at(-1)!.body).toEqual({ acknowledgeRealityCheck: true });
  });
});

describe('LimitsStore in the root store', () => {
  /** The root store following the session, its limits and ping answered. */
  function signedInRoot() {
    const fake = recordingApi({
      [PATHS.available]: ok(availableLimits()),
      [PATHS.limits]: ok({ limits: [limit(31, { limitValue: 2, measure: 'hours' })] }),
      [PATHS.ping]: ok(ping()),
    });
    const clock = manualScheduler();
    const root = createRootStore({
      api: fake.api,
      config: testConfig(),
      scheduler: clock.scheduler,
      language: () => 'ru',
    });
    return { fake, clock, root, stop: connectSessionStores(root) };
  }

  it('loads on sign-in and starts the ping; forgets the limits on sign-out', async () => {
    const { fake, clock, root, stop } = signedInRoot();
    expect(fake.callsTo(PATHS.limits).length).toBe(0);
    // A guest's page never makes the limits store.
    await flush();
    expect(root.limits.current).toBeNull();
    root.session.setUser({ isAuthenticated: true, userId: 7, banLevel: 0, isTermsChanged: false });
    const limits = await root.limits.load();
    await waitFor(() => limits.isLoaded && fake.callsTo(PATHS.ping).length === 1, 'load and ping');
    expect(fake.callsTo(PATHS.ping)[0]!.headers.get('X-Language')).toBe('ru');
    root.session.becomeGuest();
    expect(limits.isLoaded).toBe(false);
    expect(limits.limits).toEqual([]);
    await clock.advance(90_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(1);
    stop();
  });

  it("asks nothing of a banned customer's limits, and forgets them and stops the ping when a ban arrives", async () => {
    const { fake, clock, root, stop } = signedInRoot();
    root.session.setUser({ isAuthenticated: true, userId: 7, banLevel: 45, isTermsChanged: false });
    await flush();
    await clock.advance(90_000);
    expect(fake.callsTo(PATHS.limits).length).toBe(0);
    expect(fake.callsTo(PATHS.ping).length).toBe(0);

    // Unbanned: loaded and pinging; banned again: forgotten, no more pings.
    root.session.setUser({ isAuthenticated: true, userId: 7, banLevel: 0, isTermsChanged: false });
    const limits = await root.limits.load();
    await waitFor(() => limits.isLoaded && fake.callsTo(PATHS.ping).length > 0, 'load and ping');
    const pings = fake.callsTo(PATHS.ping).length;
    root.session.setUser({ isAuthenticated: true, userId: 7, banLevel: 45, isTermsChanged: false });
    expect(limits.isLoaded).toBe(false);
    await clock.advance(90_000);
    expect(fake.callsTo(PATHS.ping).length).toBe(pings);
    stop();
  });

  it('starts nothing when the customer signed out before the code arrived', async () => {
    const { fake, clock, root, stop } = signedInRoot();
    root.session.setUser({ isAuthenticated: true, userId: 7, banLevel: 0, isTermsChanged: false });
    root.session.becomeGuest();
    const limits = await root.limits.load();
    await flush();
    await clock.advance(90_000);
    expect(limits.isLoaded).toBe(false);
    expect(fake.callsTo(PATHS.limits).length).toBe(0);
    expect(fake.callsTo(PATHS.ping).length).toBe(0);
    stop();
  });

  it("makes the limits store at start for a guest's session-limit notice kept from the last page", async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_LIMIT_NOTICE_KEY, JSON.stringify({ signInAgainAt: NOW_S + 600 }));
    const root = createRootStore({
      api: recordingApi({}).api,
      config: testConfig(),
      scheduler: manualScheduler().scheduler,
      storage,
    });
    const limits = await waitFor(() => root.limits.current, 'the limits store');
    expect(limits.sessionLimitNotice).toEqual({ signInAgainAt: NOW_S + 600 });
  });
});
