// How each sport plays out in the simulator, and what its pricing model sees. One SportSim a
// sport family (server/sports/feed/sims/): goals (football, ice hockey, eFootball), points
// (basketball), tennis, maps (CS2), fights (MMA), counts (politics head-to-head) and outrights
// (marble races, elections).
import type { Championship } from '../../../domain/sports/types';
import { catalogTeams, OUTRIGHT_CHAMP_IDS, SPORT_IDS } from '../catalog';
import { SeededRandom } from './random';
import {
  E_FOOTBALL_STREAM,
  E_FOOTBALL_VIRTUAL,
  FOOTBALL,
  GoalsSim,
  ICE_HOCKEY,
} from './sims/goalsSim';
import { CountSim } from './sims/countSim';
import { FightSim } from './sims/fightSim';
import { MapsSim } from './sims/mapsSim';
import { ELECTION, MARBLE_RACE, OutrightSim, type OutrightConfig } from './sims/outrightSim';
import { PointsSim } from './sims/pointsSim';
import { TennisSim } from './sims/tennisSim';
import type { SavedSim, SportSim } from './sportSim';

export { periodsScore, type SavedSim, type SimStep, type SimView, type SportSim } from './sportSim';
export { GoalsSim, type GoalsConfig } from './sims/goalsSim';
export { MapsSim } from './sims/mapsSim';
export { PointsSim } from './sims/pointsSim';
export { TennisSim } from './sims/tennisSim';
export { CountSim } from './sims/countSim';
export { FightSim } from './sims/fightSim';
export { ELECTION, MARBLE_RACE, OutrightSim } from './sims/outrightSim';

/** How much a runner's catalogue rating (0..1) adds to its pace a unit, by outright kind. */
const OUTRIGHT_RATING_PACE = new Map<OutrightConfig, number>([
  [MARBLE_RACE, 0.08],
  [ELECTION, 0.04],
]);

/** An outright event of `champ`: its runners are the championship's teams. */
function createOutrightSim(champ: Championship, rng: SeededRandom): OutrightSim {
  const config = champ.sportId === SPORT_IDS.marbleRacing ? MARBLE_RACE : ELECTION;
  const perRating = OUTRIGHT_RATING_PACE.get(config) ?? 0;
  const runners = catalogTeams(champ.id);
  return new OutrightSim(
    config,
    runners.map((r) => r.name),
    // Each event its own form: a small random shift of every runner's pace.
    runners.map((r) => 1 + perRating * r.rating + rng.between(-0.1, 0.1) * config.spread),
  );
}

/** The simulation of a game of `champ`'s sport (tennis draws its first server from `rng`). */
export function createSportSim(champ: Championship, strength: number, rng: SeededRandom): SportSim {
  if (OUTRIGHT_CHAMP_IDS.has(champ.id)) return createOutrightSim(champ, rng);
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
    case SPORT_IDS.mma:
      return new FightSim(strength);
    case SPORT_IDS.politics:
      return new CountSim(strength);
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
