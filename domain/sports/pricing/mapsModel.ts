// Esports maps (Counter-Strike 2): each round is won with a fixed probability; a map is first to 13
// rounds (win by two from 12-12, overtime); the match is best of three maps.
import {
  MARKET_TYPE,
  MarketKind,
  overUnder,
  seriesHandicap,
  twoWay,
  type FairMarket,
} from './fairMarket';
import { raceWin, seriesDistribution } from './seriesModel';

export const MAP_ROUNDS_TO_WIN = 13;
export const MAPS_TO_WIN = 2;

export interface MapsState {
  mapsHome: number;
  mapsAway: number;
  roundsHome: number;
  roundsAway: number;
  mapWinners: ('home' | 'away')[];
  /** Probability home wins a round. */
  homeRound: number;
}

export function mapsMarkets(state: MapsState): FairMarket[] {
  const pCurrent = raceWin(state.homeRound, state.roundsHome, state.roundsAway, MAP_ROUNDS_TO_WIN);
  const pFresh = raceWin(state.homeRound, 0, 0, MAP_ROUNDS_TO_WIN);
  const finals = seriesDistribution(state.mapsHome, state.mapsAway, MAPS_TO_WIN, pCurrent, pFresh);
  const p = (test: (h: number, a: number) => boolean) =>
    finals.reduce((s, f) => (test(f.home, f.away) ? s + f.p : s), 0);
  const mapNumber = state.mapsHome + state.mapsAway + 1;
  const mapMarket = (n: 1 | 2): FairMarket => {
    const settled = state.mapWinners[n - 1];
    const pHome = settled ? (settled === 'home' ? 1 : 0) : n === mapNumber ? pCurrent : pFresh;
    const market = twoWay(
      `map${n}`,
      MARKET_TYPE.periodWinner,
      MarketKind.PeriodResult,
      5,
      `${n}-я карта. Победитель`,
      pHome,
    );
    return { ...market, period: n };
  };
  const homeTwoNil = p((h, a) => h === 2 && a === 0);
  const threeMaps = p((h, a) => h + a === 3);
  return [
    twoWay(
      'winner',
      MARKET_TYPE.winner,
      MarketKind.Result,
      1,
      'Победитель матча',
      p((h, a) => h > a),
      true,
    ),
    seriesHandicap('maps:-1.5', 'по картам', -1.5, homeTwoNil, true),
    overUnder(
      'maps:total:2.5',
      MARKET_TYPE.seriesTotal,
      MarketKind.Total,
      2,
      'Тотал карт 2.5',
      2.5,
      threeMaps,
    ),
    mapMarket(1),
    mapMarket(2),
  ];
}
