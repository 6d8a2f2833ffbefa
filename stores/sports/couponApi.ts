// The coupon's HTTP calls (SPEC section 7; the shared coupon contract): place, save to a code,
// load from a code, and the count of open bets. Amounts travel in major units; refusals come
// back as codes (409 { ok: false, refusals }) that the slip words from the coupon dictionary.
import type { ApiClient, ApiFailure } from '../../runtime/api';
import {
  COUPON_REFUSAL_CODES,
  type CouponRefusal,
  type BuilderPick,
  type CouponToPlace,
} from '../../domain/coupon';

export type { CouponToPlace };
import { withLanguage } from './sportsApi';
import { limitOf, refusalsOfCodes } from '../refusalEntries';
import { BONUS_PATHS, type BonusListResponse } from '../../domain/bonus/contract';
import type { PlacedCoupon, PlacedLeg } from '../../domain/coupon/contract';

import { COUPON_PATHS, IDEMPOTENCY_HEADER } from './couponPaths';

export { COUPON_PATHS, IDEMPOTENCY_HEADER };

/** A booked coupon and its legs: the shared contract's (domain/coupon/contract.ts). */
export type { PlacedCoupon, PlacedLeg as PlacedCouponLeg };

/** A free bet the customer can stake the coupon with (docs/bonus.md "Free bets"). */
export interface FreeBetOption {
  id: string;
  /** Minor units: the coupon's stake when chosen. */
  amount: number;
  currencyId: number;
  /** ISO 8601, the world clock's. */
  expiresAt: string;
  /** Every leg at least this, when the terms set it. */
  minOdds: number | null;
}

export type PlaceResult =
  | { kind: 'placed'; coupons: PlacedCoupon[]; balance: number | null }
  | { kind: 'refused'; refusals: CouponRefusal[] }
  /** No answer, or a server failure: the placement may or may not have happened. */
  | { kind: 'unknown'; message: string; status: number }
  /** Any other answer (401, 400, 422 ...): nothing was placed. */
  | { kind: 'failed'; message: string; status: number };

export interface SavedCouponRequest {
  bets: { outcomeId: number; gameId: number }[];
  typeId: number;
  systemValue?: number;
}

/** A bet of a coupon loaded from a code, with the current price and names. */
export interface LoadedCouponBet {
  outcomeId: number;
  outcomeTypeId?: number;
  gameId: number;
  coef: number;
  isBlocked?: boolean;
  marketId?: number;
  marketTypeId?: number;
  marketKind?: number;
  marketName?: string;
  outcomeName?: string;
  isLive?: boolean;
  isBannedExpress?: boolean;
  blockId?: number;
  sportId?: number;
  champId?: number;
  gameNumber?: number;
  permanentId?: number;
  status?: number;
  startAt?: number | string;
  timeSec?: number | null;
  opponents?: (string | { name: string; nameEn?: string })[];
  score?: { full?: string; formatted?: string } | string;
}

export interface LoadedCoupon {
  typeId: number;
  systemValue: number | null;
  bets: LoadedCouponBet[];
}

export type SaveResult = { ok: true; code: string } | { ok: false; message: string };
export type LoadResult =
  { ok: true; coupon: LoadedCoupon } | { ok: false; notFound: boolean; message: string };

/** What the coupon store needs from the server; tests give a fake of exactly this. */
export interface CouponApi {
  place(body: CouponToPlace, idempotencyKey: string): Promise<PlaceResult>;
  save(body: SavedCouponRequest): Promise<SaveResult>;
  load(code: string): Promise<LoadResult>;
  /** How many of the customer's coupons are open (the "my bets" count); null on failure. */
  openBetsCount(): Promise<number | null>;
  /** The customer's active sports free bets; null on failure. */
  freeBets?(): Promise<FreeBetOption[] | null>;
  /** A bet builder's price now (docs/bet-builder.md); null when the server did not answer. */
  quoteBuilder?(gameId: number, picks: BuilderPick[]): Promise<BuilderQuoteAnswer | null>;
}

/** The quote route's answer: the price, or the refusal code (worded coupon:refusal_<code>). */
export type BuilderQuoteAnswer =
  | { ok: true; coef: number; probability: number }
  | { ok: false; refusal: { code: string; picks?: number[] } };

