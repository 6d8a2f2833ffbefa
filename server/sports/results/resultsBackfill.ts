// History for the simulated provider. A real provider has results of games played before this
// server started; the simulator has none until its first game finishes, minutes after start. So
// when the database holds (almost) no recent result, the process that runs the simulated feed
// stores results of games played in the hours before now, by the same sport models as the live
// simulation (sportSims.ts). Deterministic: the same seed and minute give the same games. Their
// ids come from a range of their own below the feed's, so the feed's numbering is unchanged and a
// repeated backfill of the same minute stores nothing new (insertResults keeps existing rows).
import type { Kysely } from 'kysely';
import type { Championship, GameResult, GameScore } from '../../../domain/sports/types';
import type { DatabaseSchema } from '../../db/index';
import { catalogTeams, OUTRIGHT_CHAMP_IDS, type CatalogTeam, type SportsCatalog } from '../catalog';
import { SeededRandom } from '../feed/random';
import { SIMULATION, gameNumber, outrightEvent, permanentGameId } from '../feed/simulatedFeed';
import { createSportSim } from '../feed/sportSims';
import { countResultsSince, insertResults, maxResultGameId } from './resultsRepository';

export const BACKFILL = {
  /** Results that finished this recently are the history a visitor sees. */
  recentMs: 6 * 3600_000,
  /** With at least this many recent results stored, nothing is backfilled. */
  minRecentResults: 20,
  /** Backfilled games finish within this long before now. */
  windowMs: 4 * 3600_000,
  /** The window ends at the start of the current minute (concurrent starts agree on it). */
  alignMs: 60_000,
  /** Ids of backfilled games start here, below the feed's first id. */
  firstGameId: 1,
} as const;

/** A game of the simulated past, played to its finish. */
export interface PlayedGame {
  champ: Championship;
  home: CatalogTeam;
  away: CatalogTeam;
  startMs: number;
  finishedMs: number;
  score: GameScore;
}

export interface BackfillOptions {
  seed: number;
  /** Now (ms): games finish before it. */
  nowMs: number;
  catalog: SportsCatalog;
  /** Backfilled ids stay below this (the feed's first id). */
  idsBelow: number;
}

/**
 * Stores the results of the simulated past unless enough recent results are stored already.
 * Returns how many results it wrote.
 */
export async function backfillSimulatedResults(
  db: Kysely<DatabaseSchema>,
  options: BackfillOptions,
): Promise<number> {
  const nowSec = Math.floor(options.nowMs / 1000);
  const recent = await countResultsSince(db, nowSec - BACKFILL.recentMs / 1000);
  if (recent >= BACKFILL.minRecentResults) return 0;
  const firstId = Math.max(
    BACKFILL.firstGameId,
    ((await maxResultGameId(db, options.idsBelow)) ?? 0) + 1,
  );
  const room = Math.max(0, options.idsBelow - firstId);
  const results = simulatedHistory(options.seed, options.nowMs, options.catalog)
    .slice(0, room)
    .map((game, index) => playedResult(game, firstId + index));
  await insertResults(db, results);
  return results.length;
}

/**
 * Games started across the catalogue's championships (in turn, so each one has some) in the
 * window before `nowMs`, each played out tick by tick; those that finish before the window's end,
 * in order of start.
 */
export function simulatedHistory(
  seed: number,
  nowMs: number,
  catalog: SportsCatalog,
): PlayedGame[] {
  const endMs = Math.floor(nowMs / BACKFILL.alignMs) * BACKFILL.alignMs;
  const rng = new SeededRandom((Math.imul(seed, 0x9e3779b1) ^ (endMs / BACKFILL.alignMs)) >>> 0);
  const teamStarts = new Map<number, number[]>();
  const isFree = (team: CatalogTeam, at: number) =>
    (teamStarts.get(team.id) ?? []).every((s) => Math.abs(s - at) >= SIMULATION.teamRestMs);
  const played: PlayedGame[] = [];
  let turn: Championship[] = [];
  const gap = () => Math.round(rng.exponential(SIMULATION.meanStartGapMs));
  for (let at = endMs - BACKFILL.windowMs + gap(); at < endMs; at += gap()) {
    if (turn.length === 0) turn = shuffled(catalog.championships, rng);
    const champ = turn.pop() as Championship;
    // An outright event (a race, a vote) has every runner and no rest between events.
    const outright = OUTRIGHT_CHAMP_IDS.has(champ.id);
    const free = catalogTeams(champ.id).filter((team) => outright || isFree(team, at));
    if (free.length < 2) continue;
    const home = rng.pick(free);
    const away = rng.pick(free.filter((team) => team.id !== home.id));
    for (const team of outright ? [] : [home, away])
      teamStarts.set(team.id, [...(teamStarts.get(team.id) ?? []), at]);
    const sim = createSportSim(champ, home.rating - away.rating + rng.between(-0.1, 0.1), rng);
    let finishedMs: number | null = null;
    for (let t = at; t < endMs && finishedMs === null;) {
      t += SIMULATION.tickMs;
      if (sim.step(rng, SIMULATION.tickMs).finished) finishedMs = t;
    }
    // Still playing at the window's end: not a result yet.
    if (finishedMs === null || finishedMs > endMs) continue;
    played.push({ champ, home, away, startMs: at, finishedMs, score: sim.view().score });
  }
  return played;
}

function playedResult(game: PlayedGame, gameId: number): GameResult {
  return {
    gameId,
    permanentId: permanentGameId(gameId),
    number: gameNumber(gameId),
    sportId: game.champ.sportId,
    champId: game.champ.id,
    countryId: game.champ.country.id,
    opponents: OUTRIGHT_CHAMP_IDS.has(game.champ.id)
      ? [outrightEvent(game.champ, gameId)]
      : [game.home, game.away].map((t) => ({ id: t.id, name: t.name, nameEn: t.nameEn })),
    startAt: Math.floor(game.startMs / 1000),
    finishedAt: Math.floor(game.finishedMs / 1000),
    score: game.score,
    // The simulated provider plays every game in play, as the live feed does.
    wasLive: true,
    ...(game.champ.cyberType ? { cyberType: game.champ.cyberType } : {}),
  };
}

function shuffled<T>(items: readonly T[], rng: SeededRandom): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}
