// Settlement rules: a leg's market, line and period against the game's final result give won,
// lost or void; a coupon's legs give its status and payout. Pure: the server snapshots the market
// at placement (finished games leave the live state) and reads results from sport_results.
import { MARKET_TYPE, OUTCOME_TYPE } from '../sports/pricing/fairMarket';
import type { PeriodScore } from '../sports/types';
import type { CouponShape } from './couponTypes';
import { payout, type LegResult } from './possibleWin';

/** What a leg needs from its market and outcome to be settled. */
export interface LegMarket {
  marketTypeId: number;
  outcomeTypeId: number;
  /** The line of a total or handicap (a handicap's is the home side's). */
  param: number | null;
  /** 1-based period of a period market. */
  period: number | null;
}

/** A game's final result. */
export interface FinalResult {
  home: number;
  away: number;
  periods: readonly PeriodScore[];
  /** Never played to the end: every leg on it is void. */
  cancelled: boolean;
}

const VOID: LegResult = 'void';

/**
 * A leg whose game has no result this many hours after the game's scheduled start is void, as if
 * the game were cancelled (settleLeg with `cancelled`). A house rule, not from the SPEC: real
 * sportsbooks void bets on an event not played within a set time of its start, and here a game
 * the simulated feed retired (after a restart or a takeover) never gets a result, so without it
 * the coupon would stay open and its stake locked for ever.
 */
export const UNPLAYED_VOID_AFTER_HOURS = 48;

/**
 * At `nowMs`, a leg with no result whose game was scheduled to start before the returned moment
 * (more than UNPLAYED_VOID_AFTER_HOURS ago) is void.
 */
export function unplayedStartCutoffMs(nowMs: number): number {
  return nowMs - UNPLAYED_VOID_AFTER_HOURS * 3_600_000;
}

function byComparison(value: number, line: number, over: boolean): LegResult {
  if (value === line) return VOID;
  return value > line === over ? 'won' : 'lost';
}

function winner(
  home: number,
  away: number,
  outcomeTypeId: number,
  drawVoids: boolean,
): LegResult | null {
  if (home === away) {
    if (outcomeTypeId === OUTCOME_TYPE.draw) return 'won';
    return drawVoids ? VOID : 'lost';
  }
  const homeWon = home > away;
  if (outcomeTypeId === OUTCOME_TYPE.home) return homeWon ? 'won' : 'lost';
  if (outcomeTypeId === OUTCOME_TYPE.away) return homeWon ? 'lost' : 'won';
  if (outcomeTypeId === OUTCOME_TYPE.draw) return 'lost';
  return null;
}

function overUnder(value: number, line: number | null, outcomeTypeId: number): LegResult | null {
  if (line === null) return null;
  if (outcomeTypeId === OUTCOME_TYPE.over) return byComparison(value, line, true);
  if (outcomeTypeId === OUTCOME_TYPE.under) return byComparison(value, line, false);
  return null;
}

function handicap(
  home: number,
  away: number,
  line: number | null,
  outcomeTypeId: number,
): LegResult | null {
  if (line === null) return null;
  // The line is the home side's: home covers when home + line > away.
  const margin = home + line - away;
  if (outcomeTypeId === OUTCOME_TYPE.homeHandicap) return byComparison(margin, 0, true);
  if (outcomeTypeId === OUTCOME_TYPE.awayHandicap) return byComparison(margin, 0, false);
  return null;
}

/**
 * The leg's result, or null when the rule does not know the market (it stays open for a person
 * to settle). A cancelled game voids; a period market on a period that was not played voids.
 */
export function settleLeg(market: LegMarket, result: FinalResult): LegResult | null {
  if (result.cancelled) return VOID;
  const { home, away } = result;
  const { outcomeTypeId, param } = market;
  switch (market.marketTypeId) {
    case MARKET_TYPE.result1x2:
      return winner(home, away, outcomeTypeId, false);
    case MARKET_TYPE.winner:
      return winner(home, away, outcomeTypeId, true);
    case MARKET_TYPE.total:
    case MARKET_TYPE.seriesTotal:
      return overUnder(home + away, param, outcomeTypeId);
    case MARKET_TYPE.homeTotal:
      return overUnder(home, param, outcomeTypeId);
    case MARKET_TYPE.awayTotal:
      return overUnder(away, param, outcomeTypeId);
    case MARKET_TYPE.handicap:
    case MARKET_TYPE.seriesHandicap:
      return handicap(home, away, param, outcomeTypeId);
    case MARKET_TYPE.bothToScore: {
      const both = home > 0 && away > 0;
      if (outcomeTypeId === OUTCOME_TYPE.yes) return both ? 'won' : 'lost';
      if (outcomeTypeId === OUTCOME_TYPE.no) return both ? 'lost' : 'won';
      return null;
    }
    case MARKET_TYPE.periodResult:
    case MARKET_TYPE.periodWinner: {
      const period = market.period === null ? undefined : result.periods[market.period - 1];
      if (!period) return VOID;
      return winner(
        period.home,
        period.away,
        outcomeTypeId,
        market.marketTypeId === MARKET_TYPE.periodWinner,
      );
    }
    case MARKET_TYPE.outright:
      // An outright's result names its winner: `home` is the winning runner's number (1-based),
      // the outcome of runner k has the type OUTCOME_TYPE.runner + k (domain/sports/pricing/specialsModel.ts).
      if (outcomeTypeId <= OUTCOME_TYPE.runner) return null;
      return outcomeTypeId - OUTCOME_TYPE.runner === home ? 'won' : 'lost';
    case MARKET_TYPE.roundsTotal:
      // The rounds a fight lasted are its periods (one a round started).
      return overUnder(result.periods.length, param, outcomeTypeId);
    default:
      return null;
  }
}

export type CouponStatus = 'won' | 'lost' | 'void';

/**
 * A coupon whose every leg is settled: its status and what it pays (minor units). Lost when it
 * pays nothing; void when every leg is void (the stake back); won otherwise (a system or blocks
 * coupon may pay less than its stake and still be "won": it paid).
 */
export function settleCoupon(
  shape: CouponShape,
  results: ReadonlyMap<number, LegResult>,
): { status: CouponStatus; payout: number } {
  for (const leg of shape.legs) {
    if (!results.has(leg.outcomeId)) throw new Error(`Leg ${leg.outcomeId} is not settled`);
  }
  if (shape.legs.every((l) => results.get(l.outcomeId) === 'void')) {
    return { status: 'void', payout: shape.amount };
  }
  const paid = payout(shape, results);
  return { status: paid > 0 ? 'won' : 'lost', payout: paid };
}
