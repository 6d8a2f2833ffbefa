// Cash-out (docs/cash-out.md): the house buys an open coupon back. Its fair value is what the
// coupon is expected to pay: the stake times the placed odds times the current probability that
// the remaining legs win, settled legs counted as they settled (a lost one pays 0, a void one 1),
// summed over a system's combinations and a blocks coupon's blocks. The offer is that less the
// brand's margin, rounded down to the brand's step, for the share of the stake still in play
// (a partial cash-out sells a share). A coupon whose every leg is settled is worth exactly its
// payout. Pure: the server quotes and pays with it, the client shows the same figure.
import { combinationsOf } from './combinations';
import { COUPON_TYPES, LOBBY_BLOCK_ID, type CouponLeg, type CouponShape } from './couponTypes';
import { blockIdsOf, payout, type LegResult } from './possibleWin';

/** A leg as cash-out sees it now: settled, priced (probability it wins), or suspended. */
/** The codes a cash-out request is refused with (server answer, client wording). */
export const CASH_OUT_REFUSAL_CODES = [
  'cash_out_unavailable',
  'cash_out_value_changed',
  'cash_out_amount_above_value',
  'cash_out_amount_below_min',
  'amount_not_minor_units',
  'coupon_settled',
  'cash_out_excluded',
] as const;
export type CashOutRefusalCode = (typeof CASH_OUT_REFUSAL_CODES)[number];

export type CashOutLegState =
  | { kind: 'settled'; result: LegResult }
  | { kind: 'open'; probability: number }
  | { kind: 'suspended' };

/** The brand's cash-out terms (site.json `cashOut`). */
export interface CashOutTerms {
  /** Offered at all. */
  enabled: boolean;
  /** Taken off the fair value while a leg is open, percent (0..50). */
  marginPercent: number;
  /** Offers are rounded down to this many minor units (1: the currency's smallest unit). */
  stepMinor: number;
}

export const DEFAULT_CASH_OUT_TERMS: CashOutTerms = {
  enabled: true,
  marginPercent: 5,
  stepMinor: 1,
};

export type CashOutUnavailable =
  /** A leg's market is suspended (or its game left the feed without a result). */
  | 'suspended'
  /** The coupon cannot pay any more (an express with a lost leg). */
  | 'lost'
  /** Switched off by the brand, or the coupon is a free bet. */
  | 'off'
  /** The customer's limits say no: a self-exclusion or time-out in force (set by the server). */
  | 'excluded';

export type CashOutQuote =
  | {
      kind: 'offer';
      /** Minor units the customer is paid for the whole share still in play. */
      value: number;
      /** Every leg is settled: the value is the payout, with no margin. */
      settled: boolean;
    }
  | { kind: 'unavailable'; reason: CashOutUnavailable };

/**
 * The implied probability of an outcome from its market's current prices, the overround taken out
 * in proportion (1/c_i over the sum of 1/c_j). Null when the market is suspended or not found.
 */
export function impliedProbability(
  outcomes: readonly { id: number; coef: number; isBlocked: boolean }[],
  outcomeId: number,
): number | null {
  const own = outcomes.find((o) => o.id === outcomeId);
  if (!own || own.isBlocked || !(own.coef > 1)) return null;
  let sum = 0;
  for (const o of outcomes) {
    if (o.isBlocked || !(o.coef > 1)) return null;
    sum += 1 / o.coef;
  }
  return sum > 0 ? 1 / own.coef / sum : null;
}

/**
 * The payouts already worked out for a shape (an offer held and recomputed on every price move
 * keeps its shape object), by its settled legs' results: `payout` (exact, in BigInt) runs once per
 * coupon and results, not once per price move.
 */
const payouts = new WeakMap<CouponShape, Map<string, number>>();

/** `payout(shape, results)`, remembered for this shape object and these results. */
function payoutOf(shape: CouponShape, results: ReadonlyMap<number, LegResult>): number {
  let known = payouts.get(shape);
  if (!known) payouts.set(shape, (known = new Map()));
  // No leg settled yet (most open coupons): the empty key, with no text built.
  let key = '';
  if (results.size > 0) for (const leg of shape.legs) key += `${results.get(leg.outcomeId) ?? ''},`;
  let paid = known.get(key);
  if (paid === undefined) known.set(key, (paid = payout(shape, results)));
  return paid;
}

/**
 * A leg's factor of the payout: a lost leg 0, a void one 1, a won one its coefficient, an open one
 * its coefficient times its chance.
 */
function factorOf(
  leg: CouponLeg,
  results: ReadonlyMap<number, LegResult>,
  probability: ReadonlyMap<number, number>,
): number {
  const result = results.get(leg.outcomeId);
  if (result === 'lost') return 0;
  if (result === 'void') return 1;
  if (result === 'won') return leg.coef;
  return leg.coef * probability.get(leg.outcomeId)!;
}

/** The product of the legs' factors, times `start`. */
function productOf(
  legs: readonly CouponLeg[],
  start: number,
  results: ReadonlyMap<number, LegResult>,
  probability: ReadonlyMap<number, number>,
): number {
  let product = start;
  for (const leg of legs) product *= factorOf(leg, results, probability);
  return product;
}

/**
 * The expected payout (minor units, fractional) with every open leg's probability, independent
 * across legs. Settled legs pay as they settled. Capped by what the coupon pays if every open leg
 * wins, so it never exceeds the possible win whatever the float rounding. (No closures: the push
 * prices thousands of coupons a pass.)
 */
