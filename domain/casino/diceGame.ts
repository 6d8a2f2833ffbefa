// Dice of the built-in provider (fast games): a roll of 00.00–99.99 (10,000 equally likely
// values, drawn provably fair); the player bets the roll comes under a target or at or over it.
// The chance of a bet is C / 10,000 (C the count of winning values); it pays a multiplier of
// 0.99 / chance rounded down to hundredths, so the house edge is 1 % and a little more where the
// rounding takes it (the exact return is C/10,000 × the multiplier, shown with each bet).
// Targets (hundredths): under T wins on a roll below T, over T on a roll at or above T; the chance
// must lie between 1 % and 95 %.

import type { BetTableRules, BoardSpot } from './betTableTypes';
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const DICE_VALUES = 10_000;
export const DICE_MIN_CHANCE = 100;
export const DICE_MAX_CHANCE = 9_500;
/** 1 − house edge, in hundredths of a percent of the multiplier's numerator (0.99 × 10,000 × 100). */
const RETURN_NUMERATOR = 990_000;

/** The count of winning rolls of a bet (its chance × 10,000), or 0 when it is not on the board. */
export function diceWinningRolls(bet: BoardSpot): number {
  const target = bet.number;
  if (!Number.isInteger(target)) return 0;
  const count = bet.kind === 'under' ? target! : bet.kind === 'over' ? DICE_VALUES - target! : -1;
  return count >= DICE_MIN_CHANCE && count <= DICE_MAX_CHANCE ? count : 0;
}

export function isDiceBet(bet: BoardSpot): boolean {
  return (
    Number.isInteger(bet.number) &&
    bet.number! > 0 &&
    bet.number! < DICE_VALUES &&
    diceWinningRolls(bet) > 0
  );
}

/** The multiplier of a bet in hundredths: floor(0.99 / chance × 100). */
export function diceMultiplierX100(bet: BoardSpot): number {
  const count = diceWinningRolls(bet);
  return count === 0 ? 0 : Math.floor(RETURN_NUMERATOR / count);
}

export function diceWins(bet: BoardSpot, roll: number): boolean {
  return bet.kind === 'under' ? roll < bet.number! : roll >= bet.number!;
}

export function diceReturnX100(bet: BoardSpot, outcome: readonly number[]): number {
  return diceWins(bet, outcome[0] ?? 0) ? diceMultiplierX100(bet) : 0;
}

export async function drawDice(source: ByteSource): Promise<number[]> {
  return [await uniformInt(source, DICE_VALUES)];
}

export function drawDiceSync(next: () => number): number[] {
  return [uniformIntSync(next, DICE_VALUES)];
}

/** The exact return to player: chance × multiplier. */
export function diceExactRtp(bet: BoardSpot): number {
  return (diceWinningRolls(bet) / DICE_VALUES) * (diceMultiplierX100(bet) / 100);
}

export const DICE_RULES: BetTableRules = {
  bets: [
    { kind: 'under', number: 5_000 },
    { kind: 'over', number: 5_000 },
    { kind: 'under', number: 1_000 },
    { kind: 'over', number: 3_333 },
  ],
  isOnBoard: isDiceBet,
  returnX100: diceReturnX100,
  draw: drawDice,
  drawSync: drawDiceSync,
  exactRtp: diceExactRtp,
};
