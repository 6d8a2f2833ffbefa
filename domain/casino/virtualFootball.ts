// Virtual football (SPEC section 2, virtual sports) of the built-in provider: simulated matches on
// a schedule every viewer shares, priced and played by the sports feed's own goal model
// (domain/sports/pricing/goalsModel.ts: each side's goals Poisson with its expected goals).
// Rules (shown on the page):
// - a match every FOOTBALL_PERIOD_MS, numbered from the Unix epoch as the money wheel's draws:
//   match n takes bets from n × period until (n + 1) × period, when it is played; the pairing is
//   FOOTBALL_PAIRINGS[n mod 56] (every ordered pair of the eight teams), known in advance, so are
//   its expected goals and its prices;
// - markets: the result (1X2) and total goals over/under 2.5, priced by the feed's priceMarket
//   (coefficient 1 / (p × (1 + margin)) rounded down, the overround kept within the feed's range)
//   at FOOTBALL_MARGIN; a winning selection pays stake × coefficient;
// - provably fair: each match has its own server seed (hash shown while bets are taken, the seed
//   after); the score is one uniform draw over FOOTBALL_WEIGHT_TOTAL-ish integer weights (the
//   model's final-score cells in billionths, a cell's weight round(p × 10⁹)) with the client seed
//   FOOTBALL_CLIENT_SEED and the match number as the nonce.
// Exact return to player: the score follows the integer weights exactly, so a selection's return
// is (its cells' weight / all weight) × its coefficient, and a market's, staked evenly on each of
// its selections, the mean of those (footballExactRtp); the weights differ from the model's
// probabilities by under 10⁻⁹ a cell.
import { finalScoreMatrix, priceMarket, resultProbabilities } from '../sports/pricing';
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const FOOTBALL_PERIOD_MS = 60_000;
export const FOOTBALL_CLIENT_SEED = 'virtual-football';
export const FOOTBALL_MARGIN = 0.05;
export const FOOTBALL_TOTAL_LINE = 2.5;
export const FOOTBALL_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
export const FOOTBALL_MAX_TOTAL_STAKE = 100_000;
export const FOOTBALL_CHIP = 100;
const WEIGHT_SCALE = 1_000_000_000;
/** Expected goals of two even sides, and how a point of rating moves them. */
const BASE_GOALS = 1.3;
const HOME_EDGE = 1.12;

/** The teams and their ratings (a higher rating scores more and concedes less). */
export const FOOTBALL_TEAMS: readonly { name: string; rating: number }[] = [
  { name: 'Northport Rovers', rating: 0.6 },
  { name: 'Eastbridge United', rating: 0.45 },
  { name: 'Harbour City', rating: 0.3 },
  { name: 'Redmoor Athletic', rating: 0.15 },
  { name: 'Silverdale Town', rating: 0 },
  { name: 'Westfield Wanderers', rating: -0.15 },
  { name: 'Oakham Albion', rating: -0.3 },
  { name: 'Lakeside Rangers', rating: -0.45 },
];

/** Every ordered pair of two teams (home, away): 56 fixtures. */
export const FOOTBALL_PAIRINGS: readonly [number, number][] = FOOTBALL_TEAMS.flatMap((_, h) =>
  FOOTBALL_TEAMS.flatMap((__, a) => (h === a ? [] : [[h, a] as [number, number]])),
);

export type FootballMarket = 'result' | 'total';
/** result: 0 home, 1 draw, 2 away; total: 0 over 2.5, 1 under 2.5. */
export interface FootballBet {
  market: FootballMarket;
  pick: number;
  stake: number;
}

export interface FootballMatch {
  matchNo: number;
  home: number;
  away: number;
  homeExpected: number;
  awayExpected: number;
  /** Coefficients: result [1, X, 2], total [over, under]. */
  prices: { result: number[]; total: number[] };
  /** Final-score cells with integer weights (the score's exact distribution). */
  cells: { home: number; away: number; weight: number }[];
  weightTotal: number;
}

const cache = new Map<number, FootballMatch>();

