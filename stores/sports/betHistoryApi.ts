// The customer's booked coupons over HTTP (the shared coupon contract): the bet history, filtered
// and paged, and one coupon with its legs (the owner only; another's or an unknown id is 404).
// Amounts in major units; legs' market, outcome and team names in the language asked (`lng`, the
// page language). Read through react-query hooks, not a store: a server list.
import type { ApiClient, ApiResult } from '../../runtime/api';
import type { HistoryEntry } from '../../domain/casino/casinoHistory';
import type { BetHistoryFilters } from '../../domain/coupon';
import type { PlacedCoupon, PlacedLeg } from '../../domain/coupon/contract';
import { withLanguage } from './sportsApi';
import { lazyStore } from '../lazyStores';

export const BET_HISTORY_PATHS = {
  history: '/web-api/bets/history',
  coupon: (couponId: string) => `/web-api/coupon/${encodeURIComponent(couponId)}`,
} as const;

/** A leg as the history and the coupon call answer it (the shared contract). */
export type BookedCouponLeg = PlacedLeg;

/** A coupon as the history and the coupon call answer it (the shared contract). */
export type BookedCoupon = PlacedCoupon;

/** A line of the history: a coupon or a casino round (domain/casino/casinoHistory.ts). */
export type BetHistoryEntry = HistoryEntry<BookedCoupon>;

export interface BetHistoryPage {
  /** The page's coupons. */
  items: BookedCoupon[];
  /** The page itself: coupons and casino rounds, newest first. */
  entries?: BetHistoryEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BetHistoryRequest extends BetHistoryFilters {
  page: number;
  pageSize: number;
  /** The page language: the legs' names come in it (absent or not named in by the API: ru). */
  lng?: string;
}

/** What the history widgets need from the server; tests give a scripted api client instead. */
export interface BetHistoryApi {
  history(request: BetHistoryRequest, signal?: AbortSignal): Promise<ApiResult<BetHistoryPage>>;
  /**
   * `couponId` is digits only (SPEC section 2 print-coupon route constraint); `lng` the page
   * language its legs are named in.
   */
  coupon(couponId: string, signal?: AbortSignal, lng?: string): Promise<ApiResult<BookedCoupon>>;
}

/**
 * The query string of a history request; an absent type asks for every type. The language is
 * added by `withLanguage` (only one the API names in).
 */
export function betHistoryQuery(request: BetHistoryRequest): string {
  const query = new URLSearchParams({
    period: request.period,
    status: request.status,
    page: String(request.page),
    pageSize: String(request.pageSize),
  });
  if (request.typeId !== null) query.set('type', String(request.typeId));
  if (request.product !== undefined) query.set('product', request.product);
  return query.toString();
}

export function createBetHistoryApi(api: ApiClient): BetHistoryApi {
  // Statuses change when games settle: always ask the server, never the HTTP cache.
  const init = (signal?: AbortSignal): RequestInit => ({
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return {
    history: (request, signal) =>
      api.getJson<BetHistoryPage>(
        withLanguage(`${BET_HISTORY_PATHS.history}?${betHistoryQuery(request)}`, request.lng),
        init(signal),
      ),
    coupon: (couponId, signal, lng) =>
      api.getJson<BookedCoupon>(
        withLanguage(BET_HISTORY_PATHS.coupon(couponId), lng),
        init(signal),
      ),
  };
}

/**
 * The bet history's calls, made on first use (`useLazyStore(betHistoryApiStore)`): their code
 * travels with the bet views, not in every page's (docs/performance.md).
 */
export const betHistoryApiStore = lazyStore('betHistory', (deps) => createBetHistoryApi(deps.api));
