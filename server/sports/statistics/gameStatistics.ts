// Statistics of a game (SPEC section 2 "statistic and statisticpopup"): head-to-head meetings,
// recent form and the championship table, generated from the simulated teams' strengths and the
// feed seed (the same seed and game always give the same figures).
import type { GameDetails } from '../../../domain/sports/types';
import { catalogTeams, type CatalogTeam } from '../catalog';
import { SeededRandom } from '../feed/random';

export const FORM_GAMES = 5;
export const HEAD_TO_HEAD_GAMES = 5;
const DAY_SEC = 86_400;

export type FormLetter = 'W' | 'D' | 'L';

export interface Meeting {
  playedAt: number;
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
}

export interface StandingRow {
  position: number;
  teamId: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

export interface GameStatistics {
  gameId: number;
  headToHead: Meeting[];
  form: { teamId: number; results: FormLetter[] }[];
  standings: StandingRow[];
}

/** Mixes numbers into one 32-bit seed. */
function mix(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) {
    h ^= v >>> 0;
    h = Math.imul(h, 16777619) >>> 0;
    h ^= Math.floor(v / 4294967296) >>> 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

function score(
  rng: SeededRandom,
  a: CatalogTeam | undefined,
  b: CatalogTeam | undefined,
): [number, number] {
  const d = (a?.rating ?? 0.5) - (b?.rating ?? 0.5);
  return [rng.poisson(1.35 * Math.exp(0.6 * d)), rng.poisson(1.35 * Math.exp(-0.6 * d))];
}

function letter(own: number, other: number): FormLetter {
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

export function gameStatistics(seed: number, game: GameDetails): GameStatistics {
  const teams = catalogTeams(game.champId);
  const team = (id: number) => teams.find((t) => t.id === id);
  const [homeId = 0, awayId = 0] = game.opponents.map((o) => o.id);
  const pairRng = new SeededRandom(mix(seed, Math.min(homeId, awayId), Math.max(homeId, awayId)));
  const headToHead: Meeting[] = [];
  for (let i = 0; i < HEAD_TO_HEAD_GAMES; i += 1) {
    const swap = i % 2 === 1;
    const [h, a] = swap ? [awayId, homeId] : [homeId, awayId];
    const [hs, as] = score(pairRng, team(h), team(a));
    headToHead.push({
      playedAt: game.startAt - (i + 1) * 120 * DAY_SEC,
      homeId: h,
      awayId: a,
      homeScore: hs,
      awayScore: as,
    });
  }
  const form = [homeId, awayId].map((teamId) => {
    const rng = new SeededRandom(mix(seed, teamId, game.startAt));
    const results: FormLetter[] = [];
    for (let i = 0; i < FORM_GAMES; i += 1) {
      const opponent = teams.length > 0 ? rng.pick(teams) : undefined;
      const [own, other] = score(rng, team(teamId), opponent);
      results.push(letter(own, other));
    }
    return { teamId, results };
  });
  const tableRng = new SeededRandom(
    mix(seed, game.champId, Math.floor(game.startAt / (7 * DAY_SEC))),
  );
  const rows = teams.map((t) => {
    const row = { teamId: t.id, name: t.name, played: 0, won: 0, drawn: 0, lost: 0, points: 0 };
    for (const other of teams) {
      if (other.id === t.id) continue;
      const [own, against] = score(tableRng, t, other);
      row.played += 1;
      const outcome = letter(own, against);
      if (outcome === 'W') row.won += 1;
      else if (outcome === 'D') row.drawn += 1;
      else row.lost += 1;
    }
    row.points = row.won * 3 + row.drawn;
    return row;
  });
  rows.sort((a, b) => b.points - a.points || b.won - a.won || a.teamId - b.teamId);
  return {
    gameId: game.id,
    headToHead,
    form,
    standings: rows.map((row, index) => ({ position: index + 1, ...row })),
  };
}
