// The app's router, without React: the URL on screen, the data its page loaded, and the
// navigations between them. One load function serves every URL (routeLoader.ts builds it from the
// route table); it resolves with the page's data and params, or throws a Redirect or an error.
// The React side is react.tsx; the browser and memory histories are history.ts.
import type { History, RouterLocation } from './history';

export type { RouterLocation } from './history';

export type Params = Readonly<Record<string, string>>;

/** What a load resolves with for the URL it was given. */
export interface Loaded {
  data: unknown;
  params: Params;
}

/** Loads the page of a URL: the data, or a thrown Redirect, or a thrown error (the error view). */
export type Load = (url: URL) => Loaded | Promise<Loaded>;

/** The page on screen: what its load gave, or what it threw. */
export type Page = ({ ok: true } & Loaded) | { ok: false; error: unknown };

export type Navigation = { state: 'idle' } | { state: 'loading'; location: RouterLocation };

export interface RouterState {
  /** The URL on screen (it changes when the page it leads to has loaded). */
  location: RouterLocation;
  navigation: Navigation;
  /** Null until the first load has finished: nothing renders before. */
  page: Page | null;
}

export interface RedirectOptions {
  /** Opens the target as a new document (it is outside the app). */
  document?: boolean;
  /** Replaces the entry on screen whatever the navigation was (a cancelled navigation). */
  replace?: boolean;
}

/** Thrown by a load: go to `to` instead. */
export class Redirect {
  constructor(
    readonly to: string,
    readonly options: RedirectOptions = {},
  ) {}
}

export function redirect(to: string, options?: RedirectOptions): Redirect {
  return new Redirect(to, options);
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  /** Follows back/forward and loads the URL on screen; returns the router. */
  initialize(): Router;
  /** A path (resolved against the URL on screen) or a step back/forward in history. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Loads the page on screen again (guards run again). */
  revalidate(): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** While `when()` holds, navigations are refused and back/forward is undone. */
  block(when: () => boolean): () => void;
  dispose(): void;
}

/**
 * How a navigation meets the history: a new entry, in place of the one on screen, or none because
 * the history is already there ('pop': the first load and back/forward) or the URL stays
 * ('revalidate').
 */
type Action = 'push' | 'replace' | 'pop' | 'revalidate';

const IDLE: Navigation = { state: 'idle' };
const DONE = Promise.resolve();

export function createRouter({ history, load }: { history: History; load: Load }): Router {
  let state: RouterState = { location: history.location(), navigation: IDLE, page: null };
  const listeners = new Set<(state: RouterState) => void>();
  const blockers = new Set<() => boolean>();
  // Every navigation takes the next number; a load that finishes after a later one started is
  // dropped, so the latest navigation wins.
  let latest = 0;
  let pending: { location: RouterLocation; action: Action } | null = null;
  let undoingPop = false;
  let stopListening = (): void => undefined;

  const update = (next: Partial<RouterState>): void => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  };
  const blocked = (): boolean => [...blockers].some((when) => when());
  const urlOf = (to: string): URL => {
    const { pathname, search, hash } = state.location;
    return new URL(to, history.origin + pathname + search + hash);
  };

  function commit(location: RouterLocation, action: Action, page: Page): void {
    pending = null;
    if (action === 'push') history.push(location);
    else if (action === 'replace') history.replace(location);
    update({ location, navigation: IDLE, page });
  }

  function go(location: RouterLocation, action: Action): Promise<void> {
    const id = ++latest;
    const current = state.location;
    // Another fragment of the page on screen: no load (an anchor, /cookies#cookie-settings).
    if (
      state.page !== null &&
      action !== 'revalidate' &&
      location.hash !== '' &&
      location.pathname === current.pathname &&
      location.search === current.search
    ) {
      commit(location, action, state.page);
      return DONE;
    }
    pending = { location, action };
    // A revalidation keeps the navigation idle: the visitor did not go anywhere.
    if (action !== 'revalidate') update({ navigation: { state: 'loading', location } });
    const settle = (page: Page): Promise<void> => {
      if (id !== latest) return DONE; // a later navigation took over
      if (!page.ok && page.error instanceof Redirect) return follow(page.error, action);
      commit(location, action, page);
      return DONE;
    };
    let loaded: Loaded | Promise<Loaded>;
    try {
      loaded = load(new URL(location.pathname + location.search + location.hash, history.origin));
    } catch (error) {
      return settle({ ok: false, error });
    }
    // A load that answers at once (tests' routes) renders in the same tick, as a static router would.
    if (!(loaded instanceof Promise)) return settle({ ok: true, ...loaded });
    return loaded.then(
      (value) => settle({ ok: true, ...value }),
      (error: unknown) => settle({ ok: false, error }),
    );
  }

  /**
   * The target of a redirect takes the place of the URL that redirected: a push pushes it, and
   * anything else (a replace, the first load, back/forward, a revalidation) replaces the entry on
   * screen, so the visitor never steps back onto a URL that redirects.
   */
  function follow(target: Redirect, action: Action): Promise<void> {
    const url = urlOf(target.to);
    const replace = target.options.replace === true || action !== 'push';
    if (target.options.document === true || url.origin !== history.origin) {
      pending = null;
      update({ navigation: IDLE });
      history.leave(url.href, action === 'replace');
      return DONE;
    }
    return go(locationOf(url, null), replace ? 'replace' : 'push');
  }

  const router: Router = {
    get state() {
      return state;
    },
    initialize() {
      stopListening = history.listen((delta) => {
        if (undoingPop) {
          undoingPop = false;
          return;
        }
        if (blocked()) {
          undoingPop = true; // the step back to where the visitor was comes back here: skip it
          history.go(-delta);
          return;
        }
        void go(history.location(), 'pop');
      });
      void go(state.location, 'pop');
      return router;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to); // the history reports the move, and it is loaded then
        return DONE;
      }
      if (blocked()) return DONE;
      return go(locationOf(urlOf(to), options.state ?? null), options.replace ? 'replace' : 'push');
    },
    revalidate() {
      // A navigation under way loads again (its load may have read what changed already).
      return pending ? go(pending.location, pending.action) : go(state.location, 'revalidate');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(when) {
      blockers.add(when);
      return () => blockers.delete(when);
    },
    dispose() {
      latest++; // drops the load under way
      stopListening();
      listeners.clear();
      blockers.clear();
    },
  };
  return router;
}

function locationOf(url: URL, state: unknown): RouterLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: newKey() };
}

/** A location's key: new for every navigation, so two visits of one URL differ. */
export function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
