// Toto, pool betting (SPEC section 2 `toto/{totoSection?}`): a draw is a fixed list of games, each
// predicted 1 (home wins), X (draw) or 2 (away wins). A ticket may pick several outcomes of a game:
// it then holds one line per combination and its stake is the unit stake times the lines. Stakes
// form a pool per currency; after the last game, the pool minus the operator's share is split
// among the winning lines by tiers of correct predictions. The same functions price a ticket in the
// browser and on the server, and split the pool at settlement.
//
// House rules (the SPEC names the sections only):
// - A cancelled game, or one not played 48 hours after its start, counts as correct for every pick
//   of every ticket, as pool operators do.
// - Rounding: each tier's fund is floor(net pool × tier share); a line's prize is floor(tier fund /
//   winning lines of the tier). Every minor unit left by either floor, and the whole fund of a tier
//   nobody won, rolls over into the top tier of the next draw in that currency (the jackpot), so
//   operator share + payouts + rollover = stakes + jackpot in, to the minor unit.

import {
  poolRefusalCodes,
  stakeProblemOf,
  type PoolStakeRange,
  type PoolTicketStatus,
} from '../poolGames/index';
export const TOTO_PICKS = ['1', 'X', '2'] as const;
export type TotoPick = (typeof TOTO_PICKS)[number];
/** A game's result for the draw: the winning pick, or cancelled (every pick correct). */
export type TotoOutcome = TotoPick | 'cancelled';

/** Basis points: 10,000 = 100 %. */
export const BASIS_POINTS = 10_000;

/** A brand's toto (site config `toto`); amounts in major units of the ticket's currency. */
export interface TotoRules {
  /** Games in a draw. */
  gamesPerDraw: number;
  /** The operator's share of each currency's stakes, basis points. */
  operatorShareBp: number;
  /** Prize tiers by correct predictions, top tier first; shares sum to 10,000 bp. */
  tiers: readonly { correct: number; shareBp: number }[];
  /** The stake of one line: at least `min`, at most `max`, a multiple of `step`. */
  unitStake: PoolStakeRange;
  /** Most lines (combinations) one ticket may hold. */
  maxLines: number;
}

export function isTotoPick(value: unknown): value is TotoPick {
  return (TOTO_PICKS as readonly unknown[]).includes(value);
}

/** What is wrong with a ticket's picks, by game position (0-based). */
export type TotoPickProblem =
  | { code: 'games_count'; expected: number }
  | { code: 'pick_missing'; position: number }
  | { code: 'pick_duplicate'; position: number }
  | { code: 'pick_unknown'; position: number };

/** A ticket's picks must hold one non-empty set of known, distinct picks per game of the draw. */
export function picksProblems(
  picks: readonly (readonly unknown[])[],
  games: number,
): TotoPickProblem[] {
  if (picks.length !== games) return [{ code: 'games_count', expected: games }];
  const problems: TotoPickProblem[] = [];
  picks.forEach((set, position) => {
    if (set.length === 0) problems.push({ code: 'pick_missing', position });
    else if (!set.every(isTotoPick)) problems.push({ code: 'pick_unknown', position });
    else if (new Set(set).size !== set.length) problems.push({ code: 'pick_duplicate', position });
  });
  return problems;
}

/** Lines a ticket holds: the product of its picks per game. */
export function linesOf(picks: readonly (readonly TotoPick[])[]): number {
  return picks.reduce((n, set) => n * set.length, 1);
}

/** The pick a final score makes: home ahead 1, level X, away ahead 2. */
export function outcomeOfScore(home: number, away: number): TotoPick {
  if (home > away) return '1';
  return home === away ? 'X' : '2';
}

/**
 * How many of a ticket's lines have exactly k correct predictions, for k = 0 ... games: the
 * coefficients of the product over games of (wrong + correct·x), where a game's correct count is
 * 1 when its outcome is picked (every pick when it is cancelled) and wrong the rest of its picks.
 */
export function linesByCorrect(
  picks: readonly (readonly TotoPick[])[],
  outcomes: readonly TotoOutcome[],
): number[] {
  let poly = [1];
  picks.forEach((set, i) => {
    const outcome = outcomes[i];
    const correct =
      outcome === 'cancelled' ? set.length : set.filter((pick) => pick === outcome).length;
    const wrong = set.length - correct;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((n, k) => {
      next[k] = (next[k] ?? 0) + n * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + n * correct;
    });
    poly = next;
  });
  return poly;
}

/** The most correct predictions any line of the ticket has. */
export function bestCorrect(byCorrect: readonly number[]): number {
  for (let k = byCorrect.length - 1; k >= 0; k -= 1) if ((byCorrect[k] ?? 0) > 0) return k;
  return 0;
}

