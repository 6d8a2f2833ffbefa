// Booked coupons as the customer's bet history shows them (SPEC section 1 "personal office:
// history", section 2 office/history): the filters the history call accepts, which amount a
// coupon shows, and the size of a system. Pure data in, data out.
import type { HistoryProduct } from '../casino/casinoHistory';
import { COUPON_TYPES, LOBBY_BLOCK_ID, SINGLE_COUPON_TYPE_ID } from './couponTypes';

/** SPEC section 4 "Bets and coupon": a booked coupon is open until settled won, lost or void. */
export const BOOKED_COUPON_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type BookedCouponStatus = (typeof BOOKED_COUPON_STATUSES)[number];

/** The result of one leg once its game is settled. */
export type BookedLegResult = 'won' | 'lost' | 'void';

/** Types a booked coupon carries: each single of a singles coupon is its own coupon, typeId 0. */
export const BOOKED_COUPON_TYPE_IDS = [
  COUPON_TYPES.express,
  COUPON_TYPES.system,
  SINGLE_COUPON_TYPE_ID,
  COUPON_TYPES.blocks,
] as const;
export type BookedCouponTypeId = (typeof BOOKED_COUPON_TYPE_IDS)[number];

/** Placed within the last day, 7, 30 or 90 days, or ever (the history call's `period`). */
export const BET_HISTORY_PERIODS = ['1d', '7d', '30d', '90d', 'all'] as const;
export type BetHistoryPeriod = (typeof BET_HISTORY_PERIODS)[number];

export const BET_HISTORY_STATUS_FILTERS = ['all', ...BOOKED_COUPON_STATUSES] as const;
export type BetHistoryStatusFilter = (typeof BET_HISTORY_STATUS_FILTERS)[number];

/** Coupons a history page holds (the history call allows 1 to 100). */
export const BET_HISTORY_PAGE_SIZE = 20;

export interface BetHistoryFilters {
  period: BetHistoryPeriod;
  status: BetHistoryStatusFilter;
  /** null: every type. */
  typeId: BookedCouponTypeId | null;
  /** Sports coupons, casino rounds or both in one list; absent: sports (the call's default). */
  product?: HistoryProduct;
}

export const DEFAULT_BET_HISTORY_FILTERS: BetHistoryFilters = {
  period: 'all',
  status: 'all',
  typeId: null,
  product: 'all',
};

export function isBetHistoryPeriod(value: unknown): value is BetHistoryPeriod {
  return (BET_HISTORY_PERIODS as readonly unknown[]).includes(value);
}

export function isBetHistoryStatusFilter(value: unknown): value is BetHistoryStatusFilter {
  return (BET_HISTORY_STATUS_FILTERS as readonly unknown[]).includes(value);
}

export function isBookedCouponTypeId(value: unknown): value is BookedCouponTypeId {
  return (BOOKED_COUPON_TYPE_IDS as readonly unknown[]).includes(value);
}

/** The money side of a coupon: what it may win while open, what it paid once settled. */
export type CouponReturn =
  { kind: 'possibleWin'; amount: number } | { kind: 'payout'; amount: number };

/** Major units, as the history call answers; a settled coupon without a payout paid nothing. */
export function couponReturn(coupon: {
  status: string;
  possibleWin: number;
  payout: number | null;
  amount?: number;
  isFreeBet?: boolean;
}): CouponReturn {
  if (coupon.status !== 'open') return { kind: 'payout', amount: coupon.payout ?? 0 };
  // A free bet's stake is not returned (domain/coupon/freeBet.ts): the win without it.
  const stake = coupon.isFreeBet === true ? (coupon.amount ?? 0) : 0;
  return {
    kind: 'possibleWin',
    amount: Math.max(0, Math.round((coupon.possibleWin - stake) * 100) / 100),
  };
}

/**
 * A system's "value of total": combinations of `systemValue` legs out of the legs that are not
 * bankers (SPEC section 3 "System option"; bankers sit in the lobby block). null for other types.
 */
export function systemSize(coupon: {
  typeId: number;
  systemValue: number | null;
  legs: readonly { blockId: number }[];
}): { value: number; total: number } | null {
  if (coupon.typeId !== COUPON_TYPES.system || coupon.systemValue === null) return null;
  const total = coupon.legs.filter((leg) => leg.blockId !== LOBBY_BLOCK_ID).length;
  return { value: coupon.systemValue, total };
}

/** Pages of `total` items at `pageSize` a page; at least one, so an empty list has page 1. */
export function historyPageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** SPEC section 9 "Poll intervals: default 10 s": a history page with open coupons asks again. */
export const OPEN_COUPONS_POLL_MS = 10_000;

/** The ids of the open coupons of a history page. */
export function openCouponIds(coupons: readonly { id: number; status: string }[]): number[] {
  return coupons.filter((c) => c.status === 'open').map((c) => c.id);
}

/**
 * Whether a coupon seen open before (`wasOpen`) is now settled: the balance has moved (a win or a
 * refund was credited), so the account is to be read again.
 */
export function hasSettledSince(
  wasOpen: readonly number[],
  coupons: readonly { id: number; status: string }[],
): boolean {
  const open = new Set(wasOpen);
  return coupons.some((c) => open.has(c.id) && c.status !== 'open');
}
