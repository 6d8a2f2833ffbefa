import { describe, expect, it } from 'vitest';
import {
  AgeNoticeStore,
  APP_UPDATE_CHECK_MS,
  AppVersionStore,
  connectNotices,
  ConsentStore,
  memoryNoticeCookies,
  NOTICE_IDS,
  NotificationStore,
  ReferralStore,
} from '../../stores';
import { AGE_CONFIRMATION_MS } from '../../domain/notices';
import type { ApiClient } from '../../runtime/api';
import { manualScheduler } from './limitsFixtures';

const DAY_MS = 86_400_000;

function setup(ageSettings: { enabled?: boolean; perSession?: boolean } = {}) {
  const clock = manualScheduler();
  const cookies = memoryNoticeCookies(clock.scheduler.now);
  const consent = new ConsentStore({ cookies, now: clock.scheduler.now });
  const age = () =>
    new AgeNoticeStore({ cookies, scheduler: clock.scheduler, settings: () => ageSettings });
  const referral = new ReferralStore({ cookies, marketingAllowed: () => consent.marketing });
  return { clock, cookies, consent, age, referral };
}

describe('AgeNoticeStore', () => {
  it('asks until accepted, remembers 3 days, then asks again in the open tab', async () => {
    const t = setup();
    const store = t.age();
    expect(store.needsConfirmation).toBe(true);
    store.accept();
    expect(store.needsConfirmation).toBe(false);
    await t.clock.advance(AGE_CONFIRMATION_MS - 1);
    expect(t.age().needsConfirmation).toBe(false); // a new page within 3 days
    expect(store.needsConfirmation).toBe(false);
    await t.clock.advance(1);
    expect(store.needsConfirmation).toBe(true);
    expect(t.age().needsConfirmation).toBe(true);
  });

  it('per session where configured: a session cookie, gone with the browser session', async () => {
    const t = setup({ perSession: true });
    t.age().accept();
    await t.clock.advance(10 * DAY_MS);
    expect(t.age().needsConfirmation).toBe(false);
    t.cookies.endSession();
    expect(t.age().needsConfirmation).toBe(true);
  });

  it('is not shown when the brand turns it off', () => {
    expect(setup({ enabled: false }).age().needsConfirmation).toBe(false);
  });
});

describe('ConsentStore (SPEC section 5)', () => {
  it('saves hide_left and hide_right only with functional consent', () => {
    const t = setup();
    t.consent.setHideLeft(true);
    t.consent.rememberWindowWidth(1440);
    expect(t.cookies.entries()).toEqual({});
    t.consent.choose({ functional: true, marketing: false });
    expect(t.cookies.entries()).toMatchObject({
      cookies_agree_type: '1',
      hide_left: '1',
      hide_right: '0',
    });
    t.consent.rememberWindowWidth(1440);
    expect(t.cookies.get('window_width')).toBe('1440');
  });

  it('withdrawing functional consent deletes what it allowed and writes nothing more', () => {
    const t = setup();
    t.consent.choose({ functional: true, marketing: true });
    t.consent.setHideRight(true);
    t.consent.rememberWindowWidth(1200);
    t.consent.choose({ functional: false, marketing: false });
    expect(Object.keys(t.cookies.entries()).sort()).toEqual([
      'cookies_agree_time',
      'cookies_agree_type',
    ]);
    t.consent.setHideLeft(true);
    expect(t.cookies.get('hide_left')).toBeUndefined();
    expect(t.consent.hideLeft).toBe(true); // still applied on this page
  });

  it('keeps the agreement time for cookiesAgreeTime and reads it back on the next page', async () => {
    const t = setup();
    await t.clock.advance(5_000);
    t.consent.choose({ functional: false, marketing: true });
    const next = new ConsentStore({ cookies: t.cookies, now: t.clock.scheduler.now });
    expect(next.decided).toBe(true);
    expect(next.marketing).toBe(true);
    expect(next.agreedAt).toBe(t.clock.scheduler.now());
  });
});

describe('ReferralStore (SPEC section 9)', () => {
  it('writes the partner cookies on arrival and they expire with their lifetimes', async () => {
    const t = setup();
    await t.referral.capture('?ref=PARTNER7&bf=3&qtag=short1');
    expect(t.referral.refCode).toBe('PARTNER7');
    await t.clock.advance(3_600_000);
    expect(t.cookies.get('reflinkid')).toBeUndefined(); // short link: 1 hour
    expect(t.cookies.get('bf_id')).toBe('3');
    await t.clock.advance(DAY_MS - 3_600_000);
    expect(t.cookies.get('bf_id')).toBeUndefined(); // 1 day
    await t.clock.advance(59 * DAY_MS - 1);
    expect(t.referral.refCode).toBe('PARTNER7');
    await t.clock.advance(1);
    expect(t.referral.refCode).toBeUndefined(); // refererid: 60 days
  });

  it('keeps marketing tracking waiting until marketing consent', async () => {
    const t = setup();
    const stores = {
      notifications: new NotificationStore({ scheduler: t.clock.scheduler }),
      ageNotice: t.age(),
      consent: t.consent,
      referral: t.referral,
      appVersion: new AppVersionStore({
        api: versionApi(() => 'v1'),
        scheduler: t.clock.scheduler,
        runningVersion: undefined,
      }),
    };
    const stop = connectNotices(stores, env());
    await t.referral.capture('?utm_source=news&click_id=c1&ref=R1');
    expect(t.cookies.get('utm_source')).toBeUndefined();
    expect(t.cookies.get('refererid')).toBe('R1');
    t.consent.choose({ functional: false, marketing: false });
    expect(t.cookies.get('utm_source')).toBeUndefined();
    t.consent.choose({ functional: false, marketing: true });
    expect(t.cookies.get('utm_source')).toBe('news');
    expect(t.cookies.get('click_id')).toBe('c1');
    stop();
  });
});

