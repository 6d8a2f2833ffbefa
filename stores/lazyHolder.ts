// A root store made on first use, behind a holder that every page has: the holder is tiny and
// observable, the store's code is a chunk of its own fetched by `load()` (the coupon, the cash-out,
// the limits of a signed-in customer: docs/performance.md). Views read `current` (null until
// loaded) or, when their widget loaded the store with its code (widgets/definitions.ts), `loaded`.
import { makeObservable, observable, runInAction } from 'mobx';

export class LazyHolder<T> {
  /** The store once loaded; observed, so views show it when it arrives. */
  current: T | null = null;
  private loading: Promise<T> | null = null;

  /**
   * @param what names the store in the error `loaded` throws before it exists.
   * @param create builds the store (importing its module); runs once, or again after a failure.
   */
  constructor(
    private readonly what: string,
    private readonly create: () => Promise<T>,
  ) {
    makeObservable<LazyHolder<T>>(this, { current: observable.ref });
  }

  /** Loads and builds the store once; every caller gets the same store. */
  load(): Promise<T> {
    this.loading ??= this.create().then(
      (store) => {
        this.prepare(store);
        runInAction(() => (this.current = store));
        return store;
      },
      (error: unknown) => {
        this.loading = null; // a failed chunk load may succeed the next time
        throw error;
      },
    );
    return this.loading;
  }

  /** The loaded store, for views whose widget loaded it with its code. */
  get loaded(): T {
    if (!this.current) throw new Error(`the ${this.what} is not loaded: await its load() first`);
    return this.current;
  }

  /** Hands the new store what the holder kept for it before it existed (none by default). */
  protected prepare(_store: T): void {}
}
