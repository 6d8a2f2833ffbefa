// The customer's booked coupons over HTTP (the shared coupon contract): the bet history, filtered
// and paged, and one coupon with its legs (the owner only; another's or an unknown id is 404).
// Amounts in major units. Read through react-query hooks, not a store: a server list.
import type { ApiClient, ApiResult } from '../../runtime/api';
import type {
  BetHistoryFilters,
  BookedCouponStatus,
  BookedCouponTypeId,
  BookedLegResult,
} from '../../domain/coupon';
import type { PlacedCoupon, PlacedCouponLeg } from './couponApi';

export const BET_HISTORY_PATHS = {
  history: '/web-api/bets/history',
  coupon: (couponId: string) => `/web-api/coupon/${encodeURIComponent(couponId)}`,
} as const;

export interface BookedCouponLeg extends PlacedCouponLeg {
  /** 0 a banker of a system (lobby block), 1..n the block of a blocks coupon, else 1. */
  blockId: number;
  sportId: number;
  champId: number;
  /** null until the leg's game is settled. */
  result: BookedLegResult | null;
}

/** A coupon as the history and the coupon call answer it. */
export interface BookedCoupon extends PlacedCoupon {
  typeId: BookedCouponTypeId;
  status: BookedCouponStatus;
  systemValue: number | null;
  isVip: boolean;
  /** Major units once settled, else null. */
  payout: number | null;
  settledAt: string | null;
  legs: BookedCouponLeg[];
}

export interface BetHistoryPage {
  items: BookedCoupon[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BetHistoryRequest extends BetHistoryFilters {
  page: number;
  pageSize: number;
}

/** What the history widgets need from the server; tests give a scripted api client instead. */
export interface BetHistoryApi {
  history(request: BetHistoryRequest, signal?: AbortSignal): Promise<ApiResult<BetHistoryPage>>;
  /** `couponId` is digits only (SPEC section 2 print-coupon route constraint). */
  coupon(couponId: string, signal?: AbortSignal): Promise<ApiResult<BookedCoupon>>;
}

/** The query string of a history request; an absent type asks for every type. */
export function betHistoryQuery(request: BetHistoryRequest): string {
  const query = new URLSearchParams({
    period: request.period,
    status: request.status,
    page: String(request.page),
    pageSize: String(request.pageSize),
  });
  if (request.typeId !== null) query.set('type', String(request.typeId));
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
        `${BET_HISTORY_PATHS.history}?${betHistoryQuery(request)}`,
        init(signal),
      ),
    coupon: (couponId, signal) =>
      api.getJson<BookedCoupon>(BET_HISTORY_PATHS.coupon(couponId), init(signal)),
  };
}
