// Caribbean Stud rounds of the built-in provider (domain/casino/caribbeanStud.ts): the deal takes
// the ante (the wallet's debit, or the demo balance) and shows the player's five cards and one of
// the dealer's; the decision is claimed once (the round's step moves on once, so of two at once
// one plays). A fold settles at once (nothing won); a call debits twice the ante more through the
// wallet as its own transaction (`<round>:bet:1`, as a blackjack double does; a refused debit puts
// the hand back in play), then the hand is settled and credited (`<round>:win`).
import type { StudAnswer, StudRoundView } from '../../../domain/casino/builtinGames';
import {
  STUD_ANTES,
  STUD_CALL_PAYS,
  STUD_OPTIMAL_RTP_PERCENT,
  drawStud,
  settleStud,
  studHandValue,
} from '../../../domain/casino/caribbeanStud';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import { parseJson, type BuiltinProvider, type Round, type SessionRow } from './builtinProvider';
import { sessionPart } from './providerRows';
import { claimRaisedStep } from './raisedStep';
import { claimStep, openSteppedRound, steppedAnswer } from './steppedRounds';

export type StudAction = 'call' | 'fold';

/** The round's decision (null while dealt), its ante and its step. */
interface StudDetail {
  called: boolean | null;
  ante: number;
  step: number;
}

function studDetail(round: Round): StudDetail {
  return (
    parseJson<StudDetail>(round.detail) ?? {
      called: null,
      ante: toSafeInteger(round.stake),
      step: 0,
    }
  );
}

/** The Caribbean Stud part of a session's view: rules and the hand in play, if any. */
export const studSessionView = (provider: BuiltinProvider, sessionId: string) =>
  sessionPart(
    provider.db,
    sessionId,
    { callPays: STUD_CALL_PAYS, optimalRtpPercent: STUD_OPTIMAL_RTP_PERCENT },
    (round) => studView(provider, round),
  );

async function studView(provider: BuiltinProvider, round: Round): Promise<StudRoundView> {
  const { called, ante } = studDetail(round);
  const ten = parseJson<number[]>(round.outcome) ?? [];
  const player = ten.slice(0, 5);
  const decided = called !== null && round.status !== 'running';
  const settlement = decided ? settleStud(ten, called, ante) : null;
  return {
    ...(await provider.fairnessOf(round)),
    phase: decided ? 'settled' : 'dealt',
    player,
    dealer: decided ? ten.slice(5, 10) : [ten[5] ?? null, null, null, null, null],
    playerHand: studHandValue(player).hand,
    dealerHand: settlement ? settlement.dealerHand : null,
    result: settlement ? settlement.result : null,
    outcome: decided ? ten : [],
    ante,
    stake: toSafeInteger(round.stake),
    win: toSafeInteger(round.win),
  };
}

async function studAnswer(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
): Promise<StudAnswer> {
  return steppedAnswer(provider, session, await studView(provider, round));
}

/** Deals a hand for the ante: one round at a time in a session. */
export async function studDeal(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  ante: number,
): Promise<StudAnswer> {
  const session = await provider.requireEngine(sessionId, 'caribbean-stud');
  if (!STUD_ANTES.includes(ante)) {
    throw new Refusal(400, 'invalid_field', 'stake: not one of the antes offered', 'stake');
  }
  const round = await openSteppedRound(provider, session, requestId, ante, async (bytes) => {
    const detail: StudDetail = { called: null, ante, step: 0 };
    return { outcome: await drawStud(bytes), detail };
  });
  return studAnswer(provider, session, round);
}

const notInPlay = () =>
  new Refusal(409, 'round_not_in_play', 'roundId: the hand is decided already', 'roundId');

/** Folds (settled, nothing won) or calls (twice the ante debited, the hand settled and paid). */
export async function studAction(
  provider: BuiltinProvider,
  sessionId: string,
  roundId: string,
  action: StudAction,
): Promise<StudAnswer> {
  const session = await provider.requireEngine(sessionId, 'caribbean-stud');
  const round = await provider.findRound(sessionId, roundId);
  const before = studDetail(round);
  if (round.status !== 'running' || before.called !== null) throw notInPlay();
  const ten = parseJson<number[]>(round.outcome) ?? [];
  if (action === 'fold') {
    const after: StudDetail = { ...before, called: false, step: before.step + 1 };
    const claimed = await claimStep(provider, session, round, before.step, {
      detail: after,
      win: 0,
      settled: true,
    });
    if (!claimed) throw notInPlay();
    return studAnswer(provider, session, await provider.findRound(sessionId, round.id));
  }
  const call = 2 * before.ante;
  const { win } = settleStud(ten, true, before.ante);
  const after: StudDetail = { ...before, called: true, step: before.step + 1 };
  // A refused call puts the hand back in play: the customer may fold, or call again with funds.
  const claimed = await claimRaisedStep(provider, session, round, {
    fromStep: before.step,
    detail: after,
    stake: before.ante + call,
    extra: call,
    win,
    settled: true,
    restore: { detail: { ...before, step: after.step }, stake: before.ante },
  });
  if (!claimed) throw notInPlay();
  return studAnswer(provider, session, await provider.findRound(sessionId, round.id));
}
