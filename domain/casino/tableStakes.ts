// The stakes and limits of the built-in provider's table games (roulette, blackjack, keno), and
// the rules each game's session shows (domain/casino/builtinGames.ts `BuiltinSessionView`).

import { blackjackExactRtp } from './blackjack';
import type { BuiltinSessionView } from './builtinGames';
import { KENO_MAX_PICKS, KENO_PAYTABLE_TENTHS, kenoExactRtp } from './keno';
import { ROULETTE_POCKETS, rouletteCovered, type RouletteBet } from './roulette';

/** Roulette chips in minor units; a bet is any whole amount, the chips are the page's steps. */
export const ROULETTE_CHIPS: readonly number[] = [10, 50, 100, 500, 1_000, 5_000];
/** The table limit: the sum of one round's bets, in minor units. */
export const ROULETTE_MAX_TOTAL_STAKE = 100_000;
export const ROULETTE_MAX_BETS = 50;
/** Even stakes, so a blackjack's 3:2 pays a whole minor unit. */
export const BLACKJACK_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
export const KENO_STAKES: readonly number[] = [10, 20, 50, 100, 200, 500, 1_000];

/**
 * Why a set of roulette bets is refused, or null: 1–50 bets, each on the layout with a whole
 * positive stake, their sum at most the table limit (the single-player table and the live one).
 */
export function rouletteBetsProblem(bets: readonly RouletteBet[]): string | null {
  if (bets.length < 1 || bets.length > ROULETTE_MAX_BETS) return 'bets: 1 to 50 bets';
  let stake = 0;
  for (const bet of bets) {
    if (rouletteCovered(bet) === null) return `bets: ${bet.kind} is not on the layout`;
    if (!Number.isSafeInteger(bet.stake) || bet.stake < 1) return 'bets: a whole positive stake';
    stake += bet.stake;
  }
  return stake > ROULETTE_MAX_TOTAL_STAKE ? 'bets: above the table limit' : null;
}

const percent = (rtp: number) => Math.round(rtp * 1_000_000) / 10_000;

/** The stakes a table game's session offers and its rules (no round state). */
export function tableRulesView(
  engine: 'roulette' | 'blackjack' | 'keno',
): Pick<BuiltinSessionView, 'stakes' | 'roulette' | 'keno'> & { blackjackRtpPercent?: number } {
  if (engine === 'roulette') {
    return {
      stakes: ROULETTE_CHIPS,
      roulette: {
        maxTotalStake: ROULETTE_MAX_TOTAL_STAKE,
        maxBets: ROULETTE_MAX_BETS,
        rtpPercent: percent((ROULETTE_POCKETS - 1) / ROULETTE_POCKETS),
      },
    };
  }
  if (engine === 'blackjack') {
    return { stakes: BLACKJACK_STAKES, blackjackRtpPercent: percent(blackjackExactRtp()) };
  }
  const rtpPercentByPicks: Record<number, number> = {};
  for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
    rtpPercentByPicks[picks] = percent(kenoExactRtp(picks));
  }
  return { stakes: KENO_STAKES, keno: { paytableTenths: KENO_PAYTABLE_TENTHS, rtpPercentByPicks } };
}
