import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import {
  AgeNoticeStore,
  AppVersionStore,
  connectNotices,
  ConsentStore,
  memoryNoticeCookies,
  NOTICE_IDS,
  NotificationStore,
  ReferralStore,
} from '../../stores';
import { TEAM_CASH_PATH, TeamCashStore } from '../../stores/notices/TeamCashStore';
import { TEAM_CASH_COOKIE_MAX_AGE_MS, type TeamCashRecord } from '../../domain/notices';
import type { ApiClient } from '../../runtime/api';
import { manualScheduler } from './limitsFixtures';

const record = (i: number, status_id: number): TeamCashRecord => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  status_id,
  message: 'success',
  translate_message: 'team_cash_status_success',
  skks_hash: 'ab',
  timestamp: 1,
  date_payment: null,
  status_title: 'success',
  summ: 100,
  money_deposit_id: null,
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

/** A browser: one cookie jar; each window (tab) its own sessionStorage and page. */
function browser() {
  const clock = manualScheduler();
  const cookies = memoryNoticeCookies(clock.scheduler.now);
  const server = { paid: 0, other: 1, calls: [] as string[] };
  const api: ApiClient = {
    getJson: <T>(path: string) => {
      server.calls.push(path);
      const items = [
        ...Array.from({ length: server.paid }, (_, i) => record(i, 2)),
        ...Array.from({ length: server.other }, (_, i) => record(i, 1)),
      ];
      return Promise.resolve({ ok: true as const, status: 200, data: { items } as T });
    },
    postJson: () => Promise.reject(new Error('unused')),
    putJson: () => Promise.reject(new Error('unused')),
    deleteJson: () => Promise.reject(new Error('unused')),
    report: () => undefined,
  };
  const consent = new ConsentStore({ cookies, now: clock.scheduler.now });
  consent.choose({ functional: true, marketing: false });
  /** A page load in `tab`, signed in as `user` (null: a guest). */
  const page = (tab: Storage, user: number | null = 7) => {
    const signedIn = observable.box<number | null>(user);
    const ageNotice = new AgeNoticeStore({
      cookies,
      scheduler: clock.scheduler,
      settings: () => ({ enabled: false }),
    });
    const teamCash = new TeamCashStore({
      api,
      cookies,
      sessionStorage: tab,
      userId: () => signedIn.get(),
    });
    const stores = {
      notifications: new NotificationStore({ scheduler: clock.scheduler }),
      ageNotice,
      consent,
      referral: new ReferralStore({ cookies, marketingAllowed: () => false }),
      appVersion: new AppVersionStore({
        api,
        scheduler: clock.scheduler,
        runningVersion: undefined,
      }),
      // Made on first use in the app (stores/index.ts): here, at once.
      teamCash: { load: () => Promise.resolve(teamCash) },
    };
    const stop = connectNotices(stores, {
      minimumAge: () => 18,
      openCookieSettings: () => undefined,
      reload: () => undefined,
    });
    const settle = () => clock.advance(0);
    const shown = () => stores.notifications.currentModal?.id === NOTICE_IDS.teamCash;
    return { stores, teamCash, stop, settle, shown, signedIn };
  };
  return { clock, cookies, server, page };
}

