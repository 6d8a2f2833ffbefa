// The react-query hooks of bonuses, keyed by the signed-in user so one customer never sees
// another's bonuses. A redeemed promo code refetches the list and the balances.
import { useQuery } from '@tanstack/react-query';
import { queryData } from '../../../runtime/api';
import { useStores, useLazyStore } from '../stores';
import { bonusApiStore } from '../../../stores/bonus';

export const BONUS_QUERY_KEY = 'bonus';

/** A bonus's wagering moves with every settled bet: asked again this often while shown. */
const PROGRESS_POLL_MS = 15_000;

export function useBonuses() {
  const { session } = useStores();
  const bonus = useLazyStore(bonusApiStore);
  return useQuery({
    queryKey: [BONUS_QUERY_KEY, session.userId, 'list'],
    queryFn: ({ signal }) => queryData(bonus.list(signal)),
    refetchInterval: PROGRESS_POLL_MS,
  });
}

export function useDepositOffer() {
  const { session } = useStores();
  const bonus = useLazyStore(bonusApiStore);
  return useQuery({
    queryKey: [BONUS_QUERY_KEY, session.userId, 'deposit-offer'],
    queryFn: ({ signal }) => queryData(bonus.depositOffer(signal)),
  });
}
