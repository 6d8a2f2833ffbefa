import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import {
  ConfigStore,
  GUEST_USER,
  RESIZE_THROTTLE_MS,
  SessionStore,
  UiStore,
  connectNotices,
  createRootStore,
  type ViewportSource,
} from '../../stores';
import { fakeApi, testConfig } from '../widgets/harness';
import { waitFor } from '../waitFor';

class FakeViewport implements ViewportSource {
  innerWidth = 1366;
  innerHeight = 800;
  scrollY = 0;
  location = { search: '' };
  listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  count() {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
}

describe('createRootStore', () => {
  it('builds the config, session and ui stores from the given dependencies', () => {
    const config = testConfig();
    const root = createRootStore({ api: fakeApi, config });
    expect(root.config.config).toBe(config);
    expect(root.session.user).toEqual(GUEST_USER);
    expect(root.ui.device).toBe('desktop');
  });
});

describe('the team-cash modal wiring', () => {
  it("reads a customer's team-cash records, and a banned customer's not at all", async () => {
    const asked: string[] = [];
    const api = {
      ...fakeApi,
      getJson: (path: string) => {
        asked.push(path);
        return fakeApi.getJson(path);
      },
    } as typeof fakeApi;
    const root = createRootStore({ api, config: testConfig() });
    const stop = (await root.teamCash.load()).start();
    const teamCashCalls = () => asked.filter((path) => path.includes('team-cash')).length;
    root.session.setUser({ ...GUEST_USER, isAuthenticated: true, userId: 7, banLevel: 45 });
    expect(teamCashCalls()).toBe(0);
    root.session.setUser({ ...GUEST_USER, isAuthenticated: true, userId: 7, banLevel: 0 });
    expect(teamCashCalls()).toBe(1);
    stop();
  });

  it('makes the team-cash store, a chunk of its own, only once a customer is signed in', async () => {
    const root = createRootStore({ api: fakeApi, config: testConfig() });
    const load = vi.spyOn(root.teamCash, 'load');
    const stop = connectNotices(root, {
      minimumAge: () => 18,
      openCookieSettings: () => undefined,
      reload: () => undefined,
      searchBot: true,
    });
    expect(load).not.toHaveBeenCalled(); // a guest
    expect(root.teamCash.current).toBeNull();
    root.session.setUser({ ...GUEST_USER, isAuthenticated: true, userId: 7, banLevel: 0 });
    await waitFor(() => root.teamCash.current, 'the team-cash store');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('ConfigStore', () => {
  it('notifies observers when the config is replaced', () => {
    const store = new ConfigStore(testConfig({ headerRows: 1 }));
    const seen: number[] = [];
    const stop = autorun(() => seen.push(store.config.headerRows));
    store.replace(testConfig({ headerRows: 2 }));
    stop();
    expect(seen).toEqual([1, 2]);
  });

  it('falls back to the default minimum age of 18', () => {
    const config = testConfig();
    delete (config as Partial<typeof config>).minimumAge;
    expect(new ConfigStore(config).minimumAge).toBe(18);
  });
});

describe('SessionStore', () => {
  it('starts as a guest who is not banned and has no terms to confirm', () => {
    const session = new SessionStore({ api: fakeApi });
    expect(session.user).toEqual({ isAuthenticated: false, banLevel: 0, isTermsChanged: false });
    expect(session.isAuthenticated).toBe(false);
  });

  it('becomes a guest again after a user is set', () => {
    const session = new SessionStore({ api: fakeApi });
    session.setUser({ isAuthenticated: true, userId: 7, banLevel: 0, isTermsChanged: true });
    expect(session.isAuthenticated).toBe(true);
    session.becomeGuest();
    expect(session.user).toEqual(GUEST_USER);
  });
});

describe('UiStore', () => {
  it('is mobile below the narrowest layout width of 1024 px and desktop from it', () => {
    const ui = new UiStore();
    ui.setViewport(1023, 700);
    expect(ui.device).toBe('mobile');
    ui.setViewport(1024, 700);
    expect(ui.device).toBe('desktop');
    expect(ui.layoutWidth).toBe(1024);
    ui.setViewport(1500, 700);
    expect(ui.layoutWidth).toBe(1366);
  });

  it('is mobile on any width when platform_type=mobile', () => {
    const ui = new UiStore();
    ui.setViewport(1920, 1000);
    ui.setPlatformType('mobile');
    expect(ui.device).toBe('mobile');
    ui.setPlatformType('desktop');
    expect(ui.device).toBe('desktop');
  });

  it('shows scroll-to-top after one screen on desktop and four on mobile', () => {
    const ui = new UiStore();
    ui.setViewport(1366, 500);
    ui.setScrollY(501);
    expect(ui.isScrollToTopVisible).toBe(true);
    ui.setForcedMobile(true);
    expect(ui.isScrollToTopVisible).toBe(false);
    ui.setScrollY(2001);
    expect(ui.isScrollToTopVisible).toBe(true);
  });

  it('reads size, scroll and platform_type from the source it connects to', () => {
    const source = new FakeViewport();
    source.innerWidth = 1920;
    source.scrollY = 300;
    source.location.search = '?platform_type=mobile';
    const ui = new UiStore();
    ui.connect(source);
    expect(ui.viewportWidth).toBe(1920);
    expect(ui.scrollY).toBe(300);
    expect(ui.device).toBe('mobile');
    source.scrollY = 900;
    source.emit('scroll');
    expect(ui.scrollY).toBe(900);
  });

  it('throttles resizes to one update per 100 ms', () => {
    vi.useFakeTimers();
    try {
      const source = new FakeViewport();
      const ui = new UiStore();
      ui.connect(source);
      source.innerWidth = 800;
      source.emit('resize');
      source.innerWidth = 700;
      source.emit('resize');
      expect(ui.viewportWidth).toBe(1366);
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
      expect(ui.viewportWidth).toBe(700);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one set of listeners between users and removes it with the last one', () => {
    const source = new FakeViewport();
    const ui = new UiStore();
    const first = ui.connect(source);
    const second = ui.connect(source);
    expect(source.count()).toBe(2);
    first();
    first();
    expect(source.count()).toBe(2);
    second();
    expect(source.count()).toBe(0);
  });
});
