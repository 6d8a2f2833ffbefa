// Video poker rounds of the built-in provider (domain/casino/videoPoker.ts): the deal takes the
// stake (the wallet's debit, or the demo balance) and shows five cards of the round's ten; the
// draw (once: claimed by the round's step, so two at once play one) replaces the cards not held
// and credits the win through the wallet. The replacements stay hidden until the draw.
import type { VideoPokerAnswer, VideoPokerRoundView } from '../../../domain/casino/builtinGames';
import {
  VIDEO_POKER_OPTIMAL_RTP_PERCENT,
  VIDEO_POKER_PAYS,
  VIDEO_POKER_STAKES,
  drawHand,
  drawVideoPoker,
  evaluatePoker,
  isValidHold,
  videoPokerWin,
} from '../../../domain/casino/videoPoker';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import { parseJson, type BuiltinProvider, type Round, type SessionRow } from './builtinProvider';
import { requireOfferedStake, sessionPart } from './providerRows';
import { claimStep, openSteppedRound, steppedAnswer } from './steppedRounds';

/** A round's holds once drawn (null while dealt), and its step. */
interface PokerDetail {
  held: boolean[] | null;
  step: number;
}

function pokerDetail(round: Round): PokerDetail {
  return parseJson<PokerDetail>(round.detail) ?? { held: null, step: 0 };
}

/** The video poker part of a session's view: the paytable and the hand in play, if any. */
export const videoPokerSessionView = (provider: BuiltinProvider, sessionId: string) =>
  sessionPart(
    provider.db,
    sessionId,
    { pays: VIDEO_POKER_PAYS, optimalRtpPercent: VIDEO_POKER_OPTIMAL_RTP_PERCENT },
    (round) => pokerView(provider, round),
  );

async function pokerView(provider: BuiltinProvider, round: Round): Promise<VideoPokerRoundView> {
  const { held } = pokerDetail(round);
  const ten = parseJson<number[]>(round.outcome) ?? [];
  const drawn = held !== null;
  const cards = drawn ? drawHand(ten, held) : ten.slice(0, 5);
  return {
    ...(await provider.fairnessOf(round)),
    phase: drawn ? 'drawn' : 'dealt',
    cards,
    held: held ?? [false, false, false, false, false],
    hand: drawn ? evaluatePoker(cards) : null,
    outcome: drawn ? ten : [],
    stake: toSafeInteger(round.stake),
    win: toSafeInteger(round.win),
  };
}

async function pokerAnswer(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
): Promise<VideoPokerAnswer> {
  return steppedAnswer(provider, session, await pokerView(provider, round));
}

/** Deals a hand: the stake taken; one round at a time in a session. */
export async function videoPokerDeal(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
): Promise<VideoPokerAnswer> {
  const session = await provider.requireEngine(sessionId, 'video-poker');
  requireOfferedStake(VIDEO_POKER_STAKES.includes(stake));
  const round = await openSteppedRound(provider, session, requestId, stake, async (bytes) => {
    const detail: PokerDetail = { held: null, step: 0 };
    return { outcome: await drawVideoPoker(bytes), detail };
  });
  return pokerAnswer(provider, session, round);
}

const drawnAlready = () =>
  new Refusal(409, 'round_not_in_play', 'roundId: the hand is drawn already', 'roundId');

/** Draws once: the cards not held replaced, the hand paid (demo at once, real through the wallet). */
export async function videoPokerDraw(
  provider: BuiltinProvider,
  sessionId: string,
  roundId: string,
  held: boolean[],
): Promise<VideoPokerAnswer> {
  const session = await provider.requireEngine(sessionId, 'video-poker');
  if (!isValidHold(held)) {
    throw new Refusal(400, 'invalid_field', 'held: five true or false flags', 'held');
  }
  const round = await provider.findRound(sessionId, roundId);
  const before = pokerDetail(round);
  if (round.status !== 'running' || before.held !== null) throw drawnAlready();
  const ten = parseJson<number[]>(round.outcome) ?? [];
  const win = videoPokerWin(evaluatePoker(drawHand(ten, held)), toSafeInteger(round.stake));
  const after: PokerDetail = { held, step: before.step + 1 };
  const claimed = await claimStep(provider, session, round, before.step, {
    detail: after,
    win,
    settled: true,
  });
  if (!claimed) throw drawnAlready();
  return pokerAnswer(provider, session, await provider.findRound(sessionId, round.id));
}
