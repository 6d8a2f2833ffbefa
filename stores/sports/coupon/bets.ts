// Bets of the coupon made from what was picked, read back from storage or loaded from a code
// (SPEC section 3 "Bet", "Coupon kept locally").
import { BET_STATUS_UNCHECKED } from '../../../domain/coupon';
import { isLiveBetOn } from '../../../domain/sports/liveRule';
import type { MarketKind } from '../../../domain/sports/types';
import type { LoadedCouponBet } from '../couponApi';
import type { BetGameInput, BetMarketInput, BetOutcomeInput, CouponBet } from './types';

/** What a bet was picked with besides its outcome, market and game. */
export interface BetExtras {
  pageType?: string;
  statisticId?: number;
}

export function makeBet(
  outcome: BetOutcomeInput,
  game: BetGameInput,
  market: BetMarketInput,
  extras: { pageType?: string; statisticId?: number },
): CouponBet {
  return {
    id: outcome.id,
    market: {
      id: outcome.id,
      coef: outcome.coef,
      sportId: game.sportId,
      typeId: market.typeId,
      kind: market.kind,
      isLive: isLiveBetOn(game, market),
      gameId: game.id,
      champId: game.champId,
      names: {
        market: market.name,
        outcome: outcome.name,
        opponents: game.opponents.map((o) => o.name),
      },
    },
    blockId: market.blockId,
    statusId: BET_STATUS_UNCHECKED,
    typeId: outcome.typeId,
    game: {
      number: game.number,
      permanentId: game.permanentId,
      status: game.status,
      startAt: game.startAt,
      timeSec: game.timeSec,
      opponentsEn: game.opponents.map((o) => o.nameEn),
      fullScore: game.score.full,
      formattedScore: game.score.formatted,
    },
    isBlocked: outcome.isBlocked,
    isDepend: false,
    isBannedExpress: market.isBannedExpress,
    isDisabledBanker: false,
    expressId: null,
    statisticId: extras.statisticId ?? null,
    playersDuel: false,
    pageType: extras.pageType ?? null,
  };
}

export function isCouponBet(value: unknown): value is CouponBet {
  if (value === null || typeof value !== 'object') return false;
  const bet = value as Partial<CouponBet>;
  return (
    Number.isInteger(bet.id) &&
    typeof bet.market === 'object' &&
    bet.market !== null &&
    bet.market.id === bet.id &&
    typeof bet.market.coef === 'number' &&
    Number.isInteger(bet.market.gameId) &&
    typeof bet.game === 'object' &&
    bet.game !== null &&
    typeof bet.isBlocked === 'boolean'
  );
}

/** A bet of a coupon loaded from a code as a coupon bet; null when it lacks the essentials. */
export function betFromLoaded(loaded: LoadedCouponBet): CouponBet | null {
  if (!Number.isInteger(loaded.outcomeId) || !Number.isInteger(loaded.gameId)) return null;
  if (typeof loaded.coef !== 'number' || !Number.isFinite(loaded.coef)) return null;
  const opponents = (loaded.opponents ?? []).map((o) =>
    typeof o === 'string' ? { name: o, nameEn: o } : { name: o.name, nameEn: o.nameEn ?? o.name },
  );
  const score =
    typeof loaded.score === 'string'
      ? { full: loaded.score, formatted: loaded.score }
      : { full: loaded.score?.full ?? '', formatted: loaded.score?.formatted ?? '' };
  const startAt =
    typeof loaded.startAt === 'number'
      ? loaded.startAt
      : typeof loaded.startAt === 'string'
        ? Math.floor(Date.parse(loaded.startAt) / 1000) || 0
        : 0;
  return {
    id: loaded.outcomeId,
    market: {
      id: loaded.outcomeId,
      coef: loaded.coef,
      sportId: loaded.sportId ?? 0,
      typeId: loaded.marketTypeId ?? 0,
      kind: (loaded.marketKind ?? 1) as MarketKind,
      isLive: loaded.isLive === true,
      gameId: loaded.gameId,
      champId: loaded.champId ?? 0,
      names: {
        market: loaded.marketName ?? '',
        outcome: loaded.outcomeName ?? '',
        opponents: opponents.map((o) => o.name),
      },
    },
    blockId: loaded.blockId ?? 0,
    statusId: BET_STATUS_UNCHECKED,
    typeId: loaded.outcomeTypeId ?? 0,
    game: {
      number: loaded.gameNumber ?? loaded.gameId,
      permanentId: loaded.permanentId ?? loaded.gameId,
      status: loaded.status ?? 1,
      startAt,
      timeSec: loaded.timeSec ?? null,
      opponentsEn: opponents.map((o) => o.nameEn),
      fullScore: score.full,
      formattedScore: score.formatted,
    },
    isBlocked: loaded.isBlocked === true,
    isDepend: false,
    isBannedExpress: loaded.isBannedExpress === true,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: false,
    pageType: null,
  };
}
