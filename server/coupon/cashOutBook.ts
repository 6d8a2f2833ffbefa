// The open coupons' cash-out offers held in memory and recomputed on each price move. CouponIndex
// holds coupons by id under keys (what their legs are priced from: a market, a game) with the
// offer last pushed for each, so a move recomputes exactly the coupons under the moved keys and
// pushes only the offers that changed. The server's push (server/coupon/cashOutPush.ts) keys the
// open coupons of the customers holding a tab by their legs' games and prices them from the sports
// state; CashOutBook keys coupons by their legs' markets (a move of one outcome re-prices its whole
// market: the overround is taken out in proportion) and prices them from the markets it holds
// (domain/coupon/cashOut.ts). The bench (bench/cash-out.ts) measures both.
import {
  cashOutQuote,
  impliedProbability,
  type CashOutLegState,
  type CashOutTerms,
  type CouponShape,
  type LegResult,
} from '../../domain/coupon/index';

/** Coupons by id, indexed by keys, with the offer last pushed for each (`O`). */
export class CouponIndex<C, O = string> {
  private readonly items = new Map<number, { coupon: C; keys: readonly number[] }>();
  private readonly byKey = new Map<number, Set<number>>();
  private readonly pushed = new Map<number, O>();

  get size(): number {
    return this.items.size;
  }

  get(id: number): C | undefined {
    return this.items.get(id)?.coupon;
  }

  /** Holds (or replaces) a coupon under its keys; the offer last pushed for it is kept. */
  set(id: number, coupon: C, keys: Iterable<number>): void {
    this.unindex(id);
    const unique = [...new Set(keys)];
    this.items.set(id, { coupon, keys: unique });
    for (const key of unique) {
      let ids = this.byKey.get(key);
      if (!ids) this.byKey.set(key, (ids = new Set()));
      ids.add(id);
    }
  }

  /** Forgets a coupon and its last pushed offer. */
  delete(id: number): void {
    this.unindex(id);
    this.items.delete(id);
    this.pushed.delete(id);
  }

  /** The coupons held under any of these keys. */
  under(keys: Iterable<number>): Set<number> {
    const found = new Set<number>();
    for (const key of keys) for (const id of this.byKey.get(key) ?? []) found.add(id);
    return found;
  }

  /** Whether `offer` differs from the offer last pushed for the coupon (it is then the last). */
  changed(id: number, offer: O, same: (a: O, b: O) => boolean = Object.is): boolean {
    const last = this.pushed.get(id);
    if (last !== undefined && same(last, offer)) return false;
    this.pushed.set(id, offer);
    return true;
  }

  private unindex(id: number): void {
    const held = this.items.get(id);
    if (!held) return;
    for (const key of held.keys) {
      const ids = this.byKey.get(key);
      ids?.delete(id);
      if (ids?.size === 0) this.byKey.delete(key);
    }
  }
}

export interface BookMarket {
  outcomes: { id: number; coef: number; isBlocked: boolean }[];
}

export interface BookCoupon {
  id: number;
  userId: number;
  shape: CouponShape;
  liveAmount: number;
  /** Settled legs (outcome id -> result); the rest are priced from their markets. */
  settled: Map<number, LegResult>;
}

/** The offer pushed to the customer: null value when none (`reason`). */
export interface OfferMessage {
  couponId: number;
  value: number | null;
  reason: string | null;
}

export class CashOutBook {
  private readonly index = new CouponIndex<BookCoupon>();
  private readonly marketOfOutcome = new Map<number, BookMarket>();

  constructor(
    private readonly terms: CashOutTerms,
    private readonly push: (userId: number, message: OfferMessage) => void,
  ) {}

  /** A market the feed prices (its outcomes' ids are unique across markets). */
  addMarket(market: BookMarket): void {
    for (const o of market.outcomes) this.marketOfOutcome.set(o.id, market);
  }

  /** A market's key in the index: its first outcome's id. */
  private keyOf(outcomeId: number): number | null {
    return this.marketOfOutcome.get(outcomeId)?.outcomes[0]?.id ?? null;
  }

  add(coupon: BookCoupon): void {
    const keys = coupon.shape.legs.flatMap((leg) => this.keyOf(leg.outcomeId) ?? []);
    this.index.set(coupon.id, coupon, keys);
    this.recompute(coupon);
  }

  get size(): number {
    return this.index.size;
  }

  /** A price move (or suspension) of one outcome: its market's coupons are recomputed. */
  applyChange(outcomeId: number, coef: number, isBlocked: boolean): number {
    const market = this.marketOfOutcome.get(outcomeId);
    if (!market) return 0;
    const outcome = market.outcomes.find((o) => o.id === outcomeId)!;
    outcome.coef = coef;
    outcome.isBlocked = isBlocked;
    const ids = this.index.under([this.keyOf(outcomeId)!]);
    for (const id of ids) this.recompute(this.index.get(id)!);
    return ids.size;
  }

  private recompute(coupon: BookCoupon): void {
    const states = new Map<number, CashOutLegState>();
    for (const leg of coupon.shape.legs) {
      const result = coupon.settled.get(leg.outcomeId);
      if (result) {
        states.set(leg.outcomeId, { kind: 'settled', result });
        continue;
      }
      const market = this.marketOfOutcome.get(leg.outcomeId);
      const p = market ? impliedProbability(market.outcomes, leg.outcomeId) : null;
      states.set(
        leg.outcomeId,
        p === null ? { kind: 'suspended' } : { kind: 'open', probability: p },
      );
    }
    const quote = cashOutQuote(coupon.shape, states, this.terms, coupon.liveAmount);
    const value = quote.kind === 'offer' ? quote.value : null;
    if (!this.index.changed(coupon.id, String(value))) return;
    this.push(coupon.userId, {
      couponId: coupon.id,
      value,
      reason: quote.kind === 'offer' ? null : quote.reason,
    });
  }
}
