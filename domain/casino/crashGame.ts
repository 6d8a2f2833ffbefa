// The crash game's rules. Each bet is its own round on the server clock: the multiplier starts at
// 1.00 when the bet is accepted and grows as m(t) = floor(100 · e^(k·t)) / 100 (t in ms since the
// round's start, k = CRASH_GROWTH_PER_MS: ×2 in about 11.6 s). The round runs while m(t) is at or
// below its crash point and crashes the moment m(t) would pass it. A cash-out is judged by the
// server's clock when the request arrives: if m(t) ≤ crash point it wins stake × m(t), otherwise
// the stake is lost. An automatic cash-out at a target pays target × stake if the crash point
// reaches the target. The crash point comes from the fair outcome with a 3 % house edge, so
// P(crash point ≥ m) = 0.97 / m for every m ≥ 1.01 on the 0.01 grid: whatever multiplier the
// player takes, the return is 97 %. 1.00 is never a cash-out (it would return the stake risk
// free); the least is CRASH_MIN_CASH_OUT.

import type { RoundBytes } from './fairness';

/** Growth rate of the multiplier curve per millisecond. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** The house edge in percent: the return to player is 100 − this, for every cash-out strategy. */
export const CRASH_HOUSE_EDGE_PERCENT = 3;
/** The least multiplier a cash-out (by hand or automatic) takes, in hundredths. */
export const CRASH_MIN_CASH_OUT_X100 = 101;
/** Crash points are capped (a round's longest run, and the largest win per stake), in hundredths. */
export const CRASH_MAX_POINT_X100 = 1_000_000;
/** Stakes in minor units. */
export const CRASH_STAKES: readonly number[] = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

const TWO_52 = 2n ** 52n;

/**
 * The crash point in hundredths from 52 uniform bits r: floor((100 − edge) · 2^52 / (2^52 − r)),
 * at least 100 and at most the cap. For M ≥ 100 the count of r with a point ≥ M is
 * floor((100 − edge) · 2^52 / M) of 2^52, i.e. probability (1 − edge)·100/M, exactly up to 2^−52.
 */
export function crashPointX100FromBits(bits52: bigint): number {
  if (bits52 < 0n || bits52 >= TWO_52) throw new RangeError('52 bits expected');
  const numerator = BigInt(100 - CRASH_HOUSE_EDGE_PERCENT) * TWO_52;
  const point = Number(numerator / (TWO_52 - bits52));
  return Math.min(Math.max(point, 100), CRASH_MAX_POINT_X100);
}

/** The fair outcome's crash point, in hundredths. */
export async function crashPointX100(bytes: RoundBytes): Promise<number> {
  return crashPointX100FromBits(await bytes.first52Bits());
}

/** The multiplier in hundredths t ms after the round started. */
export function multiplierX100At(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  // Not capped: a round at the capped crash point crashes when the curve passes the cap.
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/** The ms after the start at which the multiplier first reaches `x100` hundredths. */
export function msToReach(x100: number): number {
  if (x100 <= 100) return 0;
  let ms = Math.ceil(Math.log(x100 / 100) / CRASH_GROWTH_PER_MS);
  // Float rounding: step to the first whole ms where the floored curve is there.
  while (ms > 0 && multiplierX100At(ms - 1) >= x100) ms -= 1;
  while (multiplierX100At(ms) < x100) ms += 1;
  return ms;
}

/** The ms after the start at which the round crashes: the first ms whose multiplier passes it. */
export function crashTimeMs(crashX100: number): number {
  return msToReach(crashX100 + 1);
}

export type CrashCashOutJudgement =
  | { outcome: 'won'; multiplierX100: number }
  | { outcome: 'too_early'; multiplierX100: number }
  | { outcome: 'crashed'; multiplierX100: number };

/**
 * A cash-out asked `elapsedMs` after the start, judged against the crash point (and an automatic
 * cash-out target, which pays first if the round reached it before the request).
 */
export function judgeCashOut(
  crashX100: number,
  elapsedMs: number,
  autoCashOutX100: number | null,
): CrashCashOutJudgement {
  const now = multiplierX100At(elapsedMs);
  if (autoCashOutX100 !== null && autoCashOutX100 <= crashX100 && now >= autoCashOutX100) {
    return { outcome: 'won', multiplierX100: autoCashOutX100 };
  }
  if (now > crashX100) return { outcome: 'crashed', multiplierX100: crashX100 };
  if (now < CRASH_MIN_CASH_OUT_X100) return { outcome: 'too_early', multiplierX100: now };
  return { outcome: 'won', multiplierX100: now };
}

/** How a round ends with no cash-out by hand: at the automatic target if reached, else crashed. */
export function settleWithoutCashOut(
  crashX100: number,
  autoCashOutX100: number | null,
): { won: boolean; multiplierX100: number } {
  if (autoCashOutX100 !== null && autoCashOutX100 <= crashX100) {
    return { won: true, multiplierX100: autoCashOutX100 };
  }
  return { won: false, multiplierX100: crashX100 };
}

/** The win of a stake at a multiplier, in minor units (rounded down). */
export function crashWin(stake: number, multiplierX100: number): number {
  return Math.floor((stake * multiplierX100) / 100);
}

/**
 * The theoretical return of cashing out at `targetX100`: target × P(point ≥ target), exactly
 * floor(97 · 2^52 / target) / 2^52 · target / 100 (1 − 0.03 up to 2^−52 and the cap).
 */
export function crashTheoreticalRtp(targetX100: number): number {
  if (targetX100 > CRASH_MAX_POINT_X100) return 0;
  const ways = (BigInt(100 - CRASH_HOUSE_EDGE_PERCENT) * TWO_52) / BigInt(targetX100);
  const probability = Number(ways) / Number(TWO_52);
  return (probability * targetX100) / 100;
}