export function expectedPayout(
  shape: CouponShape,
  states: ReadonlyMap<number, CashOutLegState>,
): number {
  const results = new Map<number, LegResult>();
  const probability = new Map<number, number>();
  let chance = 1;
  for (const leg of shape.legs) {
    const state = states.get(leg.outcomeId);
    if (!state || state.kind === 'suspended') throw new Error(`Leg ${leg.outcomeId} has no price`);
    if (state.kind === 'settled') results.set(leg.outcomeId, state.result);
    else {
      const p = Math.min(1, Math.max(0, state.probability));
      probability.set(leg.outcomeId, p);
      chance *= p;
    }
  }
  // What it pays when every open leg wins: the ceiling of the expectation.
  const best = payoutOf(shape, results);
  if (probability.size === 0) return best;
  let expected = 0;
  switch (shape.typeId) {
    case COUPON_TYPES.express:
      expected = best * chance;
      break;
    case COUPON_TYPES.system: {
      const bankers: CouponLeg[] = [];
      const free: CouponLeg[] = [];
      for (const leg of shape.legs) {
        (shape.useBankers && leg.blockId === LOBBY_BLOCK_ID ? bankers : free).push(leg);
      }
      const bankerFactor = productOf(bankers, 1, results, probability);
      let sum = 0;
      let combos = 0;
      for (const combo of combinationsOf(free, shape.systemValue ?? 0)) {
        sum += productOf(combo, bankerFactor, results, probability);
        combos += 1;
      }
      expected = combos === 0 ? 0 : (shape.amount * sum) / combos;
      break;
    }
    case COUPON_TYPES.blocks: {
      const lobby = shape.legs.filter((l) => l.blockId === LOBBY_BLOCK_ID);
      for (const blockId of blockIdsOf(shape)) {
        const stake = shape.amountByBlockId?.[blockId] ?? 0;
        const own = shape.legs.filter((l) => l.blockId === blockId);
        expected += productOf(
          own,
          productOf(lobby, stake, results, probability),
          results,
          probability,
        );
      }
      break;
    }
    case COUPON_TYPES.singles: {
      for (const leg of shape.legs) {
        expected +=
          (shape.amountByBetId?.[leg.outcomeId] ?? 0) * factorOf(leg, results, probability);
      }
      break;
    }
  }
  return Math.min(best, Math.max(0, expected));
}

/**
 * The cash-out offer for the share of the coupon still in play (`liveAmount` of its `amount`
 * minor units), or why there is none. With an open leg the margin is taken and the value rounded
 * down to the step; with every leg settled the value is the payout of that share.
 */
export function cashOutQuote(
  shape: CouponShape,
  states: ReadonlyMap<number, CashOutLegState>,
  terms: CashOutTerms,
  liveAmount: number = shape.amount,
): CashOutQuote {
  if (!terms.enabled) return { kind: 'unavailable', reason: 'off' };
  let open = false;
  for (const leg of shape.legs) {
    const state = states.get(leg.outcomeId);
    if (!state || state.kind === 'suspended') return { kind: 'unavailable', reason: 'suspended' };
    if (state.kind === 'open') open = true;
  }
  const share = shape.amount > 0 ? Math.min(1, Math.max(0, liveAmount / shape.amount)) : 0;
  const expected = expectedPayout(shape, states);
  if (!open) {
    const results = new Map<number, LegResult>();
    for (const [id, state] of states) if (state.kind === 'settled') results.set(id, state.result);
    const paid = payoutOfLiveShare(payoutOf(shape, results), shape.amount, liveAmount);
    return paid > 0
      ? { kind: 'offer', value: paid, settled: true }
      : { kind: 'unavailable', reason: 'lost' };
  }
  if (expected <= 0) return { kind: 'unavailable', reason: 'lost' };
  const margin = Math.min(50, Math.max(0, terms.marginPercent)) / 100;
  const step = Math.max(1, Math.floor(terms.stepMinor));
  // A hair below the float so 199.99999 does not round up through a representation error.
  const raw = expected * share * (1 - margin);
  const value = Math.floor(Math.floor(raw + 1e-9) / step) * step;
  return value > 0
    ? { kind: 'offer', value, settled: false }
    : { kind: 'unavailable', reason: 'lost' };
}

/** Whether a cash-out value moving from `seen` to `current` is taken under the odds setting. */
export function acceptsCashOutChange(action: 0 | 1 | 2, seen: number, current: number): boolean {
  if (seen === current) return true;
  if (action === 2) return true;
  if (action === 1) return current > seen;
  return false;
}

/**
 * The stake left in play after selling `amount` of an offer `value` for the share `liveAmount`:
 * the share sold is amount / value, rounded up in the house's favour, so the coupon never pays
 * more in total than its possible win.
 */
export function liveAmountAfter(liveAmount: number, amount: number, value: number): number {
  if (amount >= value) return 0;
  const product = BigInt(liveAmount) * BigInt(amount);
  const divisor = BigInt(value);
  const sold = (product + divisor - 1n) / divisor;
  return Math.max(0, liveAmount - Number(sold));
}

/** What settlement pays for the share still in play: the coupon's payout scaled down to it. */
export function payoutOfLiveShare(fullPayout: number, amount: number, liveAmount: number): number {
  if (liveAmount >= amount) return fullPayout;
  return Number((BigInt(fullPayout) * BigInt(liveAmount)) / BigInt(amount));
}
