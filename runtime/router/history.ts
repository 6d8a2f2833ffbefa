// Where the router keeps its locations: the browser's history, or a list in memory (tests).

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried along (navigate's `state`), null when nothing. */
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

export interface History {
  /** The origin URLs are resolved against ('https://example.com'). */
  readonly origin: string;
  /** The entry on screen. */
  location(): RouterLocation;
  push(location: RouterLocation): void;
  replace(location: RouterLocation): void;
  go(delta: number): void;
  /**
   * Calls `listener` when the visitor moved through the history (back, forward, an anchor the
   * browser followed), with the number of entries moved: `go(-delta)` undoes the move.
   */
  listen(listener: (delta: number) => void): () => void;
  /** Leaves the app: `url` opens as a new document. */
  leave(url: string, replace: boolean): void;
}

/** What the router keeps in an entry's history.state: the location's state and key, and the entry's place. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const hrefOf = (location: RouterLocation): string =>
  location.pathname + location.search + location.hash;

export function createBrowserHistory(win: Window = window): History {
  const { history, location } = win;
  const entry = (): Partial<EntryState> => (history.state ?? {}) as Partial<EntryState>;
  // The entry's place in the session's history, so a move back or forward knows its size.
  let index = entry().idx ?? 0;
  if (entry().idx === undefined) history.replaceState({ ...entry(), idx: index }, '');
  const write = (target: RouterLocation, idx: number, replace: boolean) => {
    const value: EntryState = { usr: target.state, key: target.key, idx };
    if (replace) {
      history.replaceState(value, '', hrefOf(target));
      return;
    }
    try {
      history.pushState(value, '', hrefOf(target));
    } catch {
      location.assign(hrefOf(target)); // Safari limits how often pushState may be called
    }
  };
  return {
    origin: location.origin,
    location: () => ({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      state: entry().usr ?? null,
      key: entry().key ?? 'default',
    }),
    push(target) {
      index += 1;
      write(target, index, false);
    },
    replace: (target) => write(target, index, true),
    go: (delta) => history.go(delta),
    listen(listener) {
      const onPop = () => {
        let next = entry().idx;
        if (next === undefined) {
          // An anchor the browser followed by itself added this entry after the one on screen.
          next = index + 1;
          history.replaceState({ ...entry(), idx: next }, '');
        }
        const delta = next - index;
        index = next;
        listener(delta);
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    leave: (url, replace) => (replace ? location.replace(url) : location.assign(url)),
  };
}

export interface MemoryHistory extends History {
  readonly entries: RouterLocation[];
  readonly index: number;
  /** The documents `leave` opened, in order. */
  readonly left: { url: string; replace: boolean }[];
}

/** A history in memory starting at `url`, for tests; `go` reports the move at once. */
export function createMemoryHistory(url = '/'): MemoryHistory {
  const start = new URL(url, 'http://localhost');
  const entries: RouterLocation[] = [
    {
      pathname: start.pathname,
      search: start.search,
      hash: start.hash,
      state: null,
      key: 'default',
    },
  ];
  let index = 0;
  const listeners = new Set<(delta: number) => void>();
  const left: MemoryHistory['left'] = [];
  return {
    origin: 'http://localhost',
    entries,
    get index() {
      return index;
    },
    left,
    location: () => entries[index] as RouterLocation,
    push(target) {
      index += 1;
      entries.splice(index, entries.length, target);
    },
    replace(target) {
      entries[index] = target;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      listeners.forEach((listener) => listener(moved));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave: (href, replace) => void left.push({ url: href, replace }),
  };
}
