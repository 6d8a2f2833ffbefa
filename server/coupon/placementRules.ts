// The rules of a placement (SPEC section 5 coupon rules): every bet priced against the current
// state, the shape, amounts, bonus and VIP bets judged, and the plan of coupons to book.
import {
  acceptsCoefChange,
  BET_BUILDER_MARKET_TYPE,
  builderLegNames,
  builderOutcomeId,
  DEFAULT_BET_BUILDER_TERMS,
  type BetBuilderTerms,
  bonusBetFactor,
  coefToHundredths,
  couponAmountRules,
  couponCoef,
  couponShapeProblems,
  DEFAULT_SYSTEM_VALUE,
  freeBetRefusal,
  hyperBonusOf,
  isBonusBetOffered,
  isVipBetAvailable,
  maxAmountApplies,
  minAmountApplies,
  possibleWin,
  SINGLE_COUPON_TYPE_ID,
  VIP_MAX_FACTOR,
  type BookedCouponTypeId,
  type CouponRefusal,
  type CouponShape,
  type CouponToPlace,
  type CouponToPlaceBet,
  type HyperBonusConfig,
} from '../../domain/coupon/index';
import { ACCOUNT_TYPES } from '../../domain/money/accountTypes';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import { DEFAULT_COEF_VIEW_ID, isCoefViewAllowed } from '../../domain/odds/coefViews';
import { formatCoef, parseCoefInView } from '../../domain/odds/formatCoef';
import { isGameFinished, isLiveBetOn, isLiveGame } from '../../domain/sports/liveRule';
import {
  GameStatus,
  MarketKind,
  type GameDetails,
  type Market,
  type Outcome,
} from '../../domain/sports/types';
import { quoteBuilder } from './betBuilder';
import { systemWorldClock } from '../http/worldClock';
import type {
  Evaluation,
  PlacementContext,
  PlacementDeps,
  PlacementInput,
  PlacementPlan,
  PricedLeg,
} from './placementTypes';

const ACCOUNT_TYPE_IDS: readonly number[] = ACCOUNT_TYPES;

