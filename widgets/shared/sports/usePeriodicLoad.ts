import { useEffect } from 'react';
import { POLL_INTERVAL_MS } from '../../../stores';

/**
 * Loads now and again at the SPEC section 9 default poll interval (10 s) while mounted, so lists
 * pick up games that start, finish or appear. `key` names what is loaded: a new key starts over.
 */
export function usePeriodicLoad(load: () => void, key: string): void {
  useEffect(() => {
    load();
    const timer = setInterval(load, POLL_INTERVAL_MS.default);
    return () => clearInterval(timer);
    // `key` stands for what `load` loads; a new closure with the same key changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
