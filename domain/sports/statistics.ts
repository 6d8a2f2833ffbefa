// The answer of a game's statistics (SPEC section 2 "statistic and statisticpopup"), declared once
// for the server that computes it from stored results (server/sports/statistics) and the store
// that shows it.

export type FormLetter = 'W' | 'D' | 'L';

/** A settled game of the championship as stored (home side first). */
export interface StoredGame {
  gameId: number;
  /** When the game finished (seconds since the epoch). */
  playedAt: number;
  homeId: number;
  homeName: string;
  awayId: number;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

/** One result of a team's form, from the team's side. */
export interface FormResult {
  gameId: number;
  playedAt: number;
  opponentId: number;
  opponentName: string;
  /** The team played at home. */
  home: boolean;
  /** Goals (points, sets…) of the team, then of its opponent. */
  scored: number;
  conceded: number;
  result: FormLetter;
}

export interface StandingRow {
  position: number;
  teamId: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** Statistics of a game, computed from this site's stored settled results. */
export interface GameStatistics {
  gameId: number;
  /** How many stored results of the championship the figures come from, and their span. */
  source: { results: number; firstAt: number | null; lastAt: number | null };
  headToHead: StoredGame[];
  form: { teamId: number; results: FormResult[] }[];
  standings: StandingRow[];
}