/** The active sports free bets of the customer's bonus list, soonest expiry first. */
export function usableFreeBets(list: BonusListResponse): FreeBetOption[] {
  return list.bonuses
    .filter((b) => b.kind === 'free_bet' && b.status === 'active' && b.product === 'sports')
    .map((b) => ({
      id: b.id,
      amount: b.amount,
      currencyId: b.currencyId,
      expiresAt: b.expiresAt,
      minOdds: b.minOdds,
    }))
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
}

/** Languages the load answer names things in (the server's list). */
const LOAD_LANGUAGES = ['ru', 'en', 'ar'];

/**
 * `language` is asked at every call: the placed and loaded coupons' market, outcome and team names
 * come in the page language it returns.
 */
export function createCouponApi(api: ApiClient, language?: () => string | undefined): CouponApi {
  return {
    async place(body, idempotencyKey) {
      // The language only names the answer's legs: a repeat in another language is the same placement.
      const answer = await api.postJson<{
        ok?: boolean;
        coupons?: PlacedCoupon[];
        balance?: number;
      }>(withLanguage(COUPON_PATHS.place, language?.()), body, {
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      });
      if (answer.ok) {
        const coupons = Array.isArray(answer.data?.coupons) ? answer.data.coupons : [];
        const balance = typeof answer.data?.balance === 'number' ? answer.data.balance : null;
        return { kind: 'placed', coupons, balance };
      }
      return placeFailure(answer);
    },
    async save(body) {
      const answer = await api.postJson<{ code?: unknown }>(COUPON_PATHS.save, body);
      if (answer.ok && typeof answer.data?.code === 'string' && answer.data.code !== '') {
        return { ok: true, code: answer.data.code };
      }
      return { ok: false, message: answer.ok ? 'no code in the answer' : answer.message };
    },
    async load(code) {
      const lng = language?.();
      const path = COUPON_PATHS.load(code, lng && LOAD_LANGUAGES.includes(lng) ? lng : undefined);
      const answer = await api.getJson<LoadedCoupon>(path, {
        cache: 'no-store',
      });
      if (answer.ok && answer.data && Array.isArray(answer.data.bets)) {
        return { ok: true, coupon: answer.data };
      }
      return {
        ok: false,
        notFound: !answer.ok && (answer.status === 404 || answer.status === 400),
        message: answer.ok ? 'no bets in the answer' : answer.message,
      };
    },
    async openBetsCount() {
      const answer = await api.getJson<{ total?: unknown }>(COUPON_PATHS.openBets, {
        cache: 'no-store',
      });
      return answer.ok && typeof answer.data?.total === 'number' ? answer.data.total : null;
    },
    async quoteBuilder(gameId, picks) {
      const answer = await api.postJson<BuilderQuoteAnswer>(COUPON_PATHS.builderQuote, {
        gameId,
        picks,
      });
      if (!answer.ok || !answer.data) return null;
      const data = answer.data;
      if (data.ok && typeof data.coef === 'number') return data;
      if (!data.ok && typeof data.refusal?.code === 'string') return data;
      return null;
    },
    async freeBets() {
      const answer = await api.getJson<BonusListResponse>(BONUS_PATHS.list, { cache: 'no-store' });
      return answer.ok && Array.isArray(answer.data?.bonuses) ? usableFreeBets(answer.data) : null;
    },
  };
}

function placeFailure(answer: ApiFailure): PlaceResult {
  const refusals = refusalsOf(answer.body?.refusals);
  if (answer.status === 409 && refusals.length > 0) return { kind: 'refused', refusals };
  if (answer.status === 0 || answer.status >= 500) {
    return { kind: 'unknown', message: answer.message, status: answer.status };
  }
  return { kind: 'failed', message: answer.message, status: answer.status };
}

/** The refusals of an answer; entries that are not refusals are left out. */
export function refusalsOf(value: unknown): CouponRefusal[] {
  return refusalsOfCodes(COUPON_REFUSAL_CODES, value, (raw) => ({
    ...(Number.isInteger(raw.outcomeId) ? { outcomeId: raw.outcomeId as number } : {}),
    ...(Number.isInteger(raw.blockId) ? { blockId: raw.blockId as number } : {}),
    ...(typeof raw.newCoef === 'number' ? { newCoef: raw.newCoef } : {}),
    ...limitOf(raw),
  }));
}
