// The coupon as domain/coupon's rules see it (SPEC section 4 "Bets and coupon", section 9): its
// legs and shape, a bet's odds change, the amounts the stake rules check, and what the client
// refuses before asking the server. CouponStore's getters call these with itself.
import type { CouponSystem } from './CouponSystem';
import {
  COUPON_TYPES,
  LOBBY_BLOCK_ID,
  acceptsCoefChange,
  bonusBetFactor,
  couponShapeProblems,
  isBonusBetOffered,
  isVipBetAvailable,
  dedupeRefusals,
  stakeRefusals,
  type CouponLeg,
  type CouponRefusal,
  type CouponShape,
  type CouponTypeId,
  type StakeToCheck,
} from '../../../domain/coupon';
import { minorUnitDigitsOf } from '../../../domain/session';
import type { CouponSettingsStore } from '../CouponSettingsStore';
import type { AmountTarget, CoefChange, CouponBet, SlipView } from './types';

/** What the rules read of the coupon's stake (CouponStakes). */
export interface StakeView {
  readonly totalAmount: number;
  readonly minBetAmount: number;
  readonly maxBetAmount: number;
  readonly rules: { min: number; max: number };
  readonly isMinShown: boolean;
  readonly isMaxShown: boolean;
  readonly currencyId: number;
  amountOf(target: AmountTarget): number;
}

/** What the rules read of the coupon's prices (CouponPrices). */
export interface PriceView {
  placingCoef(betId: number): number;
  isBetBlocked(bet: CouponBet): boolean;
  coefChange(betId: number): CoefChange | null;
}

/** What the rules read of the coupon (CouponStore and its parts). */
export interface CouponView {
  readonly slip: Pick<SlipView, 'bets' | 'count'>;
  readonly activeTypeId: CouponTypeId;
  readonly system: Pick<
    CouponSystem,
    'activeSystemValue' | 'activeBankerIds' | 'usedBlockIds' | 'isBanker' | 'blockOf'
  >;
  readonly extras: { readonly isBonusBetOffered: boolean };
  readonly settings: CouponSettingsStore;
  readonly shape: CouponShape;
  readonly stakes: StakeView;
  readonly prices: PriceView;
  couponBlockOf(betId: number): number;
}

/** A bet whose price moved since it was added or accepted: old -> new (`refused`: a refusal's). */
export function coefChangeOf(
  bet: CouponBet,
  refused: number | undefined,
  current: number,
  settings: CouponSettingsStore,
): CoefChange | null {
  const now = refused ?? current;
  if (now === bet.market.coef) return null;
  return {
    previous: bet.market.coef,
    current: now,
    direction: now > bet.market.coef ? 'up' : 'down',
    needsAcceptance:
      refused !== undefined ||
      !acceptsCoefChange(settings.settings.changeCoefAction, bet.market.coef, now),
  };
}

export function couponLegs(coupon: CouponView): CouponLeg[] {
  return coupon.slip.bets.map((bet) => ({
    outcomeId: bet.id,
    gameId: bet.market.gameId,
    coef: coupon.prices.placingCoef(bet.id),
    kind: bet.market.kind,
    isLive: bet.market.isLive,
    isBannedExpress: bet.isBannedExpress,
    blockId: coupon.couponBlockOf(bet.id),
    ...(bet.builder ? { builder: bet.builder } : {}),
  }));
}

/** The coupon block a leg is sent with: 0 for a banker, the chosen block, else 1. */
export function couponBlockOf(coupon: CouponView, betId: number): number {
  if (coupon.activeTypeId === COUPON_TYPES.system) {
    return coupon.system.isBanker(betId) ? LOBBY_BLOCK_ID : 1;
  }
  if (coupon.activeTypeId === COUPON_TYPES.blocks) return coupon.system.blockOf(betId);
  return 1;
}

export function couponShapeOf(coupon: CouponView, legs: CouponLeg[]): CouponShape {
  const type = coupon.activeTypeId;
  const shape: CouponShape = {
    typeId: type,
    legs,
    amount: coupon.stakes.totalAmount,
    bonusFactor: coupon.extras.isBonusBetOffered ? bonusBetFactor(coupon.slip.count) : 1,
    exactCoef: coupon.settings.settings.exactCoef,
  };
  if (type === COUPON_TYPES.system) {
    shape.systemValue = coupon.system.activeSystemValue;
    shape.useBankers = coupon.system.activeBankerIds.length > 0;
  }
  if (type === COUPON_TYPES.singles) {
    shape.amountByBetId = Object.fromEntries(
      coupon.slip.bets.map((b) => [b.id, coupon.stakes.amountOf({ kind: 'bet', betId: b.id })]),
    );
  }
  if (type === COUPON_TYPES.blocks) {
    shape.amountByBlockId = Object.fromEntries(
      coupon.system.usedBlockIds.map((id) => [
        id,
        coupon.stakes.amountOf({ kind: 'block', blockId: id }),
      ]),
    );
  }
  return shape;
}

