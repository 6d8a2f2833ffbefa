// The open coupons' cash-out offers held in memory and recomputed on each price move: coupons
// are indexed by the outcomes of their legs' markets (a move of one outcome re-prices its whole
// market: the overround is taken out in proportion), so a delta recomputes exactly the coupons it
// affects (domain/coupon/cashOut.ts) and hands each changed offer to `push`. The bench
// (bench/cash-out.ts) measures this path: change -> every affected offer recomputed and pushed.
import {
  cashOutQuote,
  impliedProbability,
  type CashOutLegState,
  type CashOutTerms,
  type CouponShape,
  type LegResult,
} from '../../domain/coupon/index';

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
  private readonly coupons = new Map<number, BookCoupon>();
  private readonly marketOfOutcome = new Map<number, BookMarket>();
  private readonly couponsByMarket = new Map<BookMarket, Set<number>>();
  private readonly lastValue = new Map<number, number | null>();

  constructor(
    private readonly terms: CashOutTerms,
    private readonly push: (userId: number, message: OfferMessage) => void,
  ) {}

  /** A market the feed prices (its outcomes' ids are unique across markets). */
  addMarket(market: BookMarket): void {
    for (const o of market.outcomes) this.marketOfOutcome.set(o.id, market);
  }

  add(coupon: BookCoupon): void {
    this.coupons.set(coupon.id, coupon);
    for (const leg of coupon.shape.legs) {
      const market = this.marketOfOutcome.get(leg.outcomeId);
      if (!market) continue;
      let set = this.couponsByMarket.get(market);
      if (!set) this.couponsByMarket.set(market, (set = new Set()));
      set.add(coupon.id);
    }
    this.recompute(coupon);
  }

  get size(): number {
    return this.coupons.size;
  }

  /** A price move (or suspension) of one outcome: its market's coupons are recomputed. */
  applyChange(outcomeId: number, coef: number, isBlocked: boolean): number {
    const market = this.marketOfOutcome.get(outcomeId);
    if (!market) return 0;
    const outcome = market.outcomes.find((o) => o.id === outcomeId)!;
    outcome.coef = coef;
    outcome.isBlocked = isBlocked;
    const ids = this.couponsByMarket.get(market);
    if (!ids) return 0;
    for (const id of ids) this.recompute(this.coupons.get(id)!);
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
    if (this.lastValue.get(coupon.id) === value && this.lastValue.has(coupon.id)) return;
    this.lastValue.set(coupon.id, value);
    this.push(coupon.userId, {
      couponId: coupon.id,
      value,
      reason: quote.kind === 'offer' ? null : quote.reason,
    });
  }
}
