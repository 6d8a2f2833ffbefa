// The slip's side of SPEC section 3 "Coupon to place": the body it sends for a coupon as the
// rules see it, and the stake checks it makes before asking (SPEC section 5 minimum and maximum;
// the server checks all of it again).
import { minorToMajorNumber } from '../money/amounts';
import type { ChangeCoefAction } from './coefChange';
import type { CouponToPlace } from './couponToPlace';
import { COUPON_TYPES, type CouponShape } from './couponTypes';
import type { CouponRefusal } from './refusals';

/** One stake to check and where a refusal about it belongs (a bet, a block, the coupon). */
export interface StakeToCheck {
  /** Minor units. */
  amount: number;
  refusal: Omit<CouponRefusal, 'code'>;
}

/** SPEC section 5: a stake of nothing or under the shown minimum, or over the shown maximum. */
export function stakeRefusals(
  stakes: readonly StakeToCheck[],
  limits: { min: number; max: number; isMinShown: boolean; isMaxShown: boolean; digits: number },
): CouponRefusal[] {
  const refusals: CouponRefusal[] = [];
  for (const { amount, refusal } of stakes) {
    if (amount <= 0 || (limits.isMinShown && amount < limits.min)) {
      refusals.push({
        ...refusal,
        code: 'amount_below_min',
        limit: minorToMajorNumber(limits.min, limits.digits),
      });
    } else if (limits.isMaxShown && amount > limits.max) {
      refusals.push({
        ...refusal,
        code: 'amount_above_max',
        limit: minorToMajorNumber(limits.max, limits.digits),
      });
    }
  }
  return refusals;
}

/** One refusal per code and bet or block, the first kept. */
export function dedupeRefusals(refusals: readonly CouponRefusal[]): CouponRefusal[] {
  const seen = new Set<string>();
  return refusals.filter((r) => {
    const key = `${r.code}|${r.outcomeId ?? ''}|${r.blockId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The customer's settings a placement carries when they are set (SPEC section 9). */
export function optionalPlaceFields(
  settings: { exactCoef: number; isDropOnScoreChange: boolean },
  coefViewId: number | undefined,
): Partial<CouponToPlace> {
  return {
    ...(settings.exactCoef > 0 ? { exactCoef: settings.exactCoef } : {}),
    ...(settings.isDropOnScoreChange ? { isDropOnScoreChange: true } : {}),
    ...(coefViewId !== undefined ? { coefViewId } : {}),
  };
}

export interface PlaceBodyInput {
  shape: CouponShape;
  accountId: number;
  /** Minor-unit digits of the account's currency: the body carries major units. */
  digits: number;
  changeCoefAction: ChangeCoefAction;
  optional: Partial<CouponToPlace>;
  isBonusBet: boolean;
  isVipBet: boolean;
  freeBetId: string | null;
  /** The code the slip was loaded from (SPEC 3 refId), or null. */
  refId?: string | null;
  /** The coupon's coefficient as shown in the customer's view (SPEC 3 coefByView), or null. */
  coefByView?: string | null;
}

/** The body of POST /web-api/coupon/place for a coupon as the rules see it. */
export function couponPlaceBody(input: PlaceBodyInput): CouponToPlace {
  const { shape } = input;
  const major = (minor: number) => minorToMajorNumber(minor, input.digits);
  const type = shape.typeId;
  const body: CouponToPlace = {
    typeId: type,
    accountId: input.accountId,
    amount: major(shape.amount),
    changeCoefAction: input.changeCoefAction,
    bets: shape.legs.map((leg) => ({
      outcomeId: leg.outcomeId,
      gameId: leg.gameId,
      coef: leg.coef,
      isLive: leg.isLive,
      ...(leg.builder ? { builder: leg.builder } : {}),
      ...(type === COUPON_TYPES.system || type === COUPON_TYPES.blocks
        ? { blockId: leg.blockId }
        : {}),
    })),
    ...input.optional,
  };
  if (shape.amountByBetId) body.amountByBetId = mapValues(shape.amountByBetId, major);
  if (shape.amountByBlockId) body.amountByBlockId = mapValues(shape.amountByBlockId, major);
  if (type === COUPON_TYPES.system) {
    body.systemValue = shape.systemValue;
    body.useBankers = shape.useBankers;
  }
  // A typed promo code is redeemed before placement (the coupon's Apply, docs/bonus.md "Free
  // bets"): the placement carries the free bet it gave, never the code.
  if (input.isBonusBet) body.isBonusBet = true;
  if (input.isVipBet) body.isVipBet = true;
  if (input.freeBetId !== null) body.freeBetId = Number(input.freeBetId);
  if (input.refId) body.refId = input.refId;
  if (input.coefByView && type !== COUPON_TYPES.singles) body.coefByView = input.coefByView;
  return body;
}

function mapValues(
  record: Record<number, number>,
  map: (value: number) => number,
): Record<number, number> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, map(v)]));
}
