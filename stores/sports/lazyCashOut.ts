// The cash-out store made on first use (docs/cash-out.md): its code loads with the views that show
// cash-out (the slip's open bets, the bet history), never on a page without them (docs/performance.md). The
// push stream (app/pushStream.ts) talks to this holder: before the store exists nothing watches
// the offers, so a pushed offer or a money movement has nothing to refresh, and whether the push
// is connected is kept for the store when it is made.
import { makeObservable, observable, runInAction } from 'mobx';
import type { CashOutStore, PushedCashOutOffer } from './CashOutStore';

export class LazyCashOut {
  /** The store once loaded. */
  current: CashOutStore | null = null;
  private loading: Promise<CashOutStore> | null = null;
  private pushConnected = false;

  constructor(private readonly create: () => Promise<CashOutStore>) {
    makeObservable(this, { current: observable.ref });
  }

  /** Loads and builds the store once; every caller gets the same store. */
  load(): Promise<CashOutStore> {
    this.loading ??= this.create().then(
      (store) => {
        store.setPushConnected(this.pushConnected);
        runInAction(() => (this.current = store));
        return store;
      },
      (error: unknown) => {
        this.loading = null; // a failed chunk load may succeed next time
        throw error;
      },
    );
    return this.loading;
  }

  /** The loaded store, for views whose widget loads it with its code (widgets/definitions.ts). */
  get loaded(): CashOutStore {
    if (!this.current) throw new Error('the cash-out store is not loaded: await cashOut.load()');
    return this.current;
  }

  setPushConnected(connected: boolean): void {
    this.pushConnected = connected;
    this.current?.setPushConnected(connected);
  }

  applyPushed(offers: readonly PushedCashOutOffer[]): void {
    this.current?.applyPushed(offers);
  }

  reloadIfWatched(): void {
    this.current?.reloadIfWatched();
  }
}