/** The fixture numbered `matchNo`: teams, expected goals, prices and score weights. */
export function footballMatch(matchNo: number): FootballMatch {
  const pairing = matchNo % FOOTBALL_PAIRINGS.length;
  const known = cache.get(pairing);
  if (known) return { ...known, matchNo };
  const [home, away] = FOOTBALL_PAIRINGS[pairing]!;
  const diff = FOOTBALL_TEAMS[home]!.rating - FOOTBALL_TEAMS[away]!.rating;
  const homeExpected = BASE_GOALS * HOME_EDGE * Math.exp(diff / 2);
  const awayExpected = (BASE_GOALS / HOME_EDGE) * Math.exp(-diff / 2);
  const model = finalScoreMatrix({ home: 0, away: 0, homeExpected, awayExpected });
  const cells = model
    .map((c) => ({ home: c.home, away: c.away, weight: Math.round(c.p * WEIGHT_SCALE) }))
    .filter((c) => c.weight > 0);
  const over = model
    .filter((c) => c.home + c.away > FOOTBALL_TOTAL_LINE)
    .reduce((s, c) => s + c.p, 0);
  const result = priceMarket(resultProbabilities(model), FOOTBALL_MARGIN);
  const total = priceMarket([over, 1 - over], FOOTBALL_MARGIN);
  if (!result || !total) throw new Error(`virtual football: fixture ${pairing} cannot be priced`);
  const match: FootballMatch = {
    matchNo,
    home,
    away,
    homeExpected,
    awayExpected,
    prices: { result, total },
    cells,
    weightTotal: cells.reduce((s, c) => s + c.weight, 0),
  };
  cache.set(pairing, match);
  return { ...match, matchNo };
}

function scoreOf(match: FootballMatch, at: number): number[] {
  let left = at;
  for (const cell of match.cells) {
    if (left < cell.weight) return [cell.home, cell.away];
    left -= cell.weight;
  }
  throw new Error('virtual football: draw beyond the weights');
}

/** The match's final score [home, away] from its fair bytes (the nonce is the match number). */
export async function playFootball(source: ByteSource, matchNo: number): Promise<number[]> {
  const match = footballMatch(matchNo);
  return scoreOf(match, await uniformInt(source, match.weightTotal));
}

export function playFootballSync(next: () => number, matchNo: number): number[] {
  const match = footballMatch(matchNo);
  return scoreOf(match, uniformIntSync(next, match.weightTotal));
}

/** Whether a selection wins with the final score. */
export function footballPickWins(market: FootballMarket, pick: number, score: readonly number[]) {
  const [home = 0, away = 0] = score;
  if (market === 'total') return (home + away > FOOTBALL_TOTAL_LINE ? 0 : 1) === pick;
  return (home > away ? 0 : home === away ? 1 : 2) === pick;
}

/** What a bet returns: stake × coefficient (coefficients have two decimals, stakes whole chips). */
export function footballBetWin(bet: FootballBet, match: FootballMatch, score: readonly number[]) {
  if (!footballPickWins(bet.market, bet.pick, score)) return 0;
  return (bet.stake * Math.round(match.prices[bet.market][bet.pick]! * 100)) / 100;
}

export const footballWin = (
  bets: readonly FootballBet[],
  matchNo: number,
  score: readonly number[],
) => bets.reduce((sum, bet) => sum + footballBetWin(bet, footballMatch(matchNo), score), 0);

/** The exact chance of a selection: its cells' weight over all weight. */
export function footballPickChance(match: FootballMatch, market: FootballMarket, pick: number) {
  const weight = match.cells
    .filter((c) => footballPickWins(market, pick, [c.home, c.away]))
    .reduce((s, c) => s + c.weight, 0);
  return weight / match.weightTotal;
}

/** The exact return of a selection (chance × coefficient), and of a market staked evenly. */
export function footballExactRtp(match: FootballMatch, market: FootballMarket, pick?: number) {
  const picks = pick === undefined ? match.prices[market].map((_, i) => i) : [pick];
  const sum = picks.reduce(
    (s, p) => s + footballPickChance(match, market, p) * match.prices[market][p]!,
    0,
  );
  return sum / picks.length;
}

/** The schedule's mean exact return of a market staked evenly (every fixture equally often). */
export function footballScheduleRtp(market: FootballMarket): number {
  const all = FOOTBALL_PAIRINGS.map((_, n) => footballExactRtp(footballMatch(n), market));
  return all.reduce((s, r) => s + r, 0) / all.length;
}

/** Why a set of bets is not accepted, or null: 1–5 distinct selections, whole chips, the limit. */
export function footballBetsProblem(bets: readonly FootballBet[]): string | null {
  if (bets.length < 1 || bets.length > 5) return 'bets: one to five';
  const seen = new Set<string>();
  let total = 0;
  for (const bet of bets) {
    const picks = bet.market === 'result' ? 3 : bet.market === 'total' ? 2 : 0;
    if (!Number.isInteger(bet.pick) || bet.pick < 0 || bet.pick >= picks)
      return 'pick: not offered';
    const key = `${bet.market}:${bet.pick}`;
    if (seen.has(key)) return 'pick: one bet per selection';
    seen.add(key);
    if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0 || bet.stake % FOOTBALL_CHIP !== 0) {
      return 'stake: whole chips';
    }
    total += bet.stake;
  }
  return total > FOOTBALL_MAX_TOTAL_STAKE ? 'stake: above the table limit' : null;
}

export const footballMatchAt = (ms: number): number => Math.floor(ms / FOOTBALL_PERIOD_MS);
export const footballKickOff = (matchNo: number): number => (matchNo + 1) * FOOTBALL_PERIOD_MS;
