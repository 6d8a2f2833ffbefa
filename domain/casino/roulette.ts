// European roulette (single zero, 37 pockets 0–36) of the built-in provider: the bets of the
// table layout, what each covers and pays, the winning pocket drawn provably fair, a round's win
// and the exact return to player. Every bet covering k numbers returns 36/k times its stake when
// the ball lands on one of them (the stake included), so each bet returns 36/37 = 97.30 %.

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const ROULETTE_POCKETS = 37;
/** The red numbers of the European wheel; the other numbers 1–36 are black, 0 is green. */
export const ROULETTE_RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/**
 * One bet on the layout. `numbers` names what it covers: straight one number 0–36; split two
 * adjacent numbers (side by side in a row, one above the other, or 0 with 1, 2 or 3); street the
 * first number of a row (1, 4, … 34); corner the lowest of four numbers in a square (n, n+1,
 * n+3, n+4, n not in the right column); line the first number of two adjacent rows (1, 4, … 31);
 * dozen and column 1–3; the even-money bets none.
 */
export interface RouletteBet {
  kind: RouletteBetKind;
  numbers?: readonly number[];
  /** Minor units. */
  stake: number;
}

const range = (from: number, to: number, step = 1) => {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
};
const isNumber = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
/** The column (1–3) of a number 1–36. */
const columnOf = (n: number) => ((n - 1) % 3) + 1;

/**
 * The numbers a bet covers, or null when the bet is not on the layout (a bad number, split not
 * adjacent, a corner off the grid…).
 */
export function rouletteCovered(bet: Pick<RouletteBet, 'kind' | 'numbers'>): number[] | null {
  const given = bet.numbers ?? [];
  const one = given.length === 1 && isNumber(given[0]) ? given[0] : undefined;
  switch (bet.kind) {
    case 'straight':
      return one !== undefined && one <= 36 ? [one] : null;
    case 'split': {
      if (given.length !== 2 || !given.every(isNumber)) return null;
      const [a, b] = [...given].sort((x, y) => x - y) as [number, number];
      if (b > 36 || a === b) return null;
      const zeroSplit = a === 0 && b <= 3;
      const sideBySide = a >= 1 && b === a + 1 && columnOf(a) !== 3;
      const aboveBelow = a >= 1 && b === a + 3;
      return zeroSplit || sideBySide || aboveBelow ? [a, b] : null;
    }
    case 'street':
      return one !== undefined && one >= 1 && one <= 34 && columnOf(one) === 1
        ? [one, one + 1, one + 2]
        : null;
    case 'corner':
      return one !== undefined && one >= 1 && one <= 32 && columnOf(one) !== 3
        ? [one, one + 1, one + 3, one + 4]
        : null;
    case 'line':
      return one !== undefined && one >= 1 && one <= 31 && columnOf(one) === 1
        ? range(one, one + 5)
        : null;
    case 'dozen':
      return one !== undefined && one >= 1 && one <= 3 ? range(12 * one - 11, 12 * one) : null;
    case 'column':
      return one !== undefined && one >= 1 && one <= 3 ? range(one, 36, 3) : null;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      if (given.length !== 0) return null;
      return range(1, 36).filter((n) => {
        if (bet.kind === 'red') return ROULETTE_RED.has(n);
        if (bet.kind === 'black') return !ROULETTE_RED.has(n);
        if (bet.kind === 'odd') return n % 2 === 1;
        if (bet.kind === 'even') return n % 2 === 0;
        if (bet.kind === 'low') return n <= 18;
        return n >= 19;
      });
    default:
      return null;
  }
}

/** What a winning bet returns per unit staked, the stake included (36 / numbers covered). */
export function roulettePayout(covered: readonly number[]): number {
  return 36 / covered.length;
}

/** The winning pocket of a round: uniform in 0–36 from the round's bytes (no modulo bias). */
export async function drawRoulettePocket(source: ByteSource): Promise<number> {
  return uniformInt(source, ROULETTE_POCKETS);
}

/** The synchronous twin of drawRoulettePocket (simulations). */
export function drawRoulettePocketSync(next: () => number): number {
  return uniformIntSync(next, ROULETTE_POCKETS);
}

/** A round's win in minor units: each bet that covers the pocket returns stake × 36 / k. */
export function rouletteWin(bets: readonly RouletteBet[], pocket: number): number {
  let win = 0;
  for (const bet of bets) {
    const covered = rouletteCovered(bet);
    if (covered === null) throw new RangeError(`roulette bet ${bet.kind} is not on the layout`);
    if (covered.includes(pocket)) win += (bet.stake * 36) / covered.length;
  }
  return win;
}

/**
 * The exact return to player of a bet: the sum over the 37 equally likely pockets of what it
 * returns, over 37 (36/37 for every bet on the layout).
 */
export function rouletteExactRtp(bet: Pick<RouletteBet, 'kind' | 'numbers'>): number {
  const covered = rouletteCovered(bet);
  if (covered === null) throw new RangeError(`roulette bet ${bet.kind} is not on the layout`);
  let returned = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
    if (covered.includes(pocket)) returned += roulettePayout(covered);
  }
  return returned / ROULETTE_POCKETS;
}
