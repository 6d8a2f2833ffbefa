// Tennis: point-based Markov model. Each player wins a point on serve with a fixed probability;
// games (to 4, by 2), sets (to 6 by 2, tie-break to 7 at 6-6), best of three sets.
import { BEST_OF_THREE_TO_WIN, bestOfThreeMarkets } from './bestOfThree';
import type { FairMarket } from './fairMarket';
import { raceWin } from './seriesModel';

export const TENNIS_SETS_TO_WIN = BEST_OF_THREE_TO_WIN;

export interface TennisState {
  /** Sets won. */
  setsHome: number;
  setsAway: number;
  /** Games in the current set. */
  gamesHome: number;
  gamesAway: number;
  /** Points in the current game (or tie-break). */
  pointsHome: number;
  pointsAway: number;
  /** Who serves the current game: 0 home, 1 away. */
  server: 0 | 1;
  /** Set winners so far, in order ('home' | 'away'). */
  setWinners: ('home' | 'away')[];
  /** Probability each player wins a point on their own serve. */
  homeServe: number;
  awayServe: number;
}

function holdProbability(serve: number, serverPoints = 0, receiverPoints = 0): number {
  return raceWin(serve, serverPoints, receiverPoints, 4);
}

/** Home's point probability in a tie-break (serve alternates: the average). */
function tieBreakPoint(state: TennisState): number {
  return (state.homeServe + (1 - state.awayServe)) / 2;
}

/** P(home wins the set) from a game score at the start of a game, `server` serving it. */
function setFromGames(state: TennisState): (gh: number, ga: number, server: 0 | 1) => number {
  const holdHome = holdProbability(state.homeServe);
  const holdAway = holdProbability(state.awayServe);
  const tieBreak = raceWin(tieBreakPoint(state), 0, 0, 7);
  const memo = new Map<number, number>();
  const go = (gh: number, ga: number, server: 0 | 1): number => {
    if (gh === 7 || (gh >= 6 && gh - ga >= 2)) return 1;
    if (ga === 7 || (ga >= 6 && ga - gh >= 2)) return 0;
    if (gh === 6 && ga === 6) return tieBreak;
    const key = (gh * 8 + ga) * 2 + server;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const homeWinsGame = server === 0 ? holdHome : 1 - holdAway;
    const next: 0 | 1 = server === 0 ? 1 : 0;
    const value = homeWinsGame * go(gh + 1, ga, next) + (1 - homeWinsGame) * go(gh, ga + 1, next);
    memo.set(key, value);
    return value;
  };
  return go;
}

/** P(home wins the set in progress). */
export function currentSetHomeWin(state: TennisState): number {
  const { gamesHome: gh, gamesAway: ga } = state;
  if (gh === 6 && ga === 6) {
    return raceWin(tieBreakPoint(state), state.pointsHome, state.pointsAway, 7);
  }
  const homeWinsGame =
    state.server === 0
      ? holdProbability(state.homeServe, state.pointsHome, state.pointsAway)
      : 1 - holdProbability(state.awayServe, state.pointsAway, state.pointsHome);
  const next: 0 | 1 = state.server === 0 ? 1 : 0;
  const set = setFromGames(state);
  return homeWinsGame * set(gh + 1, ga, next) + (1 - homeWinsGame) * set(gh, ga + 1, next);
}

/** P(home wins a set not yet started) (either may serve first). */
export function freshSetHomeWin(state: TennisState): number {
  const set = setFromGames(state);
  return (set(0, 0, 0) + set(0, 0, 1)) / 2;
}

export function tennisMarkets(state: TennisState): FairMarket[] {
  return bestOfThreeMarkets(
    {
      wonHome: state.setsHome,
      wonAway: state.setsAway,
      unitWinners: state.setWinners,
      pCurrent: currentSetHomeWin(state),
      pFresh: freshSetHomeWin(state),
    },
    {
      unitKey: 'set',
      seriesKey: 'sets',
      handicapUnit: 'по сетам',
      totalName: 'Тотал сетов 2.5',
      unitWinnerName: (n) => `${n}-й сет. Победитель`,
      plusHandicap: true,
    },
  );
}
