// The markets of a best-of-three series (tennis sets, esports maps), priced from the distribution of
// its final score: the match winner, the series handicap and total, and the first two units' winners.
import {
  MARKET_TYPE,
  MarketKind,
  overUnder,
  seriesHandicap,
  twoWay,
  type FairMarket,
} from './fairMarket';
import { seriesDistribution } from './seriesModel';

/** Units (sets, maps) a side wins the series with. */
export const BEST_OF_THREE_TO_WIN = 2;

export interface BestOfThreeState {
  /** Units won so far. */
  wonHome: number;
  wonAway: number;
  /** Winners of the units played, in order. */
  unitWinners: readonly ('home' | 'away')[];
  /** P(home wins the unit in progress). */
  pCurrent: number;
  /** P(home wins a unit not yet started). */
  pFresh: number;
}

/** How a sport names its units in the markets' keys and names. */
export interface BestOfThreeNames {
  /** A unit winner's key is `${unitKey}${n}`; the series markets' keys start `${seriesKey}:`. */
  unitKey: string;
  seriesKey: string;
  /** The handicap's unit ("по сетам"), the total's name, a unit winner's name. */
  handicapUnit: string;
  totalName: string;
  unitWinnerName: (n: 1 | 2) => string;
  /** Whether the underdog's +1.5 handicap is offered too. */
  plusHandicap: boolean;
}

export function bestOfThreeMarkets(state: BestOfThreeState, names: BestOfThreeNames): FairMarket[] {
  const { pCurrent, pFresh } = state;
  const finals = seriesDistribution(
    state.wonHome,
    state.wonAway,
    BEST_OF_THREE_TO_WIN,
    pCurrent,
    pFresh,
  );
  const p = (test: (h: number, a: number) => boolean) =>
    finals.reduce((s, f) => (test(f.home, f.away) ? s + f.p : s), 0);
  const homeWins = p((h, a) => h > a);
  const homeTwoNil = p((h, a) => h === 2 && a === 0);
  const awayTwoNil = p((h, a) => h === 0 && a === 2);
  const threeUnits = p((h, a) => h + a === 3);
  const unitNumber = state.wonHome + state.wonAway + 1;
  const unitMarket = (n: 1 | 2): FairMarket => {
    const settled = state.unitWinners[n - 1];
    const pHome = settled ? (settled === 'home' ? 1 : 0) : n === unitNumber ? pCurrent : pFresh;
    const market = twoWay(
      `${names.unitKey}${n}`,
      MARKET_TYPE.periodWinner,
      MarketKind.PeriodResult,
      5,
      names.unitWinnerName(n),
      pHome,
    );
    return { ...market, period: n };
  };
  const series = names.seriesKey;
  return [
    twoWay('winner', MARKET_TYPE.winner, MarketKind.Result, 1, 'Победитель матча', homeWins, true),
    seriesHandicap(`${series}:-1.5`, names.handicapUnit, -1.5, homeTwoNil, true),
    ...(names.plusHandicap
      ? [seriesHandicap(`${series}:+1.5`, names.handicapUnit, 1.5, 1 - awayTwoNil)]
      : []),
    overUnder(
      `${series}:total:2.5`,
      MARKET_TYPE.seriesTotal,
      MarketKind.Total,
      2,
      names.totalName,
      2.5,
      threeUnits,
    ),
    unitMarket(1),
    unitMarket(2),
  ];
}
