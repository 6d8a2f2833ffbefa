// The react-query hooks of bonuses, keyed by the signed-in user so one customer never sees
// another's bonuses. A redeemed promo code refetches the list and the balances.
import { useUserQuery } from '../userQuery';
import { bonusApiStore } from '../../../stores/bonus';

export const BONUS_QUERY_KEY = 'bonus';

/** A bonus's wagering moves with every settled bet: asked again this often while shown. */
const PROGRESS_POLL_MS = 15_000;

export function useBonuses() {
  return useUserQuery(
    bonusApiStore,
    BONUS_QUERY_KEY,
    ['list'],
    (bonus, signal) => bonus.list(signal),
    {
      refetchInterval: PROGRESS_POLL_MS,
    },
  );
}

export function useDepositOffer() {
  return useUserQuery(bonusApiStore, BONUS_QUERY_KEY, ['deposit-offer'], (bonus, signal) =>
    bonus.depositOffer(signal),
  );
}
