// The shape every "bet on the outcome" table of the built-in provider shares (baccarat, dragon
// tiger, sic bo, dice): a board of bets, a provably fair outcome drawn from the round's bytes,
// what each bet returns for an outcome and its exact return to player.
import type { ByteSource } from './fairness';

/** One bet on a board: its kind, the number it names (a total, a face, a dice target) and stake. */
export interface BoardBet {
  kind: string;
  number?: number;
  /** Minor units. */
  stake: number;
}

export type BoardSpot = Pick<BoardBet, 'kind' | 'number'>;

export interface BetTableRules {
  /** Every bet of the board (dice: the targets are too many; it lists a few examples). */
  bets: readonly BoardSpot[];
  isOnBoard: (bet: BoardSpot) => boolean;
  /** What a bet returns per unit staked for an outcome, in hundredths, the stake included. */
  returnX100: (bet: BoardSpot, outcome: readonly number[]) => number;
  draw: (source: ByteSource) => Promise<number[]>;
  drawSync: (next: () => number) => number[];
  /** The exact return to player of a bet, from the rules. */
  exactRtp: (bet: BoardSpot) => number;
}