function versionApi(version: () => string): ApiClient & { calls: number } {
  const api = {
    calls: 0,
    getJson: <T>() => {
      api.calls += 1;
      return Promise.resolve({ ok: true as const, status: 200, data: { version: version() } as T });
    },
    postJson: () => Promise.reject(new Error('unused')),
    putJson: () => Promise.reject(new Error('unused')),
    deleteJson: () => Promise.reject(new Error('unused')),
    report: () => undefined,
  };
  return api;
}

function env(detect?: () => Promise<boolean>) {
  return {
    minimumAge: () => 18,
    openCookieSettings: () => undefined,
    reload: () => undefined,
    ...(detect ? { detectAdBlocker: detect } : {}),
  };
}

describe('connectNotices', () => {
  function wired(opts: {
    running?: string;
    served?: () => string;
    detect?: () => Promise<boolean>;
  }) {
    const t = setup();
    const api = versionApi(opts.served ?? (() => 'build-1'));
    const stores = {
      notifications: new NotificationStore({ scheduler: t.clock.scheduler }),
      ageNotice: t.age(),
      consent: t.consent,
      referral: t.referral,
      appVersion: new AppVersionStore({
        api,
        scheduler: t.clock.scheduler,
        runningVersion: opts.running,
      }),
    };
    const stop = connectNotices(stores, env(opts.detect));
    return { ...t, stores, api, stop };
  }

  it('shows the age modal, then the consent question, until they are answered', () => {
    const w = wired({});
    const n = w.stores.notifications;
    expect(n.currentModal?.id).toBe(NOTICE_IDS.age);
    expect(n.currentModal?.dismissible).toBe(false);
    expect(n.currentModal?.params).toEqual({ age: 18 });
    // One overlay at a time: the cookie question waits for the age notice.
    expect(n.toasts).toHaveLength(0);
    n.runAction(NOTICE_IDS.age, 0);
    expect(n.currentModal).toBeNull();
    expect(n.toasts.map((x) => x.id)).toEqual([NOTICE_IDS.consent]);
    n.runAction(NOTICE_IDS.consent, 1); // necessary only
    expect(n.toasts).toHaveLength(0);
    expect(w.consent.consent).toEqual({ functional: false, marketing: false });
    w.stop();
  });

  it('asks to reload once the served build differs from the running one (checked every 60 s)', async () => {
    let served = 'build-1';
    const w = wired({ running: 'build-1', served: () => served });
    w.stores.ageNotice.accept();
    await w.clock.advance(APP_UPDATE_CHECK_MS);
    expect(w.api.calls).toBe(1);
    expect(w.stores.notifications.has(NOTICE_IDS.appUpdate)).toBe(false);
    served = 'build-2';
    await w.clock.advance(APP_UPDATE_CHECK_MS - 1);
    expect(w.api.calls).toBe(1);
    await w.clock.advance(1);
    expect(w.api.calls).toBe(2);
    expect(w.stores.notifications.currentModal?.id).toBe(NOTICE_IDS.appUpdate);
    w.stop();
    expect(w.clock.pendingTimers()).toBe(1); // the age notice's expiry only
  });

  it('never checks without a running build id (development)', async () => {
    const w = wired({});
    await w.clock.advance(10 * APP_UPDATE_CHECK_MS);
    expect(w.api.calls).toBe(0);
    w.stop();
  });

  it('shows the ad-blocker notice when the detection finds one; it closes after 10 s', async () => {
    const w = wired({ detect: () => Promise.resolve(true) });
    await w.clock.advance(0);
    expect(w.stores.notifications.has(NOTICE_IDS.adBlocker)).toBe(true);
    await w.clock.advance(10_000);
    expect(w.stores.notifications.has(NOTICE_IDS.adBlocker)).toBe(false);
    w.stop();
  });
});

describe('connectNotices for a search bot (SPEC section 6)', () => {
  it('runs no update check and no ad-blocker check', async () => {
    const clock = manualScheduler();
    const cookies = memoryNoticeCookies(clock.scheduler.now);
    const consent = new ConsentStore({ cookies, now: clock.scheduler.now });
    const api = versionApi(() => 'other');
    let detections = 0;
    const stop = connectNotices(
      {
        notifications: new NotificationStore({ scheduler: clock.scheduler }),
        ageNotice: new AgeNoticeStore({
          cookies,
          scheduler: clock.scheduler,
          settings: () => ({}),
        }),
        consent,
        referral: new ReferralStore({ cookies, marketingAllowed: () => consent.marketing }),
        appVersion: new AppVersionStore({ api, scheduler: clock.scheduler, runningVersion: 'b1' }),
      },
      {
        ...env(() => {
          detections += 1;
          return Promise.resolve(true);
        }),
        searchBot: true,
      },
    );
    await clock.advance(5 * APP_UPDATE_CHECK_MS);
    expect(api.calls).toBe(0);
    expect(detections).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    stop();
  });
});
