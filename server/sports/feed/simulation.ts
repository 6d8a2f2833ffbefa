// The simulated provider's settings and saved state (server/sports/feed/simulatedFeed.ts): its
// options, the constants of the simulation, a game as the simulator holds it and as it is saved.
import type { Championship, GameDetails, Opponent } from '../../../domain/sports/types';
import { SPORT_IDS, type SportsCatalog } from '../catalog';
import type { FeedClock } from './types';
import type { SavedSim, SportSim } from './sportSims';

export interface SimulatedFeedOptions {
  seed: number;
  clock: FeedClock;
  catalog?: SportsCatalog;
  /** The first game id (ids grow from it; keep above the ids of results already stored). */
  firstGameId?: number;
  /** Games in the line (not started) the feed keeps scheduled. */
  lineGames?: number;
  /** Games already live when the feed starts. */
  initialLiveGames?: number;
  /** Real milliseconds between simulation ticks. */
  tickMs?: number;
  /**
   * While this says true the world stands still: no tick plays, prices hold (the database is
   * away, so no result could be stored and no bet placed; the live pages show the odds stale).
   */
  paused?: () => boolean;
  /**
   * Games and the feed's own state a feed of this provider saved (exportState): this feed goes
   * on with them instead of drawing new games; a new game gets an id after theirs.
   */
  restore?: SavedSimulation;
}

/** One game as the simulator holds it, in plain JSON (what a restarted feed goes on from). */
export type SavedSimGame = Omit<SimGame, 'sim' | 'pinned'> & {
  sim: SavedSim;
  pinned: [number, number][];
};

/** The simulator's own state beside its games. */
export interface SavedSimulationMeta {
  random: number;
  nextGameId: number;
  horizon: number;
  lastDriftAt: number;
}

export interface SavedSimulation {
  meta: SavedSimulationMeta;
  games: SavedSimGame[];
}

export const SIMULATION = {
  tickMs: 1000,
  /**
   * Games in the line (not started). About six and a half hours of kick-offs at meanStartGapMs:
   * the toto keeps its current and next draws open from games at least an hour ahead (SPEC
   * section 2 `toto`, server/toto/draws.ts), which 80 games (three hours) could not always feed
   * (tests/server/toto/lineDepth.test.ts).
   */
  lineGames: 160,
  initialLiveGames: 28,
  /** Mean gap between the start times of consecutive new games. */
  meanStartGapMs: 150_000,
  /** The first new game starts no sooner than this after it is scheduled. */
  minLeadMs: 5 * 60_000,
  /** Live prices are recomputed this often (and at once after an event or a suspension). */
  liveRepriceMs: 3_000,
  /** Markets stay suspended this long after a goal, a set or a map. */
  suspendMs: 10_000,
  /** A finished game stays in the feed this long, then is removed (its result is stored). */
  finishedKeepMs: 10 * 60_000,
  /** Every this often a few line games' prices drift. */
  lineDriftMs: 15_000,
  lineDriftGames: 4,
  /** Target margin per game is drawn from [MARGIN_RANGE.min, this]. */
  maxTargetMargin: 0.055,
  /** A team's games start at least this far apart. */
  teamRestMs: 2.5 * 3600_000,
} as const;

/** A game's short number in the line, from its id. */
export function gameNumber(id: number): number {
  return 100 + (id % 9900);
}

/** A game's permanent id (kept from line to live), from its id. */
export function permanentGameId(id: number): number {
  return 500_000_000 + id;
}

export interface SimGame {
  game: GameDetails;
  seq: number;
  sim: SportSim;
  keys: string[];
  margin: number;
  teamIds: number[];
  suspendedUntil: number;
  /** When the prices were last computed (ms). */
  pricedAt: number;
  finishedAt: number | null;
  /** Prices set by test control (outcome id -> coef): the model no longer moves them. */
  pinned: Map<number, number>;
}

export function saveSimGame(simGame: SimGame): SavedSimGame {
  return {
    game: structuredClone(simGame.game),
    seq: simGame.seq,
    sim: simGame.sim.save(),
    keys: [...simGame.keys],
    margin: simGame.margin,
    teamIds: [...simGame.teamIds],
    suspendedUntil: simGame.suspendedUntil,
    pricedAt: simGame.pricedAt,
    finishedAt: simGame.finishedAt,
    pinned: [...simGame.pinned],
  };
}

/** The one "opponent" of an outright event: the race or the vote, numbered as the game. */
export function outrightEvent(champ: Championship, gameId: number): Opponent {
  const n = gameNumber(gameId);
  const race = champ.sportId === SPORT_IDS.marbleRacing;
  return {
    // Below the championship's team ids (champId * 100 + 1 ...): never a runner's.
    id: champ.id * 100,
    name: race ? `Гонка ${n}` : `Голосование ${n}`,
    nameEn: race ? `Race ${n}` : `Vote ${n}`,
  };
}
