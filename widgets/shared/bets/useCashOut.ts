import { useEffect, useState } from 'react';
import type { CashOutStore } from '../../../stores';
import { useStores } from '../stores';

/**
 * The cash-out store (made on first use, stores/sports/lazyCashOut.ts). The Coupon and BetHistory
 * widgets load it with their code (widgets/definitions.ts), so it is there when they render; a
 * view shown some other way (a test, a preview) loads it and shows once it is there.
 */
export function useCashOut(): CashOutStore | null {
  const { cashOut } = useStores();
  const [store, setStore] = useState(cashOut.current);
  useEffect(() => {
    if (store) return undefined;
    let mounted = true;
    cashOut.load().then(
      (loaded) => {
        if (mounted) setStore(loaded);
      },
      (error: unknown) => console.warn('the cash-out store did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, [cashOut, store]);
  return store ?? cashOut.current;
}