/** The amounts the stake rules check: per bet (singles), per block, or the coupon's. */
function amountsToCheck(coupon: CouponView): StakeToCheck[] {
  const type = coupon.activeTypeId;
  if (type === COUPON_TYPES.singles) {
    return coupon.slip.bets.map((b) => ({
      amount: coupon.stakes.amountOf({ kind: 'bet', betId: b.id }),
      refusal: { outcomeId: b.id },
    }));
  }
  if (type === COUPON_TYPES.blocks) {
    return coupon.system.usedBlockIds.map((blockId) => ({
      amount: coupon.stakes.amountOf({ kind: 'block', blockId }),
      refusal: { blockId },
    }));
  }
  return [{ amount: coupon.stakes.amountOf({ kind: 'coupon' }), refusal: {} }];
}

/** What the client refuses before asking the server (the server checks all of it again). */
export function localRefusalsOf(coupon: CouponView): CouponRefusal[] {
  if (coupon.slip.count === 0) return [];
  const refusals: CouponRefusal[] = [];
  for (const bet of coupon.slip.bets) {
    if (coupon.prices.isBetBlocked(bet))
      refusals.push({ code: 'market_suspended', outcomeId: bet.id });
    const change = coupon.prices.coefChange(bet.id);
    if (change?.needsAcceptance) {
      refusals.push({ code: 'odds_changed', outcomeId: bet.id, newCoef: change.current });
    }
  }
  refusals.push(...couponShapeProblems(coupon.shape));
  refusals.push(
    ...stakeRefusals(amountsToCheck(coupon), {
      min:
        coupon.activeTypeId === COUPON_TYPES.system
          ? coupon.stakes.minBetAmount
          : coupon.stakes.rules.min,
      max: coupon.stakes.maxBetAmount,
      isMinShown: coupon.stakes.isMinShown,
      isMaxShown: coupon.stakes.isMaxShown,
      digits: minorUnitDigitsOf(coupon.stakes.currencyId),
    }),
  );
  return dedupeRefusals(refusals);
}

/** Bets on the same game depend on each other (they cannot go into one express together). */
export function markDependent(
  betsById: Map<number, CouponBet>,
  betCountByGame: Map<number, number>,
): void {
  const perGame = new Map<number, number>();
  for (const bet of betsById.values()) {
    perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
  }
  for (const gameId of [...betCountByGame.keys()]) {
    if (!perGame.has(gameId)) betCountByGame.delete(gameId);
  }
  for (const [gameId, count] of perGame) {
    if (betCountByGame.get(gameId) !== count) betCountByGame.set(gameId, count);
  }
  for (const bet of [...betsById.values()]) {
    const isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;
    if (bet.isDepend !== isDepend) betsById.set(bet.id, { ...bet, isDepend });
  }
}

/** SPEC section 4: one bet is a single; a system needs 3 bets, an express or blocks 2. */
export function activeTypeOf(count: number, chosen: CouponTypeId): CouponTypeId {
  if (count <= 1) return COUPON_TYPES.singles;
  if (chosen === COUPON_TYPES.system && count < 3) return COUPON_TYPES.express;
  return chosen;
}

/** The types the type switch offers for this many bets. */
export function availableTypesOf(count: number): CouponTypeId[] {
  if (count <= 1) return [COUPON_TYPES.singles];
  const types: CouponTypeId[] = [COUPON_TYPES.express];
  if (count >= 3) types.push(COUPON_TYPES.system);
  types.push(COUPON_TYPES.singles, COUPON_TYPES.blocks);
  return types;
}

/** SPEC section 4 bonus bet: express, 3+ bets of 1.1+, not kind 7, the feature on. */
export function bonusBetOffered(
  coupon: Pick<CouponView, 'activeTypeId' | 'slip'>,
  featureOn: boolean,
  manuallyDeleted: boolean,
): boolean {
  return isBonusBetOffered({
    featureOn,
    typeId: coupon.activeTypeId,
    legs: coupon.slip.bets.map((b) => ({ coef: b.market.coef, kind: b.market.kind })),
    manuallyDeleted,
  });
}

/** SPEC section 5 VIP bet: the site shows it, the maximum is finite, all line, not singles. */
export function vipBetAvailable(
  coupon: Pick<CouponView, 'activeTypeId' | 'slip'> & { stakes: { rules: { max: number } } },
  shown: boolean,
): boolean {
  return (
    shown &&
    isVipBetAvailable({
      maxBetAmount: coupon.stakes.rules.max,
      legs: coupon.slip.bets.map((b) => ({ isLive: b.market.isLive })),
      typeId: coupon.activeTypeId,
    })
  );
}
