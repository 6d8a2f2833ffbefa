import { describe, expect, it } from 'vitest';
import {
  AccessStore,
  BLOCK_CHECK_RETRY_MS,
  MAINTENANCE_POLL_MS,
  MAINTENANCE_WARNING_DISMISSED_KEY,
  MAINTENANCE_WARNING_ID,
  type AccessNotice,
  type AccessStoreDeps,
} from '../../stores/AccessStore';
import { NotificationStore } from '../../stores/NotificationStore';
import type { MaintenanceConfig } from '../../domain/access';
import { fakeClock, flush } from '../runtime/fakeClock';
import { fail, ok, scriptedApi } from './fakeApi';

const BLOCK = 'POST /blocks-api/api/v2/block';
const REDIRECT = 'POST /redirects-api/api/v1/redirect-light';
const MAINTENANCE = 'GET /bff-api/config/group/get';

const notBlocked = ok({ data: { displayTypeId: null, templateTypeId: null } });
const blocked = (reason: number) => ok({ data: { displayTypeId: reason, templateTypeId: 2 } });
const noRedirect = ok({ data: { redirect: false } });
const served = (maintenance: Partial<MaintenanceConfig>) =>
  ok({ groups: { maintenance: { maintenance } } });

function setup(overrides: Partial<AccessStoreDeps> = {}, answers = {}) {
  const clock = fakeClock(1_000_000);
  const fake = scriptedApi({
    [BLOCK]: notBlocked,
    [REDIRECT]: noRedirect,
    [MAINTENANCE]: served({ isActive: false }),
    ...answers,
  });
  const applied: MaintenanceConfig[] = [];
  const notices: AccessNotice[] = [];
  const dismissed: string[] = [];
  const logs: string[] = [];
  let focusListener: (() => void) | null = null;
  const store = new AccessStore({
    api: fake.api,
    scheduler: clock,
    isSignedIn: () => true,
    currentUrl: () => '/ru/sports',
    maintenance: () => ({ isActive: false }),
    applyMaintenance: (m) => void applied.push(m),
    notify: (n) => void notices.push(n),
    dismiss: (id) => void dismissed.push(id),
    focus: {
      subscribe: (listener) => {
        focusListener = listener;
        return () => (focusListener = null);
      },
    },
    log: (message) => void logs.push(message),
    ...overrides,
  });
  return {
    store,
    clock,
    fake,
    applied,
    notices,
    dismissed,
    logs,
    focus: () => focusListener?.(),
  };
}

const navigation = (url: string, from: string | null = '/ru/') => ({
  lng: 'ru',
  path: url.replace(/^\/ru\/?/, '').split('?')[0] ?? '',
  url,
  from,
});

