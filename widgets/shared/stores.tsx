import { createContext, useContext, type ReactNode } from 'react';
import type { CouponStore, LazyStore, RootStore } from '../../stores';

const StoresContext = createContext<RootStore | null>(null);

/** Gives every widget below it the root store built by the composition root. */
export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresProvider> above the widget');
  return stores;
}

/** A store only some pages use, built on first use (stores/lazyStores.ts). */
export function useLazyStore<T>(store: LazyStore<T>): T {
  return useStores().lazy.of(store);
}

/**
 * The coupon, for the slip's views: the composition root loads it with the widgets that show it
 * (app/createApp.ts), so it is there when they render. Odds cells read `stores.coupon.current`.
 */
export function useCoupon(): CouponStore {
  return useStores().coupon.loaded;
}
