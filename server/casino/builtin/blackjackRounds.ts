// Blackjack rounds of the built-in provider (domain/casino/blackjack.ts): the deal takes the stake
// (the wallet's debit, or the demo balance) and a blackjack on either side settles it at once;
// each action is claimed once (the round's step moves on once), a double or split debits one more
// stake through the wallet as its own transaction, and a settled round is credited.
import type { BlackjackAnswer, BlackjackRoundView } from '../../../domain/casino/builtinGames';
import { blackjackCards } from '../../../domain/casino/builtinOutcome';
import {
  allowedActions,
  blackjackReturnUnits,
  blackjackStakedUnits,
  dealBlackjack,
  playBlackjack,
  type BlackjackAction,
  type BlackjackRound,
} from '../../../domain/casino/blackjack';
import { BLACKJACK_STAKES } from '../../../domain/casino/tableStakes';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import {
  parseJson,
  refuseWhileRoundOpen,
  type Round,
  type SessionRow,
  balanceAndSeed,
  requireOfferedStake,
  steppedDetail,
  type SteppedDetail,
  requireRoundInPlay,
  requireStepClaimed,
} from './providerRows';
import { claimRaisedStep } from './raisedStep';
import type { RoundWallet } from './roundWallet';

/** Deals a blackjack round: the stake debited; a blackjack on either side settles it at once. */
export async function blackjackDeal(
  p: RoundWallet,
  sessionId: string,
  requestId: string,
  stake: number,
): Promise<BlackjackAnswer> {
  const session = await p.requireEngine(sessionId, 'blackjack');
  requireOfferedStake(BLACKJACK_STAKES.includes(stake));
  const earlier = await p.findByRequest(sessionId, requestId);
  if (earlier) return blackjackAnswer(p, session, await p.replay(earlier, stake));
  const { round, raced } = await p.reserveDrawn(
    session,
    requestId,
    stake,
    async (bytes) => {
      const cards = await blackjackCards(bytes);
      const state = dealBlackjack((i) => cards[i]!);
      const settled = state.phase === 'settled';
      const detail: BlackjackDetail = { state, step: 0 };
      return {
        outcome: cards,
        detail: detail as never,
        win: settled ? blackjackWin(state, stake) : 0,
        status: session.mode === 'demo' ? (settled ? 'settled' : 'running') : 'pending',
      };
    },
    (trx) => refuseWhileRoundOpen(trx, sessionId, 'a round is in play'),
  );
  if (raced) return blackjackAnswer(p, session, round);
  if (session.mode === 'real') {
    const settled = blackjackDetail(round).state.phase === 'settled';
    await p.debitStakeThen(session, round, settled ? 'debited' : 'running');
    if (settled) {
      await p.settleWin(session, round, toSafeInteger(round.win));
    }
  }
  return blackjackAnswer(p, session, await p.findRound(sessionId, round.id));
}

/**
 * One action of the round in play. The new state is claimed first (the round's step moves on
 * once), then a double or split debits one more original stake (its own wallet transaction,
 * `<round>:bet:<step>`); a refused debit puts the state back. A settled round is credited.
 */
export async function blackjackAction(
  p: RoundWallet,
  sessionId: string,
  roundId: string,
  action: BlackjackAction,
): Promise<BlackjackAnswer> {
  const session = await p.requireEngine(sessionId, 'blackjack');
  const round = await p.findRound(sessionId, roundId);
  requireRoundInPlay(round);
  const before = blackjackDetail(round);
  const cards = parseJson<number[]>(round.outcome) ?? [];
  const played = playBlackjack(before.state, action, (i) => cards[i]!);
  if (!played.ok) {
    throw new Refusal(409, played.reason, `action: ${action} is not allowed now`, 'action');
  }
  const base = toSafeInteger(round.stake) / blackjackStakedUnits(before.state);
  const extra = action === 'double' || action === 'split' ? base : 0;
  const settled = played.round.phase === 'settled';
  const after: BlackjackDetail = { state: played.round, step: before.step + 1 };
  const win = settled ? blackjackWin(played.round, base) : 0;
  const claimed = await claimRaisedStep(p, session, round, {
    fromStep: before.step,
    detail: after,
    stake: toSafeInteger(round.stake) + extra,
    extra,
    win,
    settled,
    restore: { detail: before, stake: toSafeInteger(round.stake) },
  });
  requireStepClaimed(claimed);
  return blackjackAnswer(p, session, await p.findRound(sessionId, round.id));
}

async function blackjackAnswer(
  p: RoundWallet,
  session: SessionRow,
  round: Round,
): Promise<BlackjackAnswer> {
  return {
    round: await blackjackView(p, round),
    ...(await balanceAndSeed(p, session)),
  };
}

export async function blackjackView(p: RoundWallet, round: Round): Promise<BlackjackRoundView> {
  const { state } = blackjackDetail(round);
  const inPlay = round.status !== 'settled' && state.phase === 'player';
  const stake = toSafeInteger(round.stake);
  return {
    ...(await p.fairnessOf(round)),
    phase: inPlay ? 'player' : 'settled',
    dealer: inPlay ? [state.dealer[0] ?? null, null] : [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    active: state.active,
    allowed: inPlay ? allowedActions(state) : [],
    cards: inPlay ? [] : (parseJson<number[]>(round.outcome) ?? []).slice(0, state.dealt),
    stake: stake / blackjackStakedUnits(state),
    staked: stake,
    win: toSafeInteger(round.win),
  };
}

/** A blackjack round's state and its step (actions played), kept in the round's detail. */
type BlackjackDetail = SteppedDetail<BlackjackRound>;

function blackjackDetail(round: Round): BlackjackDetail {
  return steppedDetail<BlackjackRound>(round, 'blackjack');
}

/** What a settled round returns in minor units: the returned units of the original stake. */
function blackjackWin(state: BlackjackRound, stake: number): number {
  return Math.floor(blackjackReturnUnits(state) * stake);
}
