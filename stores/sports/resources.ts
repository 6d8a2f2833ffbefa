import { action, makeObservable, observable } from 'mobx';
import type { ApiResult } from '../../runtime/api';

/**
 * idle: never asked; loading: the first answer is on its way; ready: data holds the last answer
 * (a reload keeps it on screen); missing: the server said 404; error: anything else failed.
 */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

/** One answer of the API as views read it: what it is now, and its last data. */
export class Resource<T> {
  status: ResourceStatus = 'idle';
  data: T | null = null;
  error: string | null = null;
  /** A reload is under way (status stays ready meanwhile). */
  isRefreshing = false;
  private inFlight: Promise<void> | null = null;
  private lastLoad: (() => Promise<void>) | null = null;

  constructor() {
    makeObservable<this, 'settle'>(this, {
      status: observable,
      data: observable.ref,
      error: observable,
      isRefreshing: observable,
      settle: action,
      begin: action,
    });
  }

  /** Asks once: concurrent calls share the request in flight. */
  load(fetch: () => Promise<ApiResult<T>>): Promise<void>;
  /** The same, keeping what `toData` makes of the answer (e.g. models stored, ids kept). */
  load<A>(fetch: () => Promise<ApiResult<A>>, toData: (answer: A) => T): Promise<void>;
  load<A>(fetch: () => Promise<ApiResult<A>>, toData?: (answer: A) => T): Promise<void> {
    this.lastLoad = () => this.load(fetch, toData ?? ((answer) => answer as unknown as T));
    if (this.inFlight) return this.inFlight;
    this.begin();
    this.inFlight = fetch().then((result) => {
      this.inFlight = null;
      if (!result.ok) this.settle(result);
      else
        this.settle({
          ok: true,
          data: toData ? toData(result.data) : (result.data as unknown as T),
        });
    });
    return this.inFlight;
  }

  /** Asks again the way the last load did (polling); nothing when it was never loaded. */
  refresh(): Promise<void> {
    return this.lastLoad ? this.lastLoad() : Promise.resolve();
  }

  begin(): void {
    if (this.status === 'ready') this.isRefreshing = true;
    else this.status = 'loading';
  }

  private settle(result: ApiResult<T>): void {
    this.isRefreshing = false;
    if (result.ok) {
      this.data = result.data;
      this.status = 'ready';
      this.error = null;
      return;
    }
    // A failed reload keeps the data on screen; the error is there for whoever wants it.
    this.error = result.message;
    if (this.status !== 'ready' || result.status === 404) {
      this.status = result.status === 404 ? 'missing' : 'error';
      if (result.status === 404) this.data = null;
    }
  }
}

/** Resources by key (e.g. the query of a list), created on first use. */
export class ResourceMap<T> {
  private readonly byKey = new Map<string, Resource<T>>();

  get(key: string): Resource<T> {
    let resource = this.byKey.get(key);
    if (!resource) {
      resource = new Resource<T>();
      this.byKey.set(key, resource);
    }
    return resource;
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  keys(): string[] {
    return [...this.byKey.keys()];
  }
}
