// Points sports (basketball): each side's remaining points are approximately normal with mean
// the expected points still to come and variance POINTS_VARIANCE_RATIO × mean (baskets of 1-3).
import { normalCdf } from './distributions';
import {
  MARKET_TYPE,
  MarketKind,
  handicap,
  totalMarket,
  twoWay,
  type FairMarket,
} from './fairMarket';

/** Variance of points scored over their mean: baskets worth 1, 2 or 3 (see the simulator's mix). */
export const POINTS_VARIANCE_RATIO = 2.35;

export interface PointsState {
  home: number;
  away: number;
  homeExpected: number;
  awayExpected: number;
}

export interface PointsLines {
  /** Half lines, e.g. 160.5. */
  totals: number[];
  /** Home half lines, e.g. -5.5. */
  handicaps: number[];
}

const MIN_SD = 1e-6;

/** P(home wins): a tie after regulation goes to overtime, split evenly. */
export function pointsHomeWin(state: PointsState): number {
  const mean = state.home - state.away + state.homeExpected - state.awayExpected;
  const sd = Math.max(
    MIN_SD,
    Math.sqrt(POINTS_VARIANCE_RATIO * (state.homeExpected + state.awayExpected)),
  );
  const below = normalCdf((-0.5 - mean) / sd);
  const tieOrBelow = normalCdf((0.5 - mean) / sd);
  return 1 - tieOrBelow + 0.5 * (tieOrBelow - below);
}

export function pointsMarkets(state: PointsState, lines: PointsLines): FairMarket[] {
  const expectedRest = state.homeExpected + state.awayExpected;
  const sd = Math.max(MIN_SD, Math.sqrt(POINTS_VARIANCE_RATIO * expectedRest));
  const totalMean = state.home + state.away + expectedRest;
  const diffMean = state.home - state.away + state.homeExpected - state.awayExpected;
  const markets: FairMarket[] = [
    twoWay(
      'winner',
      MARKET_TYPE.winner,
      MarketKind.Result,
      1,
      'Победитель (с учётом ОТ)',
      pointsHomeWin(state),
      true,
    ),
  ];
  lines.totals.forEach((line, index) => {
    const pOver = 1 - normalCdf((line - totalMean) / sd);
    markets.push(totalMarket(line, pOver, index === Math.floor(lines.totals.length / 2)));
  });
  lines.handicaps.forEach((line, index) => {
    const pCovers = 1 - normalCdf((-line - diffMean) / sd);
    markets.push(
      handicap(`hcp:${line}`, line, pCovers, index === Math.floor(lines.handicaps.length / 2)),
    );
  });
  return markets;
}
