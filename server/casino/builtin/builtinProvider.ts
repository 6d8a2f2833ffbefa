// The built-in game provider: sessions started from a launch, provably fair seed pairs with
// rotation, slot spins, blackjack and crash rounds. It moves money only through the seamless
// wallet (walletClient.ts), exactly as an outside provider would: a round is reserved (nonce taken)
// in its own tables, the stake debited, the outcome played, the win credited (roundWallet.ts).
// Each concern lives in its own module; this class is the one object the routes and the other
// games' modules (instantTables.ts, steppedRounds.ts) are handed.
import type {
  BlackjackAnswer,
  BuiltinRevealedSeed,
  BuiltinRoundDetail,
  BuiltinSeedView,
  BuiltinSessionView,
} from '../../../domain/casino/builtinGames';
import type { BlackjackAction } from '../../../domain/casino/blackjack';
import { blackjackAction, blackjackDeal } from './blackjackRounds';
import { cashOut, crashBet, crashRound, type CrashAnswer } from './crashRounds';
import { settleDueRounds } from './dueRounds';
import { roundDetail } from './roundDetail';
import { RoundWallet } from './roundWallet';
import { rotate, start } from './sessions';
import { spin, type SlotAnswer } from './slotRounds';
import { settleScheduledDue } from './scheduledRounds';

export {
  DEMO_CURRENCY,
  DEMO_START_BALANCE,
  parseJson,
  refuseWhileRoundOpen,
  seedView,
  type BuiltinProviderDeps,
  type PairRow,
  type Round,
  type SessionRow,
} from './providerRows';

export class BuiltinProvider extends RoundWallet {
  /** Opens (or reopens) the provider's side of a launched session for one title. */
  start(sessionId: string, engineKey: string): Promise<BuiltinSessionView> {
    return start(this, sessionId, engineKey);
  }

  /** Reveals the active server seed and starts a new pair; refused while a round is open. */
  rotate(
    sessionId: string,
    clientSeed: string | undefined,
  ): Promise<{ revealed: BuiltinRevealedSeed; seed: BuiltinSeedView }> {
    return rotate(this, sessionId, clientSeed);
  }

  spin(sessionId: string, stake: number, requestId: string): Promise<SlotAnswer> {
    return spin(this, sessionId, stake, requestId);
  }

  blackjackDeal(sessionId: string, requestId: string, stake: number): Promise<BlackjackAnswer> {
    return blackjackDeal(this, sessionId, requestId, stake);
  }

  blackjackAction(
    sessionId: string,
    roundId: string,
    action: BlackjackAction,
  ): Promise<BlackjackAnswer> {
    return blackjackAction(this, sessionId, roundId, action);
  }

  crashBet(
    sessionId: string,
    stake: number,
    requestId: string,
    autoCashOut: number | undefined,
  ): Promise<CrashAnswer> {
    return crashBet(this, sessionId, stake, requestId, autoCashOut);
  }

  cashOut(sessionId: string, roundId: string): Promise<CrashAnswer> {
    return cashOut(this, sessionId, roundId);
  }

  crashRound(sessionId: string, roundId: string): Promise<CrashAnswer> {
    return crashRound(this, sessionId, roundId);
  }

  /** Settles the rounds past their end (of one session, or all): crashed or auto-cashed-out. */
  /** Settles the rounds due, and the scheduled games' closed draws and their bets (the money wheel, bingo, virtual football). */
  async settleDueRounds(sessionId?: string): Promise<number> {
    return (await settleDueRounds(this, sessionId)) + (await settleScheduledDue(this, sessionId));
  }

  roundDetail(sessionId: string, roundId: string): Promise<BuiltinRoundDetail> {
    return roundDetail(this, sessionId, roundId);
  }
}
