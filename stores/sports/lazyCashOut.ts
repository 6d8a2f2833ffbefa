// The cash-out store made on first use (docs/cash-out.md): its code loads with the views that show
// cash-out (the slip's open bets, the bet history), never on a page without them (docs/performance.md). The
// push stream (app/pushStream.ts) talks to this holder: before the store exists nothing watches
// the offers, so a pushed offer or a money movement has nothing to refresh, and whether the push
// is connected is kept for the store when it is made.
import { LazyHolder } from '../lazyHolder';
import type { CashOutStore, PushedCashOutOffer } from './CashOutStore';

export class LazyCashOut extends LazyHolder<CashOutStore> {
  private pushConnected = false;

  constructor(create: () => Promise<CashOutStore>) {
    super('cash-out store', create);
  }

  protected override prepare(store: CashOutStore): void {
    store.setPushConnected(this.pushConnected);
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