export async function evaluate(
  deps: PlacementDeps,
  input: PlacementInput,
  context: PlacementContext,
): Promise<Evaluation> {
  const { body, flags } = input;
  const refusals: CouponRefusal[] = [];
  if (context.banLevel > 0) refusals.push({ code: 'not_allowed' });
  const account = context.account;
  const accountUsable = account !== null && account.open && ACCOUNT_TYPE_IDS.includes(account.type);
  if (!accountUsable) refusals.push({ code: 'account_unavailable' });
  if (body.coefViewId !== undefined && !isCoefViewAllowed(body.coefViewId, flags.coefViewIds)) {
    refusals.push({ code: 'coef_view_not_allowed' });
  }
  // SPEC section 3 "Coupon to place" refId: a code the slip was loaded from must be a shared coupon's.
  if (body.refId !== undefined && !context.refKnown) refusals.push({ code: 'ref_id_unknown' });
  if (body.promoCode !== undefined && body.promoCode.trim() !== '') {
    // A promo code is redeemed before placement (POST /web-api/promo-codes/redeem, the
    // coupon's Apply) and a free bet it gave is staked by freeBetId: a code here is refused.
    refusals.push({ code: 'promo_code_invalid' });
  }

  const priced = await priceBets(deps, body, refusals, context.suspensions, flags.betBuilder);
  for (const { leg, bet } of priced) {
    const section = leg.isLive ? 'live' : 'line';
    if (context.closed[section]) {
      refusals.push({ code: `${section}_closed`, outcomeId: bet.outcomeId });
    }
  }
  const currencyId = account?.currencyId ?? 643;
  const digits = findCurrency(currencyId)?.minorUnitDigits ?? 2;
  const plan: PlacementPlan = { currencyId, minorUnitDigits: digits, totalStake: 0, coupons: [] };
  // Without every bet priced the amounts and shape cannot be judged; the bets' refusals say why.
  if (priced.length !== body.bets.length) return { refusals, plan };

  const stakes = stakesOf(body, digits, refusals);
  if (!stakes) return { refusals, plan };
  const legs = priced.map((p) => p.leg);
  const exactCoef = body.exactCoef ?? 0;
  const shape: CouponShape = {
    typeId: body.typeId,
    legs,
    amount: stakes.amount,
    ...(stakes.amountByBlockId ? { amountByBlockId: stakes.amountByBlockId } : {}),
    ...(stakes.amountByBetId ? { amountByBetId: stakes.amountByBetId } : {}),
    ...(body.typeId === 2 ? { systemValue: body.systemValue ?? DEFAULT_SYSTEM_VALUE } : {}),
    ...(body.useBankers !== undefined ? { useBankers: body.useBankers } : {}),
    ...(exactCoef > 0 ? { exactCoef } : {}),
  };
  refusals.push(...couponShapeProblems(shape));

  let bonusFactor = 1;
  if (body.isBonusBet) {
    const offered = isBonusBetOffered({
      featureOn: flags.isAvailableCouponBonusBet,
      typeId: body.typeId,
      legs: legs.map((l) => ({ coef: l.coef, kind: l.kind })),
      manuallyDeleted: false,
    });
    if (offered) bonusFactor = bonusBetFactor(legs.length);
    else refusals.push({ code: 'bonus_bet_unavailable' });
  }

  const rules = couponAmountRules(currencyId);
  const accountType = account?.type ?? 0;
  // A trader's stake factor scales the maximum stake, and sets one for every coupon type.
  const factor = context.stakeFactorHundredths;
  const baseMax = factor === null ? rules.max : Math.max(1, Math.floor((rules.max * factor) / 100));
  let maxAmount =
    factor !== null || maxAmountApplies(body.typeId, flags.couponTypesWithMaxAmount, accountType)
      ? baseMax
      : Number.POSITIVE_INFINITY;
  const isVip = body.isVipBet === true;
  if (isVip) {
    const available =
      flags.showVipBet && isVipBetAvailable({ maxBetAmount: maxAmount, legs, typeId: body.typeId });
    if (available) maxAmount = baseMax * VIP_MAX_FACTOR;
    else refusals.push({ code: 'vip_bet_unavailable' });
  }
  const minAmount = minAmountApplies(body.typeId, flags.couponTypesWithMinAmount)
    ? Math.max(rules.min, 1)
    : 1;
  const major = (minor: number) => minorToMajorNumber(minor, digits);
  for (const unit of stakes.units) {
    const where = {
      ...(unit.outcomeId !== undefined ? { outcomeId: unit.outcomeId } : {}),
      ...(unit.blockId !== undefined ? { blockId: unit.blockId } : {}),
    };
    if (unit.amount < minAmount) {
      refusals.push({ code: 'amount_below_min', ...where, limit: major(minAmount) });
    } else if (unit.amount > maxAmount) {
      refusals.push({ code: 'amount_above_max', ...where, limit: major(maxAmount) });
    }
  }

  const bookedShapes: { shape: CouponShape; typeId: BookedCouponTypeId; legs: PricedLeg[] }[] =
    body.typeId === 9
      ? priced.map((p, i) => ({
          // A single settles and pays like an express of one leg (the contract).
          shape: {
            typeId: 1,
            legs: [p.leg],
            amount: stakes.units[i]!.amount,
            ...(exactCoef > 0 ? { exactCoef } : {}),
          },
          typeId: SINGLE_COUPON_TYPE_ID,
          legs: [p],
        }))
      : [{ shape: { ...shape, bonusFactor }, typeId: body.typeId, legs: priced }];
  for (const booked of bookedShapes) {
    const win = possibleWin(booked.shape);
    if (win > rules.maxPayout) {
      refusals.push({
        code: 'payout_above_max',
        ...(body.typeId === 9 ? { outcomeId: booked.legs[0]!.bet.outcomeId } : {}),
        limit: major(rules.maxPayout),
      });
    }
    plan.coupons.push({
      typeId: booked.typeId,
      amount: booked.shape.amount,
      amountByBlock:
        body.typeId === 4 && stakes.amountByBlockId
          ? Object.fromEntries(Object.entries(stakes.amountByBlockId).map(([k, v]) => [k, v]))
          : null,
      systemValue: body.typeId === 2 ? (body.systemValue ?? DEFAULT_SYSTEM_VALUE) : null,
      useBankers: body.typeId === 2 && body.useBankers === true,
      bonusFactorHundredths: Math.round(bonusFactor * 100),
      coefHundredths: Math.round(couponCoef(booked.shape) * 100),
      exactCoefHundredths: exactCoef > 0 ? coefToHundredths(exactCoef) : null,
      possibleWin: win,
      isVip,
      hyperBonus: null,
      legs: booked.legs,
    });
  }
  const hyperRefusal = hyperBonusRefusal(body, plan, flags.hyperBonus);
  if (hyperRefusal) refusals.push(hyperRefusal);
  plan.totalStake = plan.coupons.reduce((sum, c) => sum + c.amount, 0);
  const coefRefusal = coefByViewRefusal(body, plan);
  if (coefRefusal) refusals.push(coefRefusal);
  if (body.freeBetId !== undefined) {
    const refusal = freeBetRefusal(context.freeBet, {
      userId: input.userId,
      nowMs: (deps.worldClock ?? systemWorldClock).now(),
      stake: plan.totalStake,
      couponCount: plan.coupons.length,
      legOddsHundredths: legs.map((l) => coefToHundredths(l.coef) ?? 0),
      account:
        account && account.open ? { type: account.type, currencyId: account.currencyId } : null,
    });
    if (refusal) refusals.push({ code: refusal });
  }
  return { refusals: dedupe(refusals), plan };
}