describe('TeamCashStore and the team-cash modal (SPEC sections 4, 6, 9)', () => {
  it('reads the records once signed in, from the team-cash endpoint', async () => {
    const b = browser();
    const p = b.page(memoryStorage(), null);
    await p.settle();
    expect(b.server.calls).toEqual([]);
    runInAction(() => p.signedIn.set(7));
    await p.settle();
    expect(b.server.calls).toEqual([TEAM_CASH_PATH]);
    p.stop();
  });

  it('at 3 paid items: once per window; another window shows it once too', async () => {
    const b = browser();
    b.server.paid = 3;
    const tab = memoryStorage();
    const first = b.page(tab);
    await first.settle();
    expect(first.shown()).toBe(true);
    expect(first.stores.notifications.currentModal?.params).toEqual({ count: 3 });
    expect(first.stores.notifications.currentModal?.textKey).toBe('main:team_cash_text_first');
    first.stores.notifications.runAction(NOTICE_IDS.teamCash, 0);
    first.stop();
    const reload = b.page(tab);
    await reload.settle();
    expect(reload.shown()).toBe(false);
    reload.stop();
    const otherWindow = b.page(memoryStorage());
    await otherWindow.settle();
    expect(otherWindow.shown()).toBe(true);
    otherWindow.stop();
    expect(b.cookies.get('team_cash_modal')).toBeUndefined();
  });

  it('at 4 paid items: once, then never again in any window, for about 372 days', async () => {
    const b = browser();
    b.server.paid = 4;
    const tab = memoryStorage();
    const first = b.page(tab);
    await first.settle();
    expect(first.stores.notifications.currentModal?.textKey).toBe('main:team_cash_text_last');
    first.stop();
    expect(b.cookies.get('team_cash_modal')).toBe('done');
    for (const window of [tab, memoryStorage()]) {
      const again = b.page(window);
      await again.settle();
      expect(again.shown()).toBe(false);
      again.stop();
    }
    await b.clock.advance(TEAM_CASH_COOKIE_MAX_AGE_MS - 1);
    expect(b.cookies.get('team_cash_modal')).toBe('done');
    await b.clock.advance(1);
    expect(b.cookies.get('team_cash_modal')).toBeUndefined();
  });

  it('not at 2 or 5 paid items, and unpaid records do not count', async () => {
    const b = browser();
    for (const paid of [2, 5]) {
      b.server.paid = paid;
      b.server.other = 3;
      const p = b.page(memoryStorage());
      await p.settle();
      expect(p.shown()).toBe(false);
      p.stop();
    }
  });

  it('waits for the cookie question before it (the overlay order)', async () => {
    const b = browser();
    b.server.paid = 3;
    const cookies = memoryNoticeCookies(b.clock.scheduler.now);
    const consent = new ConsentStore({ cookies, now: b.clock.scheduler.now });
    const api: ApiClient = {
      getJson: <T>() =>
        Promise.resolve({
          ok: true as const,
          status: 200,
          data: { items: [1, 2, 3].map((i) => record(i, 2)) } as T,
        }),
      postJson: () => Promise.reject(new Error('unused')),
      putJson: () => Promise.reject(new Error('unused')),
      deleteJson: () => Promise.reject(new Error('unused')),
      report: () => undefined,
    };
    const teamCash = new TeamCashStore({
      api,
      cookies,
      sessionStorage: memoryStorage(),
      userId: () => 7,
    });
    const notifications = new NotificationStore({ scheduler: b.clock.scheduler });
    const stop = connectNotices(
      {
        notifications,
        ageNotice: new AgeNoticeStore({
          cookies,
          scheduler: b.clock.scheduler,
          settings: () => ({}),
        }),
        consent,
        referral: new ReferralStore({ cookies, marketingAllowed: () => false }),
        appVersion: new AppVersionStore({
          api,
          scheduler: b.clock.scheduler,
          runningVersion: undefined,
        }),
        teamCash: { load: () => Promise.resolve(teamCash) },
      },
      { minimumAge: () => 18, openCookieSettings: () => undefined, reload: () => undefined },
    );
    await b.clock.advance(0);
    expect(notifications.currentModal?.id).toBe(NOTICE_IDS.age);
    notifications.runAction(NOTICE_IDS.age, 0);
    expect(notifications.has(NOTICE_IDS.teamCash)).toBe(false); // the cookie question first
    notifications.runAction(NOTICE_IDS.consent, 1);
    expect(notifications.currentModal?.id).toBe(NOTICE_IDS.teamCash);
    stop();
  });
});
