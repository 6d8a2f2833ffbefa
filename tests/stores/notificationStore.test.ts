import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ERROR_TITLE_KEY,
  MAX_VISIBLE_TOASTS,
  NOTIFICATION_AUTO_CLOSE_MS,
  NotificationStore,
} from '../../stores';
import { manualScheduler } from './limitsFixtures';

function storeWithClock() {
  const clock = manualScheduler();
  return { clock, store: new NotificationStore({ scheduler: clock.scheduler }) };
}

const toast = (textKey: string, extra: object = {}) =>
  ({ kind: 'toast', level: 'info', textKey, ...extra }) as const;
const modal = (textKey: string, extra: object = {}) =>
  ({ kind: 'modal', level: 'warning', textKey, ...extra }) as const;
const banner = (textKey: string, extra: object = {}) =>
  ({ kind: 'banner', level: 'warning', textKey, ...extra }) as const;

describe('NotificationStore', () => {
  it('closes a plain toast after 10 s (SPEC section 9) and not a moment before', async () => {
    const { clock, store } = storeWithClock();
    store.notify(toast('main:a'));
    await clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(store.toasts).toHaveLength(1);
    await clock.advance(1);
    expect(store.toasts).toHaveLength(0);
  });

  it('keeps toasts with actions, modals and autoCloseMs 0 until they are answered', async () => {
    const { clock, store } = storeWithClock();
    store.notify(toast('main:a', { actions: [{ labelKey: 'main:ok', run: () => undefined }] }));
    store.notify(toast('main:b', { autoCloseMs: 0 }));
    store.notify(modal('main:c'));
    await clock.advance(10 * NOTIFICATION_AUTO_CLOSE_MS);
    expect(store.toasts.map((n) => n.textKey)).toEqual(['main:a', 'main:b']);
    expect(store.currentModal?.textKey).toBe('main:c');
  });

  it('auto-closes a modal only when asked, counting from when it reaches the screen', async () => {
    const { clock, store } = storeWithClock();
    const first = store.notify(modal('main:first'));
    store.notify(modal('main:second', { autoCloseMs: NOTIFICATION_AUTO_CLOSE_MS }));
    await clock.advance(60_000);
    expect(store.currentModal?.textKey).toBe('main:first');
    expect(store.queuedCount).toBe(1);
    store.dismiss(first);
    expect(store.currentModal?.textKey).toBe('main:second');
    await clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(store.currentModal?.textKey).toBe('main:second');
    await clock.advance(1);
    expect(store.currentModal).toBeNull();
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS} toasts; the next waits and gets its full time`, async () => {
    const { clock, store } = storeWithClock();
    for (const key of ['a', 'b', 'c', 'd']) store.notify(toast(`main:${key}`));
    expect(store.toasts.map((n) => n.textKey)).toEqual(['main:a', 'main:b', 'main:c']);
    expect(store.pendingToasts.map((n) => n.textKey)).toEqual(['main:d']);
    await clock.advance(4_000);
    store.dismiss(store.toasts[0]!.id);
    expect(store.toasts.map((n) => n.textKey)).toEqual(['main:b', 'main:c', 'main:d']);
    await clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 4_000);
    expect(store.toasts.map((n) => n.textKey)).toEqual(['main:d']);
    await clock.advance(4_000);
    expect(store.toasts).toHaveLength(0);
  });

  it('dedupes by id: notifying again updates in place and restarts the time', async () => {
    const { clock, store } = storeWithClock();
    store.notify(toast('main:old', { id: 'maintenance' }));
    await clock.advance(6_000);
    const id = store.notify(toast('main:new', { id: 'maintenance', level: 'warning' }));
    expect(id).toBe('maintenance');
    expect(store.toasts).toHaveLength(1);
    expect(store.toasts[0]).toMatchObject({ textKey: 'main:new', level: 'warning' });
    await clock.advance(6_000);
    expect(store.has('maintenance')).toBe(true);
    await clock.advance(4_000);
    expect(store.has('maintenance')).toBe(false);
  });

  it('gives an error without a title the default error title (SPEC section 8)', () => {
    const { store } = storeWithClock();
    store.notify({ kind: 'toast', level: 'error', textKey: 'main:x' });
    store.notify({ kind: 'toast', level: 'info', textKey: 'main:y' });
    expect(store.toasts.map((n) => n.titleKey)).toEqual([DEFAULT_ERROR_TITLE_KEY, undefined]);
  });

  it('runs an action and closes, unless the action keeps it open; onClose runs once', () => {
    const { store } = storeWithClock();
    const run = vi.fn();
    const onClose = vi.fn();
    const id = store.notify(
      modal('main:q', {
        actions: [
          { labelKey: 'main:more', run, keepOpen: true },
          { labelKey: 'main:ok', run },
        ],
        onClose,
      }),
    );
    store.runAction(id, 0);
    expect(store.has(id)).toBe(true);
    store.runAction(id, 1);
    expect(run).toHaveBeenCalledTimes(2);
    expect(store.has(id)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    store.dismiss(id);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holds the auto-close while paused and gives the whole time again on resume', async () => {
    const { clock, store } = storeWithClock();
    const id = store.notify(toast('main:a'));
    await clock.advance(9_000);
    store.pause(id);
    await clock.advance(60_000);
    expect(store.has(id)).toBe(true);
    store.resume(id);
    await clock.advance(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(store.has(id)).toBe(true);
    await clock.advance(1);
    expect(store.has(id)).toBe(false);
  });

  it('shows banners beside the toasts: they take no toast slot and never close by themselves', async () => {
    const { clock, store } = storeWithClock();
    for (const key of ['a', 'b', 'c']) store.notify(toast(`main:${key}`, { autoCloseMs: null }));
    const id = store.notify(banner('main:maintenance', { id: 'maintenance' }));
    store.notify(banner('main:other', { autoCloseMs: 1_000 }));
    store.notify(toast('main:d'));
    expect(store.banners.map((n) => n.textKey)).toEqual(['main:maintenance', 'main:other']);
    expect(store.toasts.map((n) => n.textKey)).toEqual(['main:a', 'main:b', 'main:c']);
    expect(store.pendingToasts.map((n) => n.textKey)).toEqual(['main:d']);
    expect(store.queuedCount).toBe(1);
    await clock.advance(100 * NOTIFICATION_AUTO_CLOSE_MS);
    expect(store.banners).toHaveLength(2);
    expect(clock.pendingTimers()).toBe(0); // not even the banner asking for 1 s
    store.dismiss(id);
    expect(store.has(id)).toBe(false);
    expect(store.banners.map((n) => n.textKey)).toEqual(['main:other']);
    expect(store.pendingToasts).toHaveLength(1); // a closed banner frees no toast slot
  });

  it('updates a banner in place by id; the same id as another kind moves it', () => {
    const { store } = storeWithClock();
    const onClose = vi.fn();
    store.notify(toast('main:old', { id: 'maintenance', onClose }));
    store.notify(banner('main:new', { id: 'maintenance', params: { start: '1' } }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(store.toasts).toEqual([]);
    store.notify(banner('main:newer', { id: 'maintenance', params: { start: '2' } }));
    expect(store.banners).toHaveLength(1);
    expect(store.banners[0]).toMatchObject({ textKey: 'main:newer', params: { start: '2' } });
  });

  it('clear closes everything and leaves no timer behind', () => {
    const { clock, store } = storeWithClock();
    store.notify(toast('main:a'));
    store.notify(modal('main:b', { autoCloseMs: 5_000 }));
    store.notify(banner('main:c'));
    store.clear();
    expect(store.toasts).toHaveLength(0);
    expect(store.banners).toHaveLength(0);
    expect(store.currentModal).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });
});
