import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY, loadWithRetry } from '../../runtime/render/chunkRetry';
import {
  createIdlePrefetch,
  lazyWidgetNames,
  PREFETCH_IDLE_TIMEOUT_MS,
} from '../../runtime/render/idlePrefetch';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import type { AnyWidgetDefinition } from '../../runtime/render/types';

const Component = () => null;

/** A widget whose chunk fails `failures` times, then loads. */
function flaky(name: string, failures: number) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Component });
  });
  return { definition: { name, load } as unknown as AnyWidgetDefinition, load };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chunk retries (SPEC section 9: 5 retries, 1,000 ms apart)', () => {
  it('retries a failing load 1 s apart and gives up after the fifth retry', async () => {
    expect(CHUNK_RETRY).toEqual({ retries: 5, delayMs: 1000 });
    const load = vi.fn(() => Promise.reject(new Error('gone')));
    const outcome = loadWithRetry(load).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1); // not before 1,000 ms
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(6);
    expect(await outcome).toBe('gone');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('a widget chunk failing 5 times still loads, with no reload and no error', async () => {
    const widget = flaky('Flaky', 5);
    const tryReload = vi.fn(() => true);
    const registry = createWidgetRegistry([widget.definition], {
      dev: true,
      chunkReload: { tryReload },
    });
    const entry = registry.get('Flaky')!;
    const loaded = registry.load(entry);
    await vi.advanceTimersByTimeAsync(4000);
    expect(entry.component).toBeNull(); // the fifth retry is due at 5,000 ms
    await vi.advanceTimersByTimeAsync(1000);
    await loaded;
    expect(widget.load).toHaveBeenCalledTimes(6);
    expect(entry.component).toBe(Component);
    expect(entry.failure).toBeNull();
    expect(tryReload).not.toHaveBeenCalled();
  });

  it('a chunk failing a sixth time reloads the page, or shows the error when the guard refuses', async () => {
    const widget = flaky('Gone', 6);
    const registry = createWidgetRegistry([widget.definition], {
      dev: true,
      chunkReload: { tryReload: () => false },
    });
    const entry = registry.get('Gone')!;
    const loaded = registry.load(entry);
    await vi.advanceTimersByTimeAsync(5000);
    await loaded;
    expect(widget.load).toHaveBeenCalledTimes(6);
    expect(entry.failure?.message).toContain('Could not load widget Gone');
  });
});

describe('idle prefetch (SPEC section 9: prefetch idle timeout 2,000 ms)', () => {
  function setup() {
    const eager = flaky('Eager', 0);
    const later = flaky('Later', 0);
    const inner = flaky('Inner', 0);
    const registry = createWidgetRegistry([eager.definition, later.definition, inner.definition], {
      dev: true,
      chunkReload: { tryReload: () => false },
    });
    const root = preparePage(
      {
        widget: 'Eager',
        slots: {
          default: [{ widget: 'Later', lazy: true, slots: { default: [{ widget: 'Inner' }] } }],
        },
      },
      registry,
      {},
    );
    return { registry, root, eager, later, inner };
  }

  it('names the widgets of lazy subtrees only', () => {
    const { root } = setup();
    expect([...lazyWidgetNames(root)].sort()).toEqual(['Inner', 'Later']);
  });

  it('fetches the lazy widgets 2,000 ms after the page, when idle', async () => {
    const { registry, root, later, inner, eager } = setup();
    const idle: (() => void)[] = [];
    const prefetch = createIdlePrefetch({ registry, whenIdle: (run) => idle.push(run) });
    prefetch.schedule(lazyWidgetNames(root));
    await vi.advanceTimersByTimeAsync(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(later.load).not.toHaveBeenCalled(); // not before the browser is idle
    idle[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(later.load).toHaveBeenCalledTimes(1);
    expect(inner.load).toHaveBeenCalledTimes(1);
    expect(eager.load).not.toHaveBeenCalled();
    expect(registry.get('Later')!.component).toBe(Component);
  });

  it('a failed prefetch records no failure, so the widget loads when it shows', async () => {
    const gone = flaky('Later', 1);
    const tryReload = vi.fn(() => true);
    const registry = createWidgetRegistry([gone.definition], {
      dev: true,
      chunkReload: { tryReload },
    });
    const prefetch = createIdlePrefetch({ registry, whenIdle: (run) => run() });
    prefetch.schedule(['Later']);
    await vi.advanceTimersByTimeAsync(PREFETCH_IDLE_TIMEOUT_MS);
    expect(gone.load).toHaveBeenCalledTimes(1);
    const entry = registry.get('Later')!;
    expect(entry.failure).toBeNull();
    expect(tryReload).not.toHaveBeenCalled();
    await registry.load(entry);
    expect(entry.component).toBe(Component);
  });

  it('a later page restarts the wait and adds its widgets; loaded widgets are skipped', async () => {
    const { registry, later, inner } = setup();
    await registry.load(registry.get('Inner')!);
    const prefetch = createIdlePrefetch({ registry, whenIdle: (run) => run() });
    prefetch.schedule(['Later']);
    await vi.advanceTimersByTimeAsync(1500);
    prefetch.schedule(['Inner']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(later.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(later.load).toHaveBeenCalledTimes(1);
    expect(inner.load).toHaveBeenCalledTimes(1); // only its own load, not a prefetch
  });
});
