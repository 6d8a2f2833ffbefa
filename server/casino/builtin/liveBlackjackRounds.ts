// House RNG Live Blackjack's decisions (domain/casino/liveBlackjack.ts) on the shared schedule of
// scheduledRounds.ts: a seat's bet is one of the round's scheduled bets (its stake debited when
// placed, its win credited once when the round closes); between the end of the betting window and
// the close the seat hits, stands, doubles or splits. Each decision is checked against the seat's
// hand and the clock, and recorded in the bet (with its request id, so a replay answers without
// playing it again); a double or a split debits one more original stake first, as its own wallet
// transaction of the bet's round, and gives it back when the decision is not recorded. The close
// settles every seat through scheduledRounds.ts: a hand still in play stands.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { BlackjackAction } from '../../../domain/casino/blackjack';
import type { LiveBetView, LiveTableAnswer } from '../../../domain/casino/builtinGames';
import { RoundBytes } from '../../../domain/casino/fairness';
import {
  drawLiveBlackjack,
  liveBlackjackHandView,
  playLiveBlackjack,
  type LiveBlackjackBet,
} from '../../../domain/casino/liveBlackjack';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import { moveDemoBalance, parseJson } from './providerRows';
import type { RoundWallet } from './roundWallet';
import { SCHEDULED_GAMES } from './scheduledGames';
import { betView, betsCloseAt, scheduledDrawSeed } from './scheduledRounds';
import { WalletCallRefused } from './walletClient';

const GAME = SCHEDULED_GAMES['live-blackjack'];
const closesAt = (drawNo: number) => (drawNo + 1) * GAME.periodMs;

/** The round's cards from its server seed (the table's client seed, the round as nonce). */
async function roundCards(p: RoundWallet, drawNo: number): Promise<number[] | null> {
  const serverSeed = await scheduledDrawSeed(p, GAME, drawNo);
  if (serverSeed === null) return null;
  return drawLiveBlackjack(
    new RoundBytes({ serverSeed, clientSeed: GAME.clientSeed, nonce: drawNo }),
  );
}

/**
 * A session's bets with their hands: none while bets are taken, the seat's hand (the dealer's up
 * card only) once dealt, the settled hand against the dealer's once the round has closed.
 */
export async function withHands(
  p: RoundWallet,
  bets: readonly LiveBetView[],
  nowMs: number,
): Promise<LiveBetView[]> {
  const cards = new Map<number, number[] | null>();
  const shown: LiveBetView[] = [];
  for (const bet of bets) {
    const seat = bet.bets[0] as LiveBlackjackBet | undefined;
    const view: LiveBetView = {
      ...bet,
      bets: bet.bets.map((b) => {
        const { actionIds: _ids, ...rest } = b as LiveBlackjackBet;
        return rest;
      }),
    };
    if (seat && nowMs >= betsCloseAt(GAME, bet.drawNo)) {
      if (!cards.has(bet.drawNo)) cards.set(bet.drawNo, await roundCards(p, bet.drawNo));
      const outcome = cards.get(bet.drawNo);
      if (outcome) {
        view.hand = liveBlackjackHandView(
          outcome,
          seat.actions ?? [],
          nowMs >= closesAt(bet.drawNo),
        );
      }
    }
    shown.push(view);
  }
  return shown;
}

interface SeatRow {
  id: string;
  session_id: string;
  draw_no: string | number;
  bets: LiveBlackjackBet[] | string;
  stake: string | number;
  win: string | number;
  status: string;
}

const seatRow = (p: RoundWallet, betId: string) =>
  p.db
    .selectFrom('builtin_scheduled_bets')
    .select(['id', 'session_id', 'draw_no', 'bets', 'stake', 'win', 'status'])
    .where('id', '=', betId)
    .where('game', '=', GAME.engine)
    .executeTakeFirst() as Promise<SeatRow | undefined>;

async function seatAnswer(p: RoundWallet, sessionId: string, betId: string) {
  const session = await p.requireSession(sessionId);
  const row = (await seatRow(p, betId))!;
  const [bet] = await withHands(p, [betView(row)], p.now().getTime());
  return { bet: bet!, balance: await p.balanceOf(session) };
}