export interface TierSplit {
  correct: number;
  shareBp: number;
  /** Minor units the tier shares: its share of the net pool (plus the jackpot for the top tier). */
  fund: number;
  /** Winning lines of the tier over every ticket of the pool. */
  lines: number;
  /** Minor units one winning line gets: floor(fund / lines), 0 when nobody won. */
  perLine: number;
}

export interface PoolSplit {
  /** Minor units of the operator's share: floor(stakes × operatorShareBp). */
  operatorShare: number;
  tiers: TierSplit[];
  /** Minor units paid to the winning lines. */
  paid: number;
  /** Minor units carried to the next draw's top tier (unwon funds and rounding remainders). */
  rollover: number;
}

/**
 * Splits one currency's pool. `stakes` and `jackpotIn` in minor units; `winningLines` maps a
 * tier's correct count to the winning lines over every ticket. Always:
 * operatorShare + paid + rollover === stakes + jackpotIn, and paid <= stakes + jackpotIn - operatorShare.
 */
export function splitPool(
  rules: Pick<TotoRules, 'operatorShareBp' | 'tiers'>,
  stakes: number,
  jackpotIn: number,
  winningLines: ReadonlyMap<number, number>,
): PoolSplit {
  const operatorShare = Math.floor((stakes * rules.operatorShareBp) / BASIS_POINTS);
  const net = stakes - operatorShare;
  const top = Math.max(...rules.tiers.map((t) => t.correct));
  let paid = 0;
  const tiers = rules.tiers.map((tier): TierSplit => {
    const fund =
      Math.floor((net * tier.shareBp) / BASIS_POINTS) + (tier.correct === top ? jackpotIn : 0);
    const lines = winningLines.get(tier.correct) ?? 0;
    const perLine = lines > 0 ? Math.floor(fund / lines) : 0;
    paid += perLine * lines;
    return { correct: tier.correct, shareBp: tier.shareBp, fund, lines, perLine };
  });
  return { operatorShare, tiers, paid, rollover: stakes + jackpotIn - operatorShare - paid };
}

/** A ticket's win in minor units: each tier's winning lines of the ticket times its line prize. */
export function ticketWin(byCorrect: readonly number[], split: Pick<PoolSplit, 'tiers'>): number {
  return split.tiers.reduce((sum, tier) => sum + (byCorrect[tier.correct] ?? 0) * tier.perLine, 0);
}

/** Why a ticket is refused (409 `refusals`), worded by the client's toto dictionary (refusal_<code>). */
export const TOTO_REFUSAL_CODES = poolRefusalCodes('too_many_lines');
export type TotoRefusalCode = (typeof TOTO_REFUSAL_CODES)[number];

/** Whether a unit stake (minor units) keeps the rules' `unitStake`: the stake refusal, or null. */
export const unitStakeProblem = stakeProblemOf('unitStake');

// ---------------------------------------------------------------- what the HTTP API answers

export type TotoDrawStatus = 'open' | 'closed' | 'settling' | 'settled';

export interface TotoGameView {
  /** 0-based place in the draw. */
  position: number;
  gameId: number;
  sportId: number;
  /** ISO time (the feed's clock). */
  startAt: string;
  home: string;
  away: string;
  champName: string;
  /** null until the game has a result. */
  outcome: TotoOutcome | null;
  /** The final score ('2:1'), null until the result. */
  score: string | null;
}

export interface TotoTierView {
  correct: number;
  shareBp: number;
  /** Major units; present once the draw is settled. */
  fund?: number;
  lines?: number;
  perLine?: number;
}

export interface TotoPoolView {
  currencyId: number;
  /** Stakes so far, major units. */
  stakes: number;
  /** Carried in from earlier draws to the top tier, major units (known at settlement; before, what is carried so far). */
  jackpot: number;
  tickets: number;
  tiers: TotoTierView[];
  /** Settled pools: the operator's share and what rolled over, major units. */
  operatorShare?: number;
  rollover?: number;
}

export interface TotoDrawView {
  id: number;
  number: number;
  status: TotoDrawStatus;
  /** Tickets are sold until the first game starts (ISO). */
  closesAt: string;
  settledAt: string | null;
  games: TotoGameView[];
  pools: TotoPoolView[];
}

export interface TotoRulesView {
  gamesPerDraw: number;
  operatorShareBp: number;
  tiers: { correct: number; shareBp: number }[];
  unitStake: PoolStakeRange;
  maxLines: number;
}

export type TotoTicketStatus = PoolTicketStatus;

export interface TotoTicketView {
  id: number;
  drawId: number;
  drawNumber: number;
  picks: TotoPick[][];
  lines: number;
  currencyId: number;
  /** Major units. */
  unitStake: number;
  stake: number;
  win: number;
  status: TotoTicketStatus;
  /** Best line's correct predictions once the draw is settled, else null. */
  correct: number | null;
  placedAt: string;
  settledAt: string | null;
}
