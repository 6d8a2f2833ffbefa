// The built-in provider's "bet on the outcome" tables: baccarat (card games), dragon tiger and
// sic bo (Asian games) and dice (fast games). One round takes a set of bets on one board; the
// outcome is drawn provably fair and every bet returns stake × its return (the rules modules
// below), so a round's win and each bet's exact return to player follow from the rules alone.

import { BACCARAT_RULES } from './baccarat';
import type { BetTableRules, BoardBet } from './betTableTypes';
import { DICE_RULES } from './diceGame';
import { DRAGON_TIGER_RULES } from './dragonTiger';
import { SIC_BO_RULES } from './sicBo';

export type { BetTableRules, BoardBet, BoardSpot } from './betTableTypes';

export const BET_TABLE_ENGINES = ['baccarat', 'dragon-tiger', 'sic-bo', 'dice'] as const;
export type BetTableEngine = (typeof BET_TABLE_ENGINES)[number];

export const BET_TABLE_RULES: Readonly<Record<BetTableEngine, BetTableRules>> = {
  baccarat: BACCARAT_RULES,
  'dragon-tiger': DRAGON_TIGER_RULES,
  'sic-bo': SIC_BO_RULES,
  dice: DICE_RULES,
};

export function isBetTableEngine(engine: string): engine is BetTableEngine {
  return (BET_TABLE_ENGINES as readonly string[]).includes(engine);
}

/**
 * Chips in minor units. Every bet is a whole number of the smallest chip (100), so each return
 * (in hundredths: banker 1.95, a tie's half, a dice multiplier) pays a whole minor unit.
 */
export const BET_TABLE_CHIPS: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
export const BET_TABLE_STAKE_UNIT = 100;
/** The table limit: the sum of one round's bets, in minor units. */
export const BET_TABLE_MAX_TOTAL_STAKE = 100_000;
export const BET_TABLE_MAX_BETS = 40;

/** Why a set of bets is refused (each an `invalid_field` on `bets`). */
export type BetsProblem = 'count' | 'not_on_board' | 'stake_unit' | 'duplicate' | 'limit';

export function checkBets(engine: BetTableEngine, bets: readonly BoardBet[]): BetsProblem | null {
  const rules = BET_TABLE_RULES[engine];
  if (bets.length < 1 || bets.length > BET_TABLE_MAX_BETS) return 'count';
  const seen = new Set<string>();
  let total = 0;
  for (const bet of bets) {
    if (!rules.isOnBoard(bet)) return 'not_on_board';
    if (!Number.isInteger(bet.stake) || bet.stake < 1 || bet.stake % BET_TABLE_STAKE_UNIT !== 0) {
      return 'stake_unit';
    }
    const key = `${bet.kind}:${bet.number ?? ''}`;
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
    total += bet.stake;
  }
  return total > BET_TABLE_MAX_TOTAL_STAKE ? 'limit' : null;
}

/** What one bet wins for an outcome, in minor units (the stake included). */
export function boardBetWin(engine: BetTableEngine, bet: BoardBet, outcome: readonly number[]) {
  return Math.floor((bet.stake * BET_TABLE_RULES[engine].returnX100(bet, outcome)) / 100);
}

/** A round's win: the sum of its bets' wins. */
export function betTableWin(
  engine: BetTableEngine,
  bets: readonly BoardBet[],
  outcome: readonly number[],
): number {
  return bets.reduce((win, bet) => win + boardBetWin(engine, bet, outcome), 0);
}

const percent = (rtp: number) => Math.round(rtp * 1_000_000) / 10_000;

/** The board as the session shows it: each bet with its exact return to player in percent. */
export interface BetTableRulesView {
  maxTotalStake: number;
  maxBets: number;
  stakeUnit: number;
  bets: { kind: string; number?: number; rtpPercent: number }[];
}

export function betTableRulesView(engine: BetTableEngine): BetTableRulesView {
  return {
    maxTotalStake: BET_TABLE_MAX_TOTAL_STAKE,
    maxBets: BET_TABLE_MAX_BETS,
    stakeUnit: BET_TABLE_STAKE_UNIT,
    bets: BET_TABLE_RULES[engine].bets.map((bet) => ({
      ...bet,
      rtpPercent: percent(BET_TABLE_RULES[engine].exactRtp(bet)),
    })),
  };
}
