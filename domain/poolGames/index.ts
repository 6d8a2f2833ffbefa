// What lotto (SPEC section 2 `lotto/...`) and toto (SPEC section 2 `toto/...`) share: both sell
// tickets of a draw against one stake range, refuse them with the same codes (each game adds its
// own), and show a ticket as open until its draw is settled, then won or lost. Each game keeps in
// domain/lotto or domain/toto only what differs (numbers and prizes, picks and the pool split).
import { stakeRangeProblem, type StakeRangeProblem } from '../money/stakeRange';

/** A stake range of the site config, major units: at least `min`, at most `max`, a multiple of `step`. */
export interface PoolStakeRange {
  min: number;
  max: number;
  step: number;
}

/** The refusals every pool game's ticket may get before its own (409 `refusals`). */
export const POOL_DRAW_REFUSAL_CODES = [
  'draw_closed',
  'draw_unknown',
  'stake_below_min',
  'stake_above_max',
  'stake_off_step',
] as const;

/** The refusals of the customer and the account, after the game's own (409 `refusals`). */
export const POOL_BUYER_REFUSAL_CODES = [
  'insufficient_funds',
  'account_unavailable',
  'not_allowed',
  'limit_wagering_exceeded',
  'limit_loss_exceeded',
  'self_excluded',
  'time_out_active',
] as const;

/** A pool game's refusal codes: the draw's, then the game's own, then the customer's. */
export function poolRefusalCodes<const G extends readonly string[]>(...own: G) {
  return [...POOL_DRAW_REFUSAL_CODES, ...own, ...POOL_BUYER_REFUSAL_CODES] as const;
}

/** The stake refusal of a stake (minor units) against a range of the site config, or null. */
export function poolStakeProblem(
  stakeMinor: number,
  range: PoolStakeRange,
  minorUnitDigits: number,
): StakeRangeProblem | null {
  return stakeRangeProblem(stakeMinor, range, minorUnitDigits);
}

/** The stake check of a game whose stake range is the site config's `key`. */
export function stakeProblemOf<K extends string>(key: K) {
  return (
    stakeMinor: number,
    holder: { readonly [P in K]: PoolStakeRange },
    minorUnitDigits: number,
  ): StakeRangeProblem | null => poolStakeProblem(stakeMinor, holder[key], minorUnitDigits);
}

/** A ticket is open until its draw is settled. */
export type PoolTicketStatus = 'open' | 'won' | 'lost';
