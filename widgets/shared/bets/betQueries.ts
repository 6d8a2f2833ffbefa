// The react-query hooks of the customer's booked coupons. They go through the root store's bet
// history api (runtime/api client: 401 refresh and the other SPEC section 8 interceptors), and key
// every query by the signed-in user so one customer never sees another's cached coupons, and by
// the page language the legs are named in, so switching language asks again.
import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../runtime/i18n';
import { queryData } from '../../../runtime/api';
import {
  BET_HISTORY_PAGE_SIZE,
  hasSettledSince,
  OPEN_COUPONS_POLL_MS,
  openCouponIds,
  type BetHistoryFilters,
} from '../../../domain/coupon';
import { useLazyStore, useStores } from '../stores';
import { betHistoryApiStore } from '../../../stores/sports/betHistoryApi';

/** Every bets query starts with this key; invalidate it to refetch them all. */
export const BETS_QUERY_KEY = 'bets';

/**
 * One page of the bet history; the previous page stays on screen while the next one loads. While
 * the page shows open coupons it asks again every OPEN_COUPONS_POLL_MS, and when one of them has
 * settled the account (its balance) and the slip's open-bets count are read again.
 */
export function useBetHistory(filters: BetHistoryFilters, page: number) {
  const { session, account, coupon } = useStores();
  const betHistory = useLazyStore(betHistoryApiStore);
  const lng = useTranslation().i18n.language;
  const userId = session.userId;
  const request = { ...filters, page, pageSize: BET_HISTORY_PAGE_SIZE, lng };
  const query = useQuery({
    queryKey: [BETS_QUERY_KEY, userId, 'history', request],
    queryFn: ({ signal }) => queryData(betHistory.history(request, signal)),
    placeholderData: keepPreviousData,
    enabled: session.isAuthenticated,
    refetchInterval: (q) =>
      openCouponIds(q.state.data?.items ?? []).length > 0 ? OPEN_COUPONS_POLL_MS : false,
  });
  const wasOpen = useRef<number[]>([]);
  const items = query.data?.items;
  useEffect(() => {
    if (!items) return;
    if (hasSettledSince(wasOpen.current, items)) {
      void account.load();
      // A slip not loaded yet reads the count when it mounts.
      void coupon.current?.panel.loadOpenBetsCount();
    }
    wasOpen.current = openCouponIds(items);
  }, [items, account, coupon]);
  return query;
}

/** One of the customer's coupons with its legs; nothing is asked for a guest. */
export function useBookedCoupon(couponId: string) {
  const { session } = useStores();
  const betHistory = useLazyStore(betHistoryApiStore);
  const lng = useTranslation().i18n.language;
  const userId = session.userId;
  return useQuery({
    queryKey: [BETS_QUERY_KEY, userId, 'coupon', couponId, lng],
    queryFn: ({ signal }) => queryData(betHistory.coupon(couponId, signal, lng)),
    enabled: session.isAuthenticated,
  });
}
