// Shapes of the built-in provider's API shared by its rounds (the seed in use, the fairness
// reference every round carries), and the rounds of hi-lo and scratch cards
// (domain/casino/builtinGames.ts re-exports them with the rest of the contract).

/** The seed pair in use: the hash of the server seed is shown before play, the seed never. */
export interface BuiltinSeedView {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nextNonce: number;
}

/** The fairness reference every round view carries: the hash was shown before the round. */
export interface BuiltinRoundFairness {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  at: string;
}

/**
 * POST /builtin-provider/api/hilo/start { session, requestId, stake } and
 * POST /builtin-provider/api/hilo/action { session, roundId, action: higher|lower|cash_out }
 * → HiloAnswer. Only the cards reached are shown while the round is in play; once it is over,
 * the round's whole chain (its outcome).
 */
export interface HiloRoundView extends BuiltinRoundFairness {
  phase: 'playing' | 'cashed_out' | 'lost';
  /** Cards 0–51 shown so far (rank card % 13 + 1, ace low; suit floor(card / 13)). */
  cards: number[];
  guesses: ('higher' | 'lower')[];
  /** The multiplier reached, in hundredths (0 before a right guess). */
  multiplierX100: number;
  /** What the next right guess would reach, in hundredths (0 once over). */
  nextX100: { higher: number; lower: number };
  outcome: number[];
  stake: number;
  win: number;
}

export interface HiloAnswer {
  round: HiloRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/scratch/buy { session, requestId, stake } → ScratchAnswer: the
 * ticket is settled when bought; the page scratches its cells open.
 */
export interface ScratchRoundView extends BuiltinRoundFairness {
  /** The nine cells, row by row: symbols 1–7 (the prize table's). */
  cells: number[];
  /** The symbol shown three times (0: no prize). */
  symbol: number;
  /** [prize symbol, the nine cells]: what verification recomputes. */
  outcome: number[];
  stake: number;
  win: number;
}

export interface ScratchAnswer {
  round: ScratchRoundView;
  balance: number;
  seed: BuiltinSeedView;
}