/**
 * SPEC section 3 "Coupon to place" coefByView: the coupon's coefficient as the customer saw it in
 * their view. When the coefficient now shows otherwise in that view, the change is taken only as
 * changeCoefAction allows, as a bet's price is (odds_changed). Singles carry none: each bet's own
 * coefficient is checked.
 */
function coefByViewRefusal(body: CouponToPlace, plan: PlacementPlan): CouponRefusal | null {
  if (body.coefByView === undefined || body.typeId === 9) return null;
  const coupon = plan.coupons[0];
  if (!coupon) return null;
  const viewId = body.coefViewId ?? DEFAULT_COEF_VIEW_ID;
  const current = coupon.coefHundredths / 100;
  if (formatCoef(current, viewId) === body.coefByView.trim()) return null;
  // A text with no price behind it (a view's rounding) is taken only by "accept any change".
  const shown = parseCoefInView(body.coefByView, viewId);
  if (shown === undefined) {
    return body.changeCoefAction === 2 ? null : { code: 'coef_changed', newCoef: current };
  }
  if (acceptsCoefChange(body.changeCoefAction, shown, current)) return null;
  return { code: 'coef_changed', newCoef: current };
}

/**
 * SPEC section 3 "Coupon to place" hyperBonusPercent: the server's own hyper bonus of the express
 * (domain/coupon/hyperBonus.ts, on the coefficients it books), fixed on the coupon; a percent the
 * client sent that differs from it is refused (hyper_bonus_changed), so a coupon never earns
 * another bonus than the slip showed. Absent: the client shows none and the server's applies.
 */
function hyperBonusRefusal(
  body: CouponToPlace,
  plan: PlacementPlan,
  config: HyperBonusConfig | undefined,
): CouponRefusal | null {
  const coupon = plan.coupons.length === 1 ? plan.coupons[0] : undefined;
  const terms = coupon
    ? hyperBonusOf(
        config,
        {
          typeId: body.typeId,
          coefs: coupon.legs.map((p) => p.leg.coef),
          amount: coupon.amount,
          isFreeBet: body.freeBetId !== undefined,
        },
        plan.minorUnitDigits,
      )
    : null;
  const percent = terms?.percent ?? 0;
  if (coupon && terms && percent > 0) coupon.hyperBonus = terms;
  if (body.hyperBonusPercent !== undefined && body.hyperBonusPercent !== percent) {
    return { code: 'hyper_bonus_changed' };
  }
  return null;
}

