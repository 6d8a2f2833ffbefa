// Statistics of a game (SPEC section 2 "statistic and statisticpopup"): each side's recent form,
// the head-to-head meetings of the two teams and the championship table, all computed from the
// results this site has stored for its settled games (sport_results, written as games finish and
// are settled: resultsRepository.ts). Nothing is generated: with no stored result a part is empty
// and the page says so. Team ids are per championship (catalog.ts), so every figure is the
// championship's own.
import type { Kysely } from 'kysely';
import type { GameDetails } from '../../../domain/sports/types';
import type { DatabaseSchema } from '../../db/index';
import type {
  FormLetter,
  FormResult,
  GameStatistics,
  StandingRow,
  StoredGame,
} from '../../../domain/sports/statistics';

export const STATISTICS_LIMITS = {
  /** Results in each side's form. */
  form: 5,
  /** Head-to-head meetings listed. */
  headToHead: 5,
  /** The table counts at most this many of the championship's latest stored results. */
  results: 2000,
} as const;

function letter(own: number, other: number): FormLetter {
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** The championship's stored settled (not cancelled) results, latest first. */
export async function storedChampGames(
  db: Kysely<DatabaseSchema>,
  champId: number,
): Promise<StoredGame[]> {
  const rows = await db
    .selectFrom('sport_results')
    .select(['game_id', 'finished_at', 'opponents', 'score_home', 'score_away'])
    .where('champ_id', '=', champId)
    .where('cancelled', '=', false)
    .orderBy('finished_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(STATISTICS_LIMITS.results)
    .execute();
  const games: StoredGame[] = [];
  for (const row of rows) {
    const [home, away] = row.opponents;
    // An outright or a one-sided record has no two sides to count.
    if (!home || !away) continue;
    games.push({
      gameId: Number(row.game_id),
      playedAt: Math.floor(row.finished_at.getTime() / 1000),
      homeId: home.id,
      homeName: home.nameEn || home.name,
      awayId: away.id,
      awayName: away.nameEn || away.name,
      homeScore: row.score_home,
      awayScore: row.score_away,
    });
  }
  return games;
}

/** Form of one team: its latest results, latest first (`games` latest first). */
export function teamForm(games: StoredGame[], teamId: number): FormResult[] {
  const results: FormResult[] = [];
  for (const g of games) {
    if (results.length >= STATISTICS_LIMITS.form) break;
    if (g.homeId !== teamId && g.awayId !== teamId) continue;
    const home = g.homeId === teamId;
    const scored = home ? g.homeScore : g.awayScore;
    const conceded = home ? g.awayScore : g.homeScore;
    results.push({
      gameId: g.gameId,
      playedAt: g.playedAt,
      opponentId: home ? g.awayId : g.homeId,
      opponentName: home ? g.awayName : g.homeName,
      home,
      scored,
      conceded,
      result: letter(scored, conceded),
    });
  }
  return results;
}

/** The table: 3 points a win, 1 a draw; by points, goal difference, goals for, then team id. */
export function standings(games: StoredGame[]): StandingRow[] {
  const rows = new Map<number, Omit<StandingRow, 'position'>>();
  const row = (teamId: number, name: string) => {
    let r = rows.get(teamId);
    if (!r) {
      r = {
        teamId,
        name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        points: 0,
      };
      rows.set(teamId, r);
    }
    return r;
  };
  for (const g of games) {
    const sides: [Omit<StandingRow, 'position'>, number, number][] = [
      [row(g.homeId, g.homeName), g.homeScore, g.awayScore],
      [row(g.awayId, g.awayName), g.awayScore, g.homeScore],
    ];
    for (const [r, own, other] of sides) {
      r.played += 1;
      r.goalsFor += own;
      r.goalsAgainst += other;
      const outcome = letter(own, other);
      if (outcome === 'W') r.won += 1;
      else if (outcome === 'D') r.drawn += 1;
      else r.lost += 1;
      r.points = r.won * 3 + r.drawn;
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        a.teamId - b.teamId,
    )
    .map((r, index) => ({ position: index + 1, ...r }));
}

/** The statistics of `game` from the championship's stored results (latest first). */
export function statisticsOf(game: GameDetails, games: StoredGame[]): GameStatistics {
  const [homeId = 0, awayId = 0] = game.opponents.map((o) => o.id);
  const headToHead = games
    .filter(
      (g) =>
        (g.homeId === homeId && g.awayId === awayId) ||
        (g.homeId === awayId && g.awayId === homeId),
    )
    .slice(0, STATISTICS_LIMITS.headToHead);
  return {
    gameId: game.id,
    source: {
      results: games.length,
      firstAt: games.at(-1)?.playedAt ?? null,
      lastAt: games[0]?.playedAt ?? null,
    },
    headToHead,
    form: game.opponents.slice(0, 2).map((o) => ({ teamId: o.id, results: teamForm(games, o.id) })),
    standings: standings(games),
  };
}

/** Loads the championship's stored results and computes the statistics of `game`. */
export async function gameStatistics(
  db: Kysely<DatabaseSchema>,
  game: GameDetails,
): Promise<GameStatistics> {
  const games = (await storedChampGames(db, game.champId)).filter((g) => g.gameId !== game.id);
  return statisticsOf(game, games);
}
