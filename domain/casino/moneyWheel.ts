// The money wheel (SPEC section 2, TV games) of the built-in provider: a wheel of 54 segments
// drawn on a schedule every viewer shares. Rules (shown on the page):
// - a draw every WHEEL_PERIOD_MS, numbered from the Unix epoch (draw n takes bets from
//   n × period until (n + 1) × period, when it closes and the wheel stops); one result per draw
//   for everyone;
// - each draw has its own server seed, generated when the draw is first asked for; its SHA-256 is
//   shown while bets are taken and the seed once the draw is closed. The segment is the usual
//   fair draw (fairness.ts) with the public client seed WHEEL_CLIENT_SEED and the draw number as
//   the nonce: uniform over the 54 segments without modulo bias;
// - a bet names a segment value (1, 3, 6, 12, 25 or 50) and pays that many to 1 when the wheel
//   stops on it (the stake returned besides); the house segment (0) pays no bet;
// - the segments: 26 × 1, 13 × 3, 7 × 6, 4 × 12, 2 × 25, 1 × 50 and 1 house. The exact return of a
//   bet on value v is count(v) × (v + 1) / 54: 1, 3, 12 and 25 96.2963 %, 50 94.4444 %,
//   6 90.7407 %. A draw's bets are independent of each other, so a mix returns the stake-weighted
//   mean.
// A bet on a draw that has closed (or any but the draw taking bets) is refused (bets_closed).
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

/** The schedule: a draw every 15 s. */
export const WHEEL_PERIOD_MS = 15_000;
/** The public client seed of every draw (the nonce is the draw number). */
export const WHEEL_CLIENT_SEED = 'money-wheel';
/** The wheel, clockwise from the top: each segment's value (0 the house segment). */
export const WHEEL_SEGMENTS: readonly number[] = [
  1, 6, 3, 12, 1, 1, 3, 1, 1, 6, 3, 1, 1, 1, 3, 1, 12, 6, 3, 1, 25, 1, 3, 1, 6, 1, 3, 50, 1, 1, 0,
  12, 6, 3, 1, 3, 1, 1, 1, 3, 6, 1, 1, 12, 3, 1, 1, 25, 6, 3, 1, 3, 1, 1,
];
/** The values a bet can name; each pays that many to 1. */
export const WHEEL_BET_VALUES: readonly number[] = [1, 3, 6, 12, 25, 50];
/** The chip (minor units): stakes are whole chips, their sum per bet request at most the limit. */
export const WHEEL_CHIP = 100;
export const WHEEL_MAX_TOTAL_STAKE = 100_000;
export const WHEEL_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];

export interface WheelBet {
  value: number;
  stake: number;
}

export const wheelDrawAt = (ms: number): number => Math.floor(ms / WHEEL_PERIOD_MS);
export const wheelClosesAt = (drawNo: number): number => (drawNo + 1) * WHEEL_PERIOD_MS;

/** The draw's segment (index into WHEEL_SEGMENTS) from its fair bytes. */
export async function drawWheel(source: ByteSource): Promise<number[]> {
  return [await uniformInt(source, WHEEL_SEGMENTS.length)];
}

export function drawWheelSync(next: () => number): number {
  return uniformIntSync(next, WHEEL_SEGMENTS.length);
}

/** What a bet returns when the wheel stops on `segment`, the stake included. */
export function wheelBetWin(bet: WheelBet, segment: number): number {
  return WHEEL_SEGMENTS[segment] === bet.value ? bet.stake * (bet.value + 1) : 0;
}

export const wheelWin = (bets: readonly WheelBet[], segment: number): number =>
  bets.reduce((sum, bet) => sum + wheelBetWin(bet, segment), 0);

/** The exact return to player of a bet on `value`: count × (value + 1) / 54. */
export function wheelExactRtp(value: number): number {
  const count = WHEEL_SEGMENTS.filter((v) => v === value).length;
  return (count * (value + 1)) / WHEEL_SEGMENTS.length;
}

/** Why a set of bets is not accepted, or null: 1–6 bets, distinct values, whole chips, the limit. */
export function wheelBetsProblem(bets: readonly WheelBet[]): string | null {
  if (bets.length < 1 || bets.length > WHEEL_BET_VALUES.length) return 'bets: one to six';
  const values = new Set<number>();
  let total = 0;
  for (const bet of bets) {
    if (!WHEEL_BET_VALUES.includes(bet.value)) return 'value: not a segment value';
    if (values.has(bet.value)) return 'value: one bet per value';
    values.add(bet.value);
    if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0 || bet.stake % WHEEL_CHIP !== 0) {
      return 'stake: whole chips';
    }
    total += bet.stake;
  }
  return total > WHEEL_MAX_TOTAL_STAKE ? 'stake: above the table limit' : null;
}
