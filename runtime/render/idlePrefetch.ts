// SPEC section 9: "prefetch idle timeout 2000 ms". Once a page shows, the chunks it is likely to
// need next (the widgets of its `lazy` subtrees and of the layout's, which load only when first
// shown) are fetched 2,000 ms later, when the browser is idle, so showing them costs no wait.
import type { PreparedNode } from './preparedNode';
import type { WidgetRegistry } from './registry';

export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * The User Timing mark left when an idle prefetch starts: `npm run bench:bundle` tells the
 * scripts a page needs to show from those fetched ahead of need by it.
 */
export const IDLE_PREFETCH_MARK = 'widgets-idle-prefetch';

/** The widget names inside the `lazy` subtrees of a prepared tree (what widgetNamesOf leaves out). */
export function lazyWidgetNames(node: PreparedNode, into: Set<string> = new Set()): Set<string> {
  const collect = (n: PreparedNode, inLazy: boolean) => {
    const lazy = inLazy || n.lazy;
    if (lazy) into.add(n.widget);
    for (const child of n.children) collect(child, lazy);
  };
  collect(node, false);
  return into;
}

let reachIdle: () => void = () => undefined;
const idleReached = new Promise<void>((resolve) => {
  reachIdle = resolve;
});

/**
 * Resolves when the first idle prefetch starts: the first page has shown, waited 2,000 ms and found
 * the browser idle. What no first paint needs (decoration, the service worker) waits for it.
 */
export function firstIdlePrefetch(): Promise<void> {
  return idleReached;
}

export interface IdlePrefetchDeps {
  registry: Pick<WidgetRegistry, 'get' | 'prefetch'>;
  delayMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Runs `run` when the browser is idle (requestIdleCallback where there is one). */
  whenIdle?: (run: () => void) => void;
}

export interface IdlePrefetch {
  /** Prefetches `names` 2,000 ms after the last call (when idle); calls add up. */
  schedule(names: Iterable<string>): void;
  cancel(): void;
}

function browserIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: object) => unknown })
    .requestIdleCallback;
  if (idle) idle(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else run();
}

export function createIdlePrefetch(deps: IdlePrefetchDeps): IdlePrefetch {
  const delayMs = deps.delayMs ?? PREFETCH_IDLE_TIMEOUT_MS;
  const set = deps.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms));
  const clear =
    deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const whenIdle = deps.whenIdle ?? browserIdle;
  let timer: unknown = null;
  const pending = new Set<string>();
  return {
    schedule(names) {
      // Only widgets with a chunk not loaded yet (built-ins have none).
      for (const name of names) {
        const entry = deps.registry.get(name);
        if (entry?.definition && !entry.component && !entry.failure) pending.add(name);
      }
      if (pending.size === 0) return;
      // The 2,000 ms start again: the page (and the parts it places) settle first.
      if (timer !== null) clear(timer);
      timer = set(() => {
        timer = null;
        const wanted = [...pending];
        pending.clear();
        whenIdle(() => {
          globalThis.performance?.mark?.(IDLE_PREFETCH_MARK);
          reachIdle();
          void deps.registry.prefetch(wanted);
        });
      }, delayMs);
    },
    cancel() {
      if (timer !== null) clear(timer);
      timer = null;
      pending.clear();
    },
  };
}