describe('AccessStore: blocks', () => {
  it('starts with the block of the first page (boot JSON) and makes no block call for it', async () => {
    const { store, fake } = setup({ bootBlock: { displayTypeId: 13, templateTypeId: null } });
    expect(store.blockReason).toBe(13);
    expect(store.blockPage).toBe('block-ua');
    expect(await store.beforeNavigation(navigation('/ru/sports', null))).toEqual({
      kind: 'redirect',
      to: '/ru/block-ua',
    });
    expect(fake.count(BLOCK)).toBe(0);
  });

  it('re-checks through the API on navigation, sending auth and the url', async () => {
    const { store, fake } = setup({}, { [BLOCK]: blocked(4) });
    expect(await store.beforeNavigation(navigation('/ru/sports?x=1'))).toEqual({
      kind: 'redirect',
      to: '/ru/site-updates?x=1',
    });
    expect(fake.calls.find((c) => c.path.startsWith('/blocks-api'))?.body).toEqual({
      auth: true,
      url: '/ru/sports?x=1',
    });
    expect(store.templateTypeId).toBe(2);
  });

  it('sends a visitor of a block page home once the block is lifted', async () => {
    const { store } = setup({ bootBlock: { displayTypeId: 1, templateTypeId: null } });
    expect(await store.beforeNavigation(navigation('/ru/block'))).toEqual({
      kind: 'redirect',
      to: '/ru',
    });
    expect(store.blockReason).toBeNull();
  });

  it('retries a failed check twice at 100 ms and then marks maintenance active', async () => {
    const { store, clock, fake, applied } = setup({}, { [BLOCK]: fail(503, 'down') });
    const check = store.checkBlock('/ru/sports');
    await flush();
    expect(fake.count(BLOCK)).toBe(1);
    await clock.advance(BLOCK_CHECK_RETRY_MS - 1);
    expect(fake.count(BLOCK)).toBe(1);
    await clock.advance(1);
    expect(fake.count(BLOCK)).toBe(2);
    await clock.advance(BLOCK_CHECK_RETRY_MS);
    await check;
    expect(fake.count(BLOCK)).toBe(3);
    expect(store.blockCheckFailed).toBe(true);
    expect(store.maintenanceActive).toBe(true);
    expect(applied.at(-1)?.isActive).toBe(true);
  });

  it('a retry that answers keeps maintenance off', async () => {
    let calls = 0;
    const { store, clock } = setup(
      {},
      { [BLOCK]: () => (++calls === 1 ? fail(0, 'network') : blocked(16)) },
    );
    const check = store.checkBlock('/ru/');
    await flush();
    await clock.advance(BLOCK_CHECK_RETRY_MS);
    await check;
    expect(store.maintenanceActive).toBe(false);
    expect(store.blockReason).toBe(16);
  });

  it('maintenance from failed checks ends when a later check answers', async () => {
    let down = true;
    const { store, clock } = setup({}, { [BLOCK]: () => (down ? fail(503, 'down') : notBlocked) });
    const check = store.checkBlock('/ru/');
    await flush();
    await clock.advance(2 * BLOCK_CHECK_RETRY_MS);
    await check;
    expect(store.maintenanceActive).toBe(true);
    down = false;
    await store.refreshMaintenance();
    expect(store.maintenanceActive).toBe(false);
  });
});

describe('AccessStore: redirect-light', () => {
  const rule = {
    redirect: true,
    code: 301,
    url: '/ru/promo/new',
    reasons: ['moved'],
    breadcrumbs: ['/promo/old', '/promo/new'],
  };

  it('follows a complete redirect', async () => {
    const { store, fake } = setup({}, { [REDIRECT]: ok({ data: rule }) });
    expect(await store.beforeNavigation(navigation('/ru/promo/old'))).toEqual({
      kind: 'redirect',
      to: '/ru/promo/new',
    });
    expect(fake.calls.find((c) => c.path.startsWith('/redirects-api'))?.body).toEqual({
      url: '/ru/promo/old',
    });
  });

  it('logs an incomplete redirect and opens the page as asked', async () => {
    const { breadcrumbs: _, ...partial } = rule;
    const { store, logs } = setup({}, { [REDIRECT]: ok({ data: partial }) });
    expect(await store.beforeNavigation(navigation('/ru/promo/old'))).toEqual({ kind: 'allow' });
    expect(logs.join()).toMatch(/breadcrumbs/);
  });

  it('a failed redirect call cancels the navigation once, with an error notice', async () => {
    const { store, notices, fake } = setup({}, { [REDIRECT]: fail(500, 'boom') });
    expect(await store.beforeNavigation(navigation('/ru/casino', '/ru/sports'))).toEqual({
      kind: 'stay',
    });
    expect(notices.at(-1)).toMatchObject({ level: 'error', textKey: 'main:error_server_error' });
    // Going back to the page on screen is not checked again (no loop).
    const before = fake.calls.length;
    expect(await store.beforeNavigation(navigation('/ru/sports', '/ru/sports'))).toEqual({
      kind: 'allow',
    });
    expect(fake.calls.length).toBe(before);
  });

  it('a failed redirect call on the first page opens it (nothing to go back to)', async () => {
    const { store } = setup({}, { [REDIRECT]: fail(500, 'boom') });
    expect(await store.beforeNavigation(navigation('/ru/casino', null))).toEqual({
      kind: 'allow',
    });
  });
});

