// Dragon tiger of the built-in provider (Asian games). Table rules (shown on the table):
// - one card to the dragon, one to the tiger, each one of the 13 ranks with equal chance and
//   independent (a continuously shuffled shoe: an infinite deck), drawn provably fair;
// - the higher card wins, ace low (ace 1 … king 13); suits do not count;
// - dragon and tiger pay 1:1; a tie pays 11:1;
// - the tie rule: when the cards tie, dragon and tiger bets lose half their stake (half returned).
// Exact return to player: dragon or tiger (6/13)·2 + (1/13)·0.5 = 12.5/13 = 96.15 %; tie 12/13 =
// 92.31 %.

import type { BetTableRules, BoardSpot } from './betTableTypes';
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const DRAGON_TIGER_BET_KINDS = ['dragon', 'tiger', 'tie'] as const;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export function dragonTigerWinner(outcome: readonly number[]): DragonTigerWinner {
  const [dragon = 0, tiger = 0] = outcome;
  return dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie';
}

/** What a bet returns per unit staked, in hundredths, the stake included. */
export function dragonTigerReturnX100(kind: string, winner: DragonTigerWinner): number {
  if (kind === 'tie') return winner === 'tie' ? 1_200 : 0;
  if (winner === 'tie') return 50;
  return kind === winner ? 200 : 0;
}

export async function drawDragonTiger(source: ByteSource): Promise<number[]> {
  const dragon = (await uniformInt(source, 13)) + 1;
  const tiger = (await uniformInt(source, 13)) + 1;
  return [dragon, tiger];
}

export function drawDragonTigerSync(next: () => number): number[] {
  const dragon = uniformIntSync(next, 13) + 1;
  return [dragon, uniformIntSync(next, 13) + 1];
}

export function isDragonTigerBet(bet: BoardSpot): boolean {
  return (
    (DRAGON_TIGER_BET_KINDS as readonly string[]).includes(bet.kind) && bet.number === undefined
  );
}

/** The exact return to player: the sum over the 169 equally likely pairs of cards. */
export function dragonTigerExactRtp(kind: string): number {
  let returned = 0;
  for (let dragon = 1; dragon <= 13; dragon += 1) {
    for (let tiger = 1; tiger <= 13; tiger += 1) {
      returned += dragonTigerReturnX100(kind, dragonTigerWinner([dragon, tiger]));
    }
  }
  return returned / 169 / 100;
}

export const DRAGON_TIGER_RULES: BetTableRules = {
  bets: DRAGON_TIGER_BET_KINDS.map((kind) => ({ kind })),
  isOnBoard: isDragonTigerBet,
  returnX100: (bet, outcome) => dragonTigerReturnX100(bet.kind, dragonTigerWinner(outcome)),
  draw: drawDragonTiger,
  drawSync: drawDragonTigerSync,
  exactRtp: (bet) => dragonTigerExactRtp(bet.kind),
};
