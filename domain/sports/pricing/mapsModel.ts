// Esports maps (Counter-Strike 2): each round is won with a fixed probability; a map is first to 13
// rounds (win by two from 12-12, overtime); the match is best of three maps.
import { BEST_OF_THREE_TO_WIN, bestOfThreeMarkets } from './bestOfThree';
import type { FairMarket } from './fairMarket';
import { raceWin } from './seriesModel';

export const MAP_ROUNDS_TO_WIN = 13;
export const MAPS_TO_WIN = BEST_OF_THREE_TO_WIN;

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
  return bestOfThreeMarkets(
    {
      wonHome: state.mapsHome,
      wonAway: state.mapsAway,
      unitWinners: state.mapWinners,
      pCurrent: raceWin(state.homeRound, state.roundsHome, state.roundsAway, MAP_ROUNDS_TO_WIN),
      pFresh: raceWin(state.homeRound, 0, 0, MAP_ROUNDS_TO_WIN),
    },
    {
      unitKey: 'map',
      seriesKey: 'maps',
      handicapUnit: 'по картам',
      totalName: 'Тотал карт 2.5',
      unitWinnerName: (n) => `${n}-я карта. Победитель`,
      plusHandicap: false,
    },
  );
}
