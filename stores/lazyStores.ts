// Stores that only some pages use (toto, lotto, support, the office's programmes ...) are built on
// first use from the root's dependencies. Their code is imported by the widgets that use them, not
// by the root store, so it travels in those widgets' chunks: a page loads no store it never uses.
import type { ApiClient } from '../runtime/api';

/** What a store built on first use may take from the root store's dependencies. */
export interface LazyStoreDeps {
  api: ApiClient;
  storage?: Storage;
  now?: () => number;
  /** The page language. */
  language?: () => string;
}

/** A store built on first use: `create` runs once per root store, on the first `of`. */
export interface LazyStore<T> {
  /** For messages: which store this is. */
  readonly name: string;
  readonly create: (deps: LazyStoreDeps) => T;
}

export function lazyStore<T>(name: string, create: (deps: LazyStoreDeps) => T): LazyStore<T> {
  return { name, create };
}

/** The root store's stores built on first use, one of each. */
export class LazyStores {
  private readonly built = new Map<LazyStore<unknown>, unknown>();

  constructor(private readonly deps: LazyStoreDeps) {}

  of<T>(store: LazyStore<T>): T {
    if (!this.built.has(store)) this.built.set(store, store.create(this.deps));
    return this.built.get(store) as T;
  }
}
