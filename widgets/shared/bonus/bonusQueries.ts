// The react-query hooks of bonuses, keyed by the signed-in user so one customer never sees
// another's bonuses. A redeemed promo code refetches the list and the balances.
import { userQueryOf } from '../userQuery';
import { bonusApiStore } from '../../../stores/bonus';

export const BONUS_QUERY_KEY = 'bonus';

const useBonusQuery = userQueryOf(bonusApiStore, BONUS_QUERY_KEY);

/** A bonus's wagering moves with every settled bet: asked again this often while shown. */
const PROGRESS_POLL_MS = 15_000;

export function useBonuses() {
  return useBonusQuery(['list'], (bonus, signal) => bonus.list(signal), {
    refetchInterval: PROGRESS_POLL_MS,
  });
}

export function useDepositOffer() {
  return useBonusQuery(['deposit-offer'], (bonus, signal) => bonus.depositOffer(signal));
}
