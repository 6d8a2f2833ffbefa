// What a coupon pays (SPEC section 9 "Possible win = amount times coefficient (exact coefficient
// overrides)"; section 3 "System option"). One function serves the possible win (every leg won)
// and settlement (each leg won, lost or void): a lost leg counts 0, a void leg 1, so a system's
// lost combinations pay nothing and its void legs drop out of their combinations.
import { combinationsOf } from './combinations';
import { fromHundredths, HUNDRED, hundredthsOf, productHundredths, winOf } from './coefficients';
import { COUPON_TYPES, LOBBY_BLOCK_ID, type CouponLeg, type CouponShape } from './couponTypes';

export type LegResult = 'won' | 'lost' | 'void';

/** A leg's coefficient as it pays: its own when won (or not yet known), 1 when void, 0 when lost. */
function paidHundredths(leg: CouponLeg, results?: ReadonlyMap<number, LegResult>): bigint {
  const result = results?.get(leg.outcomeId) ?? 'won';
  if (result === 'lost') return 0n;
  if (result === 'void') return HUNDRED;
  return hundredthsOf(leg.coef);
}

function bonusHundredths(shape: CouponShape): bigint {
  return BigInt(Math.round((shape.bonusFactor ?? 1) * 100));
}

function exactHundredths(shape: CouponShape): bigint | null {
  return shape.exactCoef !== undefined && shape.exactCoef > 0
    ? hundredthsOf(shape.exactCoef)
    : null;
}

/** The express's coefficient in hundredths: the legs' product times the bonus factor. */
function expressHundredths(
  shape: CouponShape,
  legs: readonly CouponLeg[],
  results?: ReadonlyMap<number, LegResult>,
): bigint {
  const product = productHundredths(legs.map((l) => paidHundredths(l, results)));
  return (product * bonusHundredths(shape)) / HUNDRED;
}

/**
 * Minor units the coupon pays: with `results`, what it pays as settled (stake back when all void);
 * without, when every leg wins.
 */
export function payout(shape: CouponShape, results?: ReadonlyMap<number, LegResult>): number {
  switch (shape.typeId) {
    case COUPON_TYPES.express: {
      const coef = expressHundredths(shape, shape.legs, results);
      const exact = exactHundredths(shape);
      if (exact === null || coef === 0n) return winOf(shape.amount, coef);
      const allWon = shape.legs.every((l) => (results?.get(l.outcomeId) ?? 'won') === 'won');
      // The exact coefficient is what the customer asked and got; with void legs it is scaled
      // down as the product is, never above it.
      if (allWon) return winOf(shape.amount, exact);
      const full = expressHundredths(shape, shape.legs);
      return Number((BigInt(shape.amount) * exact * coef) / (full * HUNDRED));
    }
    case COUPON_TYPES.system: {
      const bankers = shape.useBankers
        ? shape.legs.filter((l) => l.blockId === LOBBY_BLOCK_ID)
        : [];
      const free = shape.useBankers
        ? shape.legs.filter((l) => l.blockId !== LOBBY_BLOCK_ID)
        : shape.legs;
      const value = shape.systemValue ?? 0;
      const bankerCoefs = bankers.map((l) => paidHundredths(l, results));
      let sum = 0n;
      let combos = 0n;
      for (const combo of combinationsOf(free, value)) {
        sum += productHundredths([...bankerCoefs, ...combo.map((l) => paidHundredths(l, results))]);
        combos += 1n;
      }
      if (combos === 0n) return 0;
      // The stake is split equally: each combination's win is amount / combos times its coefficient.
      return Number((BigInt(shape.amount) * sum) / (combos * HUNDRED));
    }
    case COUPON_TYPES.blocks: {
      const lobby = shape.legs.filter((l) => l.blockId === LOBBY_BLOCK_ID);
      let total = 0;
      for (const blockId of blockIdsOf(shape)) {
        const legs = [...lobby, ...shape.legs.filter((l) => l.blockId === blockId)];
        const stake = shape.amountByBlockId?.[blockId] ?? 0;
        total += winOf(stake, productHundredths(legs.map((l) => paidHundredths(l, results))));
      }
      return total;
    }
    case COUPON_TYPES.singles: {
      let total = 0;
      for (const leg of shape.legs) {
        const stake = shape.amountByBetId?.[leg.outcomeId] ?? 0;
        const exact = exactHundredths(shape);
        const won = (results?.get(leg.outcomeId) ?? 'won') === 'won';
        total += winOf(stake, exact !== null && won ? exact : paidHundredths(leg, results));
      }
      return total;
    }
  }
}

/** The blocks (1..n) a blocks coupon's legs use, in order. */
export function blockIdsOf(shape: CouponShape): number[] {
  return [...new Set(shape.legs.map((l) => l.blockId).filter((id) => id !== LOBBY_BLOCK_ID))].sort(
    (a, b) => a - b,
  );
}

/** Minor units the coupon pays when every leg wins (SPEC section 9). */
export function possibleWin(shape: CouponShape): number {
  return shape.legs.length === 0 ? 0 : payout(shape);
}

/**
 * The coupon's coefficient: an express's product with its bonus (or its exact coefficient); for
 * the other types the possible win over the stake, rounded down to hundredths.
 */
export function couponCoef(shape: CouponShape): number {
  if (shape.legs.length === 0) return 1;
  if (shape.typeId === COUPON_TYPES.express) {
    return fromHundredths(exactHundredths(shape) ?? expressHundredths(shape, shape.legs));
  }
  if (shape.amount <= 0) return 1;
  return fromHundredths((BigInt(possibleWin(shape)) * HUNDRED) / BigInt(shape.amount));
}

/** An express's coefficient in hundredths before the exact one overrides it (the line's now). */
export function lineHundredths(shape: CouponShape): bigint {
  return expressHundredths(shape, shape.legs);
}