describe('AccessStore: maintenance at run time', () => {
  it('polls the maintenance group every 30 s and publishes what it serves', async () => {
    let active = false;
    const { store, clock, fake, applied } = setup(
      {},
      { [MAINTENANCE]: () => served({ isActive: active }) },
    );
    store.startMaintenanceWatch();
    await clock.advance(MAINTENANCE_POLL_MS - 1);
    expect(fake.count(MAINTENANCE)).toBe(0);
    active = true;
    await clock.advance(1);
    expect(fake.count(MAINTENANCE)).toBe(1);
    expect(store.maintenanceActive).toBe(true);
    expect(applied.at(-1)?.isActive).toBe(true);
    active = false;
    await clock.advance(MAINTENANCE_POLL_MS);
    expect(fake.count(MAINTENANCE)).toBe(2);
    expect(store.maintenanceActive).toBe(false);
    store.stopMaintenanceWatch();
    await clock.advance(5 * MAINTENANCE_POLL_MS);
    expect(fake.count(MAINTENANCE)).toBe(2);
  });

  it('polls at most every 30 s even when asked for longer, and at the shorter interval asked', async () => {
    const slow = setup({ pollMs: 120_000 });
    slow.store.startMaintenanceWatch();
    await slow.clock.advance(MAINTENANCE_POLL_MS);
    expect(slow.fake.count(MAINTENANCE)).toBe(1);
    const fast = setup({ pollMs: 2_000 });
    fast.store.startMaintenanceWatch();
    await fast.clock.advance(6_000);
    expect(fast.fake.count(MAINTENANCE)).toBe(3);
  });

  it('re-reads maintenance when the window gets the focus', async () => {
    const { store, fake, focus } = setup();
    store.startMaintenanceWatch();
    focus();
    await flush();
    expect(fake.count(MAINTENANCE)).toBe(1);
  });

  it('runs no timer for a search bot', async () => {
    const { store, clock, fake } = setup({ searchBot: true });
    store.startMaintenanceWatch();
    expect(clock.pending()).toEqual([]);
    await clock.advance(10 * MAINTENANCE_POLL_MS);
    expect(fake.count(MAINTENANCE)).toBe(0);
  });

  it('warns once within the notify window and withdraws the warning after it', async () => {
    const now = 1_000; // seconds: the fake clock starts at 1,000,000 ms
    let window: Partial<MaintenanceConfig> = {
      isActive: false,
      started_at: now + 3600,
      ended_at: now + 7200,
      notify_started_at: now - 60,
      notify_ended_at: now + 3600,
    };
    const { store, clock, notices, dismissed } = setup({}, { [MAINTENANCE]: () => served(window) });
    store.startMaintenanceWatch();
    await clock.advance(MAINTENANCE_POLL_MS);
    await clock.advance(MAINTENANCE_POLL_MS);
    const warnings = notices.filter((n) => n.id === MAINTENANCE_WARNING_ID);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      kind: 'banner',
      level: 'warning',
      textKey: 'main:maintenance_banner',
    });
    expect(warnings[0]?.params?.start).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    window = { ...window, isActive: true };
    await clock.advance(MAINTENANCE_POLL_MS);
    expect(dismissed).toEqual([MAINTENANCE_WARNING_ID]);
    store.stopMaintenanceWatch();
  });
});