/** Each bet found in the current state and priced; refusals for the ones that cannot be bet now. */
async function priceBets(
  deps: PlacementDeps,
  body: CouponToPlace,
  refusals: CouponRefusal[],
  suspensions: ReadonlySet<string>,
  builderTerms: BetBuilderTerms = DEFAULT_BET_BUILDER_TERMS,
): Promise<PricedLeg[]> {
  const priced: PricedLeg[] = [];
  const goneGames: CouponToPlaceBet[] = [];
  for (const bet of body.bets) {
    const game = deps.state.game(bet.gameId);
    if (!game) {
      goneGames.push(bet);
      continue;
    }
    if (bet.builder !== undefined || bet.outcomeId === builderOutcomeId(bet.gameId)) {
      const builder = priceBuilderBet(body, bet, game, suspensions, builderTerms, refusals);
      if (builder) priced.push(builder);
      continue;
    }
    const found = findOutcome(game, bet.outcomeId);
    if (!found) {
      refusals.push({ code: 'unknown_outcome', outcomeId: bet.outcomeId });
      continue;
    }
    const { market, outcome } = found;
    if (isGameFinished(game) || game.status === GameStatus.Cancelled) {
      refusals.push({ code: 'game_finished', outcomeId: bet.outcomeId });
      continue;
    }
    const isLive = isLiveBetOn(game, market);
    // Shown as a line bet, but the game has kicked off since: the line price is gone.
    if (bet.isLive === false && (isLiveGame(game) || (game.timeSec ?? 0) > 0)) {
      refusals.push({ code: 'game_started', outcomeId: bet.outcomeId });
      continue;
    }
    // A trader's suspension holds in every process at once, whatever the feed here last said.
    const byTrader =
      suspensions.has(`${bet.gameId}:0`) || suspensions.has(`${bet.gameId}:${market.id}`);
    if (outcome.isBlocked || byTrader) {
      refusals.push({ code: 'market_suspended', outcomeId: bet.outcomeId });
      continue;
    }
    const shown = coefToHundredths(bet.coef);
    const current = coefToHundredths(outcome.coef);
    if (shown !== current && !acceptsCoefChange(body.changeCoefAction, bet.coef, outcome.coef)) {
      refusals.push({ code: 'odds_changed', outcomeId: bet.outcomeId, newCoef: outcome.coef });
      continue;
    }
    priced.push({
      bet,
      game,
      market,
      outcome,
      // Booked at the current price: an accepted change is the customer's choice (SPEC section 4).
      leg: {
        outcomeId: bet.outcomeId,
        gameId: bet.gameId,
        coef: outcome.coef,
        kind: market.kind,
        isLive,
        isBannedExpress: market.isBannedExpress,
        blockId: bet.blockId ?? 1,
      },
    });
  }
  if (goneGames.length > 0) {
    // A game leaves the state some time after it finished; its result says which it was.
    const ids = [...new Set(goneGames.map((b) => b.gameId))];
    const finished = await deps.db
      .selectFrom('sport_results')
      .select('game_id')
      .where('game_id', 'in', ids)
      .execute();
    const finishedIds = new Set(finished.map((r) => Number(r.game_id)));
    for (const bet of goneGames) {
      refusals.push({
        code: finishedIds.has(bet.gameId) ? 'game_finished' : 'unknown_outcome',
        outcomeId: bet.outcomeId,
      });
    }
  }
  return priced;
}

/**
 * A bet builder leg priced again now (docs/bet-builder.md): its picks quoted on the game's current
 * prices, the customer's odds-change setting applied to the price they saw.
 */
