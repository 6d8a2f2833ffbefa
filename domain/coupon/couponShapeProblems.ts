// What is wrong with a coupon's shape, whatever the prices and the customer (SPEC section 4
// coupon types, section 5 "System coupon value is at least 2"): the client shows these before
// asking, the server refuses with them.
import { fromHundredths, hundredthsOf } from './coefficients';
import {
  COUPON_TYPES,
  LOBBY_BLOCK_ID,
  MAX_COUPON_BETS,
  MIN_BETS_BY_TYPE,
  type CouponLeg,
  type CouponShape,
} from './couponTypes';
import { blockIdsOf, lineHundredths } from './possibleWin';
import type { CouponRefusal } from './refusals';
import { isValidSystemValue } from './system';

export function couponShapeProblems(shape: CouponShape): CouponRefusal[] {
  const problems: CouponRefusal[] = [];
  const { legs, typeId } = shape;
  if (legs.length > MAX_COUPON_BETS) problems.push({ code: 'too_many_bets' });
  if (legs.length < MIN_BETS_BY_TYPE[typeId]) problems.push({ code: 'too_few_bets' });

  const seen = new Set<number>();
  for (const leg of legs) {
    if (seen.has(leg.outcomeId)) problems.push({ code: 'duplicate_bet', outcomeId: leg.outcomeId });
    seen.add(leg.outcomeId);
  }
  if (typeId === COUPON_TYPES.singles) {
    problems.push(...bankersOutOfPlace(legs));
    problems.push(...exactCoefProblems(shape));
    return problems;
  }

  for (const leg of legs) {
    if (leg.isBannedExpress) problems.push({ code: 'banned_express', outcomeId: leg.outcomeId });
  }
  problems.push(...dependentLegs(shape));

  if (typeId === COUPON_TYPES.express) {
    problems.push(...bankersOutOfPlace(legs));
    problems.push(...exactCoefProblems(shape));
  } else if (typeId === COUPON_TYPES.system) {
    for (const leg of legs) {
      if (leg.blockId !== LOBBY_BLOCK_ID && leg.blockId !== 1) {
        problems.push({ code: 'invalid_blocks', outcomeId: leg.outcomeId });
      }
    }
    const bankers = shape.useBankers ? legs.filter((l) => l.blockId === LOBBY_BLOCK_ID).length : 0;
    if (shape.useBankers && bankers === 0) problems.push({ code: 'invalid_system' });
    else if (!isValidSystemValue(shape.systemValue, legs.length, bankers)) {
      // Too few bets is its own refusal; a system value only makes sense past it.
      if (legs.length >= MIN_BETS_BY_TYPE[typeId]) problems.push({ code: 'invalid_system' });
    }
  } else {
    problems.push(...blockProblems(shape));
  }
  return problems;
}

/** Bankers (the lobby block) exist only in systems and blocks coupons. */
function bankersOutOfPlace(legs: readonly CouponLeg[]): CouponRefusal[] {
  return legs
    .filter((l) => l.blockId === LOBBY_BLOCK_ID)
    .map((l) => ({ code: 'banker_not_allowed' as const, outcomeId: l.outcomeId }));
}

/** Two legs on one game cannot meet in a combination (SPEC section 3 Bet isDepend). */
function dependentLegs(shape: CouponShape): CouponRefusal[] {
  const problems: CouponRefusal[] = [];
  const byGame = new Map<number, CouponLeg>();
  for (const leg of shape.legs) {
    const other = byGame.get(leg.gameId);
    const meet =
      other !== undefined &&
      (shape.typeId !== COUPON_TYPES.blocks ||
        other.blockId === leg.blockId ||
        other.blockId === LOBBY_BLOCK_ID ||
        leg.blockId === LOBBY_BLOCK_ID);
    if (meet) problems.push({ code: 'dependent_bets', outcomeId: leg.outcomeId });
    else if (!other) byGame.set(leg.gameId, leg);
  }
  return problems;
}

/** A blocks coupon: every leg in the lobby or a block 1..n, every block with a stake. */
function blockProblems(shape: CouponShape): CouponRefusal[] {
  const problems: CouponRefusal[] = [];
  for (const leg of shape.legs) {
    if (!Number.isInteger(leg.blockId) || leg.blockId < 0 || leg.blockId > MAX_COUPON_BETS) {
      problems.push({ code: 'invalid_blocks', outcomeId: leg.outcomeId });
    }
  }
  const blocks = blockIdsOf(shape);
  if (blocks.length === 0) problems.push({ code: 'invalid_blocks' });
  const amounts = shape.amountByBlockId ?? {};
  for (const blockId of blocks) {
    if (!((amounts[blockId] ?? 0) > 0)) problems.push({ code: 'invalid_blocks', blockId });
  }
  for (const key of Object.keys(amounts)) {
    const blockId = Number(key);
    if (!blocks.includes(blockId) && (amounts[blockId] ?? 0) > 0) {
      problems.push({ code: 'invalid_blocks', blockId });
    }
  }
  return problems;
}

/** The exact coefficient is taken only when the line gives at least that much now. */
function exactCoefProblems(shape: CouponShape): CouponRefusal[] {
  const exact = shape.exactCoef ?? 0;
  if (exact <= 0 || shape.legs.length === 0) return [];
  const asked = hundredthsOf(exact);
  if (shape.typeId === COUPON_TYPES.singles) {
    return shape.legs
      .filter((l) => hundredthsOf(l.coef) < asked)
      .map((l) => ({ code: 'odds_changed' as const, outcomeId: l.outcomeId, newCoef: l.coef }));
  }
  const line = lineHundredths(shape);
  return line < asked ? [{ code: 'odds_changed', newCoef: fromHundredths(line) }] : [];
}
