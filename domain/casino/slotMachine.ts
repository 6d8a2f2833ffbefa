// A 5-reel slot's definition: reel strips, paylines and paytable. The built-in titles'
// machines are in domain/casino/slotMachines.ts; spins are evaluated by slotSpin.ts and the
// return to player is computed exactly by slotRtp.ts.

export interface SlotMachine {
  /** One strip per reel: the symbols in order; a stop shows `rows` consecutive ones (cyclic). */
  strips: readonly (readonly string[])[];
  rows: number;
  /** Each payline: the row (0 top) it crosses on each reel. */
  paylines: readonly (readonly number[])[];
  /** symbol → pays for 1 … reels of a kind from the left, in line bets (stake / paylines). */
  linePays: Readonly<Record<string, readonly number[]>>;
  /** Substitutes for every line symbol except the scatter; pays its own line if listed in linePays. */
  wild: string;
  /** Pays anywhere in the window, in total stakes, by count (index = count). */
  scatter: string;
  scatterPays: readonly number[];
  /** The stakes accepted, in minor units; each a multiple of the number of paylines (or coins). */
  stakes: readonly number[];
  /**
   * Ways to win in place of paylines (`paylines` empty): a symbol pays for every way it runs from
   * the leftmost reel (one of its cells, or a wild, on each reel in turn: 3^5 = 243 ways on 5 × 3),
   * `linePays` per way in coins of stake / `waysCoins`.
   */
  waysCoins?: number;
}

export function lineCount(machine: SlotMachine): number {
  return machine.paylines.length;
}

/** What a stake divides into: its paylines, or a ways machine's coins. */
export function stakeUnits(machine: SlotMachine): number {
  return machine.waysCoins ?? machine.paylines.length;
}

/** Whether a stake is accepted: listed, and a whole number of minor units per payline (coin). */
export function isSlotStake(machine: SlotMachine, stake: number): boolean {
  return machine.stakes.includes(stake) && stake % stakeUnits(machine) === 0;
}