function priceBuilderBet(
  body: CouponToPlace,
  bet: CouponToPlaceBet,
  game: GameDetails,
  suspensions: ReadonlySet<string>,
  terms: BetBuilderTerms,
  refusals: CouponRefusal[],
): PricedLeg | null {
  const outcomeId = bet.outcomeId;
  if (!bet.builder || outcomeId !== builderOutcomeId(bet.gameId)) {
    refusals.push({ code: 'unknown_outcome', outcomeId });
    return null;
  }
  if (isGameFinished(game) || game.status === GameStatus.Cancelled) {
    refusals.push({ code: 'game_finished', outcomeId });
    return null;
  }
  const isLive = isLiveBetOn(game, { isLive: false });
  if (bet.isLive === false && (isLiveGame(game) || (game.timeSec ?? 0) > 0)) {
    refusals.push({ code: 'game_started', outcomeId });
    return null;
  }
  if (suspensions.has(`${bet.gameId}:0`)) {
    refusals.push({ code: 'market_suspended', outcomeId });
    return null;
  }
  const quote = quoteBuilder(game, bet.builder, terms);
  if (!quote.ok) {
    refusals.push({ code: quote.refusal.code, outcomeId });
    return null;
  }
  if (!acceptsCoefChange(body.changeCoefAction, bet.coef, quote.coef)) {
    refusals.push({ code: 'odds_changed', outcomeId, newCoef: quote.coef });
    return null;
  }
  const names = builderLegNames(bet.builder, 'ru');
  const outcome: Outcome = {
    id: outcomeId,
    typeId: 0,
    name: names.outcomeName,
    coef: quote.coef,
    isBlocked: false,
  };
  const market: Market = {
    id: outcomeId,
    typeId: BET_BUILDER_MARKET_TYPE,
    kind: MarketKind.Special,
    blockId: 0,
    groupId: 0,
    name: names.marketName,
    isLive: false,
    isBannedExpress: false,
    isMain: false,
    outcomes: [outcome],
  };
  return {
    bet,
    game,
    market,
    outcome,
    builder: bet.builder,
    // Booked at the price now: an accepted change is the customer's choice (SPEC section 4).
    leg: {
      outcomeId,
      gameId: bet.gameId,
      coef: quote.coef,
      kind: MarketKind.Special,
      isLive,
      isBannedExpress: false,
      blockId: bet.blockId ?? 1,
    },
  };
}

export function findOutcome(
  game: GameDetails,
  outcomeId: number,
): { market: Market; outcome: Outcome } | undefined {
  for (const market of game.markets) {
    for (const outcome of market.outcomes) {
      if (outcome.id === outcomeId) return { market, outcome };
    }
  }
  return undefined;
}

interface StakeUnit {
  amount: number;
  outcomeId?: number;
  blockId?: number;
}

/**
 * The stakes in minor units: express and system one amount, blocks one a block, singles one a bet
 * (its amountByBetId entry, else `amount`). Null after refusing an amount that is not whole
 * minor units of the account's currency.
 */
function stakesOf(
  body: CouponToPlace,
  digits: number,
  refusals: CouponRefusal[],
): {
  amount: number;
  amountByBlockId?: Record<number, number>;
  amountByBetId?: Record<number, number>;
  units: StakeUnit[];
} | null {
  let broken = false;
  const toMinor = (value: number, where: { outcomeId?: number; blockId?: number }) => {
    const minor = decimalToMinorUnits(value, digits);
    if (minor === null) {
      broken = true;
      refusals.push({ code: 'amount_not_minor_units', ...where });
      return 0;
    }
    return minor;
  };
  if (body.typeId === 4) {
    const amountByBlockId: Record<number, number> = {};
    const units: StakeUnit[] = [];
    for (const [key, value] of Object.entries(body.amountByBlockId ?? {})) {
      const blockId = Number(key);
      const amount = toMinor(value, { blockId });
      amountByBlockId[blockId] = amount;
      units.push({ amount, blockId });
    }
    const amount = units.reduce((sum, u) => sum + u.amount, 0);
    return broken ? null : { amount, amountByBlockId, units };
  }
  if (body.typeId === 9) {
    const amountByBetId: Record<number, number> = {};
    const units: StakeUnit[] = body.bets.map((bet) => {
      const value = body.amountByBetId?.[String(bet.outcomeId)] ?? body.amount;
      const amount = toMinor(value, { outcomeId: bet.outcomeId });
      amountByBetId[bet.outcomeId] = amount;
      return { amount, outcomeId: bet.outcomeId };
    });
    const amount = units.reduce((sum, u) => sum + u.amount, 0);
    return broken ? null : { amount, amountByBetId, units };
  }
  const amount = toMinor(body.amount, {});
  return broken ? null : { amount, units: [{ amount }] };
}

function dedupe(refusals: CouponRefusal[]): CouponRefusal[] {
  const seen = new Set<string>();
  return refusals.filter((r) => {
    const key = `${r.code}:${r.outcomeId ?? ''}:${r.blockId ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
