// Sic bo of the built-in provider (Asian games): three dice, each face 1–6 with equal chance,
// drawn provably fair. The bets and what they pay (x:1, the stake returned besides):
// - small (total 4–10) and big (11–17): 1:1, both lose on any triple;
// - a total 4–17: 4 or 17 60:1, 5 or 16 30:1, 6 or 15 17:1, 7 or 14 12:1, 8 or 13 8:1, 9–12 6:1;
// - a specific triple 180:1; any triple 30:1; a specific double (two dice or more) 10:1;
// - a single face: 1:1 for each die showing it (1:1, 2:1, 3:1).
// Exact return to player of each bet: the sum over the 216 equally likely throws.

import type { BetTableRules, BoardSpot } from './betTableTypes';
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const SIC_BO_BET_KINDS = [
  'small',
  'big',
  'total',
  'triple',
  'any-triple',
  'double',
  'single',
] as const;

/** What a total pays x:1, totals 4–17. */
export const SIC_BO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const SIC_BO_TRIPLE_PAYS = 180;
export const SIC_BO_ANY_TRIPLE_PAYS = 30;
export const SIC_BO_DOUBLE_PAYS = 10;

const isFace = (n: number | undefined): n is number => Number.isInteger(n) && n! >= 1 && n! <= 6;

export function isSicBoBet(bet: BoardSpot): boolean {
  switch (bet.kind) {
    case 'small':
    case 'big':
    case 'any-triple':
      return bet.number === undefined;
    case 'total':
      return Number.isInteger(bet.number) && bet.number! >= 4 && bet.number! <= 17;
    case 'triple':
    case 'double':
    case 'single':
      return isFace(bet.number);
    default:
      return false;
  }
}

/** What a bet returns per unit staked for a throw, in hundredths, the stake included. */
export function sicBoReturnX100(bet: BoardSpot, dice: readonly number[]): number {
  const sum = dice.reduce((s, d) => s + d, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = dice.filter((d) => d === bet.number).length;
  const pays = (x: number) => (x + 1) * 100;
  switch (bet.kind) {
    case 'small':
      return !triple && sum >= 4 && sum <= 10 ? pays(1) : 0;
    case 'big':
      return !triple && sum >= 11 && sum <= 17 ? pays(1) : 0;
    case 'total':
      return sum === bet.number ? pays(SIC_BO_TOTAL_PAYS[sum] ?? 0) : 0;
    case 'triple':
      return triple && dice[0] === bet.number ? pays(SIC_BO_TRIPLE_PAYS) : 0;
    case 'any-triple':
      return triple ? pays(SIC_BO_ANY_TRIPLE_PAYS) : 0;
    case 'double':
      return count >= 2 ? pays(SIC_BO_DOUBLE_PAYS) : 0;
    case 'single':
      return count >= 1 ? pays(count) : 0;
    default:
      return 0;
  }
}

export async function drawSicBo(source: ByteSource): Promise<number[]> {
  const dice: number[] = [];
  for (let i = 0; i < 3; i += 1) dice.push((await uniformInt(source, 6)) + 1);
  return dice;
}

export function drawSicBoSync(next: () => number): number[] {
  return [0, 1, 2].map(() => uniformIntSync(next, 6) + 1);
}

/** The exact return to player of a bet: the sum over the 216 equally likely throws. */
export function sicBoExactRtp(bet: BoardSpot): number {
  let returned = 0;
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      for (let c = 1; c <= 6; c += 1) returned += sicBoReturnX100(bet, [a, b, c]);
    }
  }
  return returned / 216 / 100;
}

const faces = [1, 2, 3, 4, 5, 6];
export const SIC_BO_BETS: readonly BoardSpot[] = [
  { kind: 'small' },
  { kind: 'big' },
  ...Array.from({ length: 14 }, (_, i) => ({ kind: 'total', number: i + 4 })),
  ...faces.map((number) => ({ kind: 'triple', number })),
  { kind: 'any-triple' },
  ...faces.map((number) => ({ kind: 'double', number })),
  ...faces.map((number) => ({ kind: 'single', number })),
];

export const SIC_BO_RULES: BetTableRules = {
  bets: SIC_BO_BETS,
  isOnBoard: isSicBoBet,
  returnX100: sicBoReturnX100,
  draw: drawSicBo,
  drawSync: drawSicBoSync,
  exactRtp: sicBoExactRtp,
};
