// The built-in provider's slot and crash API shapes (./builtinGames.ts re-exports them): the
// slot machine and crash rules a session shows, and the spin, bet, round and cash-out requests
// and answers under /builtin-provider/api/.
import type { BuiltinSeedView } from './builtinRoundTypes';
import type { SlotMachine } from './slotMachine';

/** The slot machine's rows, paylines and pays (slotMachine.ts), with its reels and RTP. */
export interface SlotTableView extends Pick<
  SlotMachine,
  'rows' | 'paylines' | 'linePays' | 'wild' | 'scatter' | 'scatterPays' | 'waysCoins'
> {
  reels: number;
  rtpPercent: number;
}

export interface CrashRulesView {
  /** The multiplier curve: m(t) = floor(100 · e^(growthPerMs · t)) / 100, t in ms from the start. */
  growthPerMs: number;
  houseEdgePercent: number;
  /** The smallest multiplier a cash-out can take (1.00 would return the stake risk-free). */
  minCashOut: number;
  maxCrashPoint: number;
  /** The session's round still running, if any. */
  openRound: CrashRoundView | null;
}

/** POST /builtin-provider/api/slot/spin */
export interface SlotSpinRequest {
  session: string;
  /** One of the session's stakes. */
  stake: number;
  /** The client's id of this spin: a replay answers the first spin, never a second one. */
  requestId: string;
}

export interface SlotLineWin {
  /** Index into paylines, or -1 for the scatter pay. */
  line: number;
  symbol: string;
  count: number;
  win: number;
}

export interface SlotRoundView {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: number;
  win: number;
  /** The stop of each reel (index into its strip). */
  stops: readonly number[];
  /** The window, reel by reel, top row first. */
  window: readonly (readonly string[])[];
  wins: readonly SlotLineWin[];
  at: string;
}

export interface SlotSpinAnswer {
  round: SlotRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/** POST /builtin-provider/api/crash/bet */
export interface CrashBetRequest {
  session: string;
  stake: number;
  requestId: string;
  /** Cash out by itself at this multiplier (≥ minCashOut), if the round gets there. */
  autoCashOut?: number;
}

export interface CrashRoundView {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: number;
  /** Server time the multiplier started growing (ISO). */
  startedAt: string;
  /** Server time now (ISO), so the page runs the curve on the server clock. */
  serverNow: string;
  status: 'running' | 'cashed_out' | 'crashed';
  autoCashOut: number | null;
  /** Known once the round is over. */
  crashPoint: number | null;
  cashedOutAt: number | null;
  win: number;
}

export interface CrashRoundAnswer {
  round: CrashRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/** POST /builtin-provider/api/crash/cash-out { session, roundId } → CrashRoundAnswer */
export interface CrashCashOutRequest {
  session: string;
  roundId: string;
}

/** GET /builtin-provider/api/crash/round?session=&roundId= → CrashRoundAnswer (settles a crashed round) */
