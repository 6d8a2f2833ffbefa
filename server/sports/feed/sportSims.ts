// How each sport plays out in the simulator, and what its pricing model sees. One SportSim a
// sport family (server/sports/feed/sims/): goals (football, ice hockey, eFootball), points
// (basketball), tennis, maps (CS2).
import type { Championship } from '../../../domain/sports/types';
import { SPORT_IDS } from '../catalog';
import { SeededRandom } from './random';
import {
  E_FOOTBALL_STREAM,
  E_FOOTBALL_VIRTUAL,
  FOOTBALL,
  GoalsSim,
  ICE_HOCKEY,
} from './sims/goalsSim';
import { MapsSim } from './sims/mapsSim';
import { PointsSim } from './sims/pointsSim';
import { TennisSim } from './sims/tennisSim';
import type { SavedSim, SportSim } from './sportSim';

export { periodsScore, type SavedSim, type SimStep, type SimView, type SportSim } from './sportSim';
export { GoalsSim, type GoalsConfig } from './sims/goalsSim';
export { MapsSim } from './sims/mapsSim';
export { PointsSim } from './sims/pointsSim';
export { TennisSim } from './sims/tennisSim';

/** The simulation of a game of `champ`'s sport (tennis draws its first server from `rng`). */
export function createSportSim(champ: Championship, strength: number, rng: SeededRandom): SportSim {
  switch (champ.sportId) {
    case SPORT_IDS.football:
      return new GoalsSim(FOOTBALL, strength);
    case SPORT_IDS.iceHockey:
      return new GoalsSim(ICE_HOCKEY, strength);
    case SPORT_IDS.eFootball:
      return new GoalsSim(
        champ.cyberType === 'stream' ? E_FOOTBALL_STREAM : E_FOOTBALL_VIRTUAL,
        strength,
      );
    case SPORT_IDS.basketball:
      return new PointsSim(strength);
    case SPORT_IDS.tennis:
      return new TennisSim(strength, rng.chance(0.5) ? 0 : 1);
    case SPORT_IDS.cs2:
      return new MapsSim(strength);
    default:
      throw new Error(`no simulation for sport ${champ.sportId}`);
  }
}

/** The sim of a game of `champ` as `saved` left it (restoreSportSim ∘ save is the same game). */
export function restoreSportSim(champ: Championship, saved: SavedSim): SportSim {
  // The random source only draws tennis's first server, which `saved` then sets.
  const sim = createSportSim(champ, 0, new SeededRandom(0));
  Object.assign(sim, structuredClone(saved));
  return sim;
}