/**
 * One decision on a seat's hand. Refused: another session's bet (`seat_not_yours`), before the
 * deal (`not_dealt_yet`), after the close (`decisions_closed`), a hand already finished
 * (`hand_finished`) or a move it may not make (`action_not_allowed`); nothing moves then.
 */
export async function liveBlackjackAction(
  p: RoundWallet,
  sessionId: string,
  requestId: string,
  betId: string,
  action: BlackjackAction,
): Promise<LiveTableAnswer> {
  const session = await p.requireEngine(sessionId, 'live-blackjack');
  const row = await seatRow(p, betId);
  if (!row || row.session_id !== sessionId) {
    throw new Refusal(403, 'seat_not_yours', 'betId: not a bet of this session', 'betId');
  }
  const before = (parseJson<LiveBlackjackBet[]>(row.bets) ?? [])[0]!;
  if ((before.actionIds ?? []).includes(requestId)) return seatAnswer(p, sessionId, betId);
  const drawNo = Number(row.draw_no);
  const now = p.now().getTime();
  if (now < betsCloseAt(GAME, drawNo)) {
    throw new Refusal(409, 'not_dealt_yet', 'action: the cards are not dealt yet', 'action');
  }
  if (now >= closesAt(drawNo) || row.status !== 'debited') {
    const pending = row.status === 'pending';
    throw new Refusal(
      409,
      pending ? 'round_in_progress' : 'decisions_closed',
      pending ? 'betId: the stake is not taken yet' : 'action: the round has closed',
      'action',
    );
  }
  const outcome = (await roundCards(p, drawNo))!;
  const actions = before.actions ?? [];
  const played = playLiveBlackjack(outcome, actions, action);
  if (!played.ok) {
    const reason = played.reason === 'round_not_in_play' ? 'hand_finished' : played.reason;
    throw new Refusal(409, reason, `action: ${action} is not allowed now`, 'action');
  }
  const extra = action === 'double' || action === 'split' ? before.stake : 0;
  const after: LiveBlackjackBet = {
    ...before,
    actions: [...actions, action],
    actionIds: [...(before.actionIds ?? []), requestId],
  };
  const demo = session.mode === 'demo';
  // A double's or a split's stake: its own transaction of the bet's round, taken first.
  const transactionId = `${row.id}:act:${createHash('sha256').update(requestId).digest('hex').slice(0, 16)}`;
  if (!demo && extra > 0) {
    try {
      await p.wallet.debit({
        sessionId,
        transactionId,
        roundId: row.id,
        amount: extra,
        currency: session.currency,
      });
    } catch (err) {
      if (!(err instanceof WalletCallRefused)) await giveBack(p, sessionId, row.id, transactionId);
      throw p.walletRefusal(err);
    }
  }
  let claimed = false;
  try {
    claimed = await p.db.transaction().execute(async (trx) => {
      // The hand as it was read, the bet still open and the round not closed: one claimant.
      if (p.now().getTime() >= closesAt(drawNo)) return false;
      const updated = await trx
        .updateTable('builtin_scheduled_bets')
        .set({ bets: JSON.stringify([after]), stake: toSafeInteger(row.stake) + extra })
        .where('id', '=', row.id)
        .where('status', '=', 'debited')
        .where(sql<boolean>`bets = ${JSON.stringify([before])}::jsonb`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (demo && extra > 0) await moveDemoBalance(trx, sessionId, extra, 0, 'action');
      return true;
    });
  } finally {
    if (!claimed && !demo && extra > 0) await giveBack(p, sessionId, row.id, transactionId);
  }
  if (!claimed) {
    const now = await seatRow(p, betId);
    const seat = (parseJson<LiveBlackjackBet[]>(now?.bets ?? '[]') ?? [])[0];
    if (seat?.actionIds?.includes(requestId)) return seatAnswer(p, sessionId, betId);
    throw new Refusal(409, 'decisions_closed', 'action: the hand moved on or closed', 'action');
  }
  return seatAnswer(p, sessionId, betId);
}

/** Gives back a decision's stake whose debit was refused on the way or never recorded. */
async function giveBack(p: RoundWallet, sessionId: string, roundId: string, transactionId: string) {
  try {
    await p.wallet.rollback({
      sessionId,
      transactionId: `${transactionId}:rollback`,
      debitTransactionId: transactionId,
      roundId,
    });
  } catch {
    // The wallet is away: the stake's fate is settled by the wallet's own records.
  }
}
