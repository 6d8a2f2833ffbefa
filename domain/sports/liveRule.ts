// SPEC section 4 "Bets and coupon": what counts as a live bet, and when a bet is locked.
import { GameStatus } from './types';

export interface LiveRuleInput {
  /** The game's finished flag. */
  isFinished: boolean;
  status: number;
  /** The game clock in seconds; null/undefined (or 0) when the game has no game time. */
  timeSec: number | null | undefined;
  isLiveInLive: boolean;
  /** The bet's market is a live market. */
  isLiveMarket: boolean;
}

/** Statuses that make a game live (SPEC section 4: "status 2 or 3"). */
export const LIVE_STATUSES: readonly number[] = [GameStatus.InPlay, GameStatus.Paused];

/** SPEC section 4: finished means the finished flag or status 4. */
export function isGameFinished(game: { isFinished: boolean; status: number }): boolean {
  return game.isFinished || game.status === GameStatus.Finished;
}

/**
 * SPEC section 4: "A bet counts as live unless the game is finished (finished flag or status 4)
 * and has a game time, live-in-live flag, status 2 or 3, or a live market" — that is, live when
 * NOT finished AND (a game time OR live-in-live OR status 2/3 OR a live market).
 */
export function isLiveBet(input: LiveRuleInput): boolean {
  if (isGameFinished(input)) return false;
  const hasGameTime = typeof input.timeSec === 'number' && input.timeSec > 0;
  return (
    hasGameTime || input.isLiveInLive || LIVE_STATUSES.includes(input.status) || input.isLiveMarket
  );
}

/** The game's side of the live rule. */
export type LiveRuleGame = Omit<LiveRuleInput, 'isLiveMarket'>;

/** `isLiveBet` for a bet on `market` of `game`: the market's own live flag counts. */
export function isLiveBetOn(game: LiveRuleGame, market: { isLive: boolean }): boolean {
  return isLiveBet({ ...game, isLiveMarket: market.isLive });
}

export interface LockRuleInput {
  isBlocked: boolean;
  /** Depends on another bet in the coupon (e.g. the same game). */
  isDepend: boolean;
  isBannedExpress: boolean;
}

/** SPEC section 4: "A bet is locked if blocked, dependent or banned from express." */
export function isLockedBet(input: LockRuleInput): boolean {
  return input.isBlocked || input.isDepend || input.isBannedExpress;
}

/** A game is live (listed under "live") while it is in play or paused and not finished. */
export function isLiveGame(game: { isFinished: boolean; status: number }): boolean {
  return !isGameFinished(game) && LIVE_STATUSES.includes(game.status);
}