/** A tab's sessionStorage: survives a reload (a new store), not a new tab. */
function memorySessionStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('AccessStore: the maintenance banner', () => {
  const now = 1_000; // seconds: the fake clock starts at 1,000,000 ms
  const POLL_S = MAINTENANCE_POLL_MS / 1000;
  /** A maintenance at `start` for an hour, announced from `notifyFrom` until it starts. */
  const windowAt = (start: number, notifyFrom: number): Partial<MaintenanceConfig> => ({
    isActive: false,
    started_at: start,
    ended_at: start + 3600,
    notify_started_at: notifyFrom,
    notify_ended_at: start,
  });

  /** The access store wired to a real notification system, as stores/index.ts wires them. */
  function withNotifications(
    window: () => Partial<MaintenanceConfig>,
    sessionStorage = memorySessionStorage(),
  ) {
    const clock = fakeClock(1_000_000);
    const notifications = new NotificationStore({ scheduler: clock });
    const fake = scriptedApi({ [MAINTENANCE]: () => served(window()) });
    const store = new AccessStore({
      api: fake.api,
      scheduler: clock,
      isSignedIn: () => false,
      currentUrl: () => '/ru/',
      maintenance: () => window(),
      applyMaintenance: () => undefined,
      notify: (n) => void notifications.notify(n),
      dismiss: (id) => notifications.dismiss(id),
      sessionStorage,
    });
    store.startMaintenanceWatch();
    const banner = () => notifications.banners.find((n) => n.id === MAINTENANCE_WARNING_ID);
    return { clock, notifications, store, sessionStorage, banner };
  }

  it('stands from the start of the notify window to its end, as a banner and not a toast', async () => {
    const window = windowAt(now + 3 * POLL_S, now + POLL_S);
    const { clock, notifications, store, banner } = withNotifications(() => window);
    expect(banner()).toBeUndefined();
    await clock.advance(MAINTENANCE_POLL_MS);
    expect(banner()).toMatchObject({ kind: 'banner', textKey: 'main:maintenance_banner' });
    expect(notifications.toasts).toEqual([]);
    await clock.advance(MAINTENANCE_POLL_MS);
    expect(banner()).toBeDefined(); // a banner never closes by itself
    await clock.advance(MAINTENANCE_POLL_MS);
    expect(banner()).toBeUndefined();
    store.stopMaintenanceWatch();
  });

  it('stays closed for the rest of the window once closed, a reload too; a new window shows it', async () => {
    let window = windowAt(now + 7200, now - 60);
    const tab = memorySessionStorage();
    const first = withNotifications(() => window, tab);
    expect(first.banner()).toBeDefined();
    first.notifications.dismiss(MAINTENANCE_WARNING_ID);
    expect(tab.items.get(MAINTENANCE_WARNING_DISMISSED_KEY)).toBe(String(now + 7200));
    await first.clock.advance(3 * MAINTENANCE_POLL_MS);
    expect(first.banner()).toBeUndefined();
    first.store.stopMaintenanceWatch();
    // the page reloads in the same tab: still closed
    const reloaded = withNotifications(() => window, tab);
    await reloaded.clock.advance(MAINTENANCE_POLL_MS);
    expect(reloaded.banner()).toBeUndefined();
    // the operator plans another maintenance: its warning shows
    window = windowAt(now + 90_000, now - 60);
    await reloaded.clock.advance(MAINTENANCE_POLL_MS);
    expect(reloaded.banner()?.params?.start).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    reloaded.store.stopMaintenanceWatch();
  });

  it('shows again in another tab, and does not count its own withdrawal as a closing', async () => {
    const window = windowAt(now + 7200, now - 60);
    const closedIn = memorySessionStorage();
    withNotifications(() => window, closedIn).notifications.dismiss(MAINTENANCE_WARNING_ID);
    expect(withNotifications(() => window).banner()).toBeDefined();
    const tab = memorySessionStorage();
    let active = false;
    const { clock, banner, store } = withNotifications(
      () => ({ ...window, isActive: active }),
      tab,
    );
    active = true; // maintenance starts: the warning is withdrawn
    await clock.advance(MAINTENANCE_POLL_MS);
    expect(banner()).toBeUndefined();
    expect(tab.items.size).toBe(0);
    store.stopMaintenanceWatch();
  });
});

describe('AccessStore: navigation lock', () => {
  it('holds the flag until it is cleared', () => {
    const { store } = setup();
    expect(store.navigationBlocked).toBe(false);
    store.setNavigationBlocked(true);
    expect(store.navigationBlocked).toBe(true);
    store.setNavigationBlocked(false);
    expect(store.navigationBlocked).toBe(false);
  });
});
