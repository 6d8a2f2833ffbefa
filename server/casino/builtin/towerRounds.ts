// Tower rounds of the built-in provider (domain/casino/tower.ts), played on the stepped path
// (steppedRounds.ts): the start takes the stake (the wallet's debit, or the demo balance) and
// places the traps from the round's bytes; each door chosen or cash-out is claimed once and a
// round that ends is credited through the wallet with its win (0 for a trap). The traps of floors
// not climbed stay hidden until the round is over.
import type { TowerRoundView } from '../../../domain/casino/builtinGames';
import {
  TOWER_DOORS,
  TOWER_FLOORS,
  TOWER_STAKES,
  drawTower,
  playTower,
  startTower,
  towerExactRtp,
  towerMultiplierX100,
  towerMultipliersX100,
  towerWin,
  type TowerAction,
  type TowerRound,
} from '../../../domain/casino/tower';
import type { BuiltinProvider } from './builtinProvider';
import { steppedRounds } from './steppedRounds';

/** The tower's rounds: the start places the traps; a move is a door chosen or a cash-out. */
export const tower = steppedRounds<TowerRound, void, TowerAction, TowerRoundView>({
  engine: 'tower',
  name: 'tower',
  stakes: TOWER_STAKES,
  start: startTower,
  draw: drawTower,
  view: (state, traps, over) => {
    const playing = state.phase === 'playing';
    const climbed = state.picks.length;
    return {
      phase: state.phase,
      picks: [...state.picks],
      traps: playing ? traps.slice(0, climbed) : traps,
      multiplierX100: towerMultiplierX100(climbed),
      nextX100: over ? 0 : towerMultiplierX100(climbed + 1),
      outcome: playing ? [] : traps,
    };
  },
  play: playTower,
  actionOf: (action) => action,
  win: (state, _traps, stake) => towerWin(state, stake),
});

/** The tower part of a session's view: rules and the round in play, if any. */
export const towerSessionView = (provider: BuiltinProvider, sessionId: string) =>
  tower.sessionPart(provider, sessionId, {
    floors: TOWER_FLOORS,
    doors: TOWER_DOORS,
    multipliersX100: towerMultipliersX100(),
    rtpPercent: Math.round(towerExactRtp(1) * 10_000) / 100,
  });
