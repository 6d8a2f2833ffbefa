// Crash rounds of the built-in provider (domain/casino/crashGame.ts): the bet takes the stake, the
// curve starts once it is taken (the server's clock), a cash-out by hand is judged by that clock
// when it arrives; a round past its end is settled by dueRounds.ts.
import type { BuiltinSeedView, CrashRoundView } from '../../../domain/casino/builtinGames';
import {
  CRASH_MAX_POINT_X100,
  CRASH_MIN_CASH_OUT_X100,
  CRASH_STAKES,
  crashPointX100,
  crashTimeMs,
  judgeCashOut,
  msToReach,
} from '../../../domain/casino/crashGame';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import { crashOf, finishCrashRound, settleDueRounds, settleIfDue } from './dueRounds';
import {
  refuseWhileRoundOpen,
  type PairRow,
  type Round,
  type SessionRow,
  balanceAndSeed,
  requireOfferedStake,
} from './providerRows';
import type { RoundWallet } from './roundWallet';

/** What each crash call answers: the round as the player sees it, the balance, the seeds. */
export interface CrashAnswer {
  round: CrashRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

export async function crashBet(
  p: RoundWallet,
  sessionId: string,
  stake: number,
  requestId: string,
  autoCashOut: number | undefined,
): Promise<CrashAnswer> {
  const session = await p.requireSession(sessionId);
  if (findBuiltinGame(session.engine_key)?.engine !== 'crash') {
    throw new Refusal(409, 'conflict', 'session: not a crash session', 'session');
  }
  requireOfferedStake(CRASH_STAKES.includes(stake));
  const autoX100 = autoCashOut === undefined ? null : Math.round(autoCashOut * 100);
  if (
    autoX100 !== null &&
    (autoX100 < CRASH_MIN_CASH_OUT_X100 || autoX100 > CRASH_MAX_POINT_X100)
  ) {
    throw new Refusal(400, 'invalid_field', 'autoCashOut: out of range', 'autoCashOut');
  }
  const earlier = await p.findByRequest(sessionId, requestId);
  if (earlier) return crashAnswer(p, session, await p.replay(earlier, stake));
  await settleDueRounds(p, sessionId);

  const startedAt = p.now();
  const reserved = await p.reserveDrawn(
    session,
    requestId,
    stake,
    async (bytes) => {
      const crash = await crashPointX100(bytes);
      const demo = session.mode === 'demo';
      return {
        outcome: [crash],
        status: demo ? 'running' : 'pending',
        auto_cash_out_x100: autoX100,
        started_at: demo ? startedAt : null,
        ends_at: demo ? endsAt(startedAt, crash, autoX100) : null,
      };
    },
    (trx) => refuseWhileRoundOpen(trx, sessionId, 'a round is running'),
  );
  if (reserved.raced) return crashAnswer(p, session, reserved.round);
  let round = reserved.round;
  if (session.mode === 'real') {
    await p.debitStake(session, round);
    // The curve starts once the stake is taken: the server's clock from here on.
    const started = p.now();
    const crash = crashOf(round);
    const ends = endsAt(started, crash, round.auto_cash_out_x100);
    await p.db
      .updateTable('builtin_rounds')
      .set({ status: 'running', started_at: started, ends_at: ends })
      .where('id', '=', round.id)
      .execute();
    round = { ...round, status: 'running', started_at: started, ends_at: ends };
  }
  return crashAnswer(p, session, round);
}

/** The session and one of its rounds, each refused 404 when unknown. */
async function sessionAndRound(
  p: RoundWallet,
  sessionId: string,
  roundId: string,
): Promise<{ session: SessionRow; round: Round }> {
  const session = await p.requireSession(sessionId);
  return { session, round: await p.findRound(sessionId, roundId) };
}

/** A cash-out by hand, judged by the server's clock when it arrives. */
export async function cashOut(
  p: RoundWallet,
  sessionId: string,
  roundId: string,
): Promise<CrashAnswer> {
  const { session, round } = await sessionAndRound(p, sessionId, roundId);
  if (round.status === 'settled' || round.status === 'settling') {
    throw new Refusal(409, 'round_over', 'roundId: the round is over', 'roundId');
  }
  if (round.status !== 'running' || !round.started_at) {
    throw new Refusal(409, 'round_in_progress', 'roundId: the bet is not placed yet', 'roundId');
  }
  const elapsed = p.now().getTime() - new Date(round.started_at).getTime();
  const judged = judgeCashOut(crashOf(round), elapsed, round.auto_cash_out_x100);
  if (judged.outcome === 'too_early') {
    throw new Refusal(409, 'cash_out_too_early', 'the multiplier is below the least cash-out');
  }
  if (judged.outcome === 'crashed') {
    await finishCrashRound(p, session, round, false, judged.multiplierX100);
    throw new Refusal(409, 'round_over', 'roundId: the round crashed first', 'roundId');
  }
  const finished = await finishCrashRound(p, session, round, true, judged.multiplierX100);
  if (!finished) throw new Refusal(409, 'round_over', 'roundId: the round is over', 'roundId');
  return crashAnswer(p, session, await p.findRound(sessionId, roundId));
}

/** The round as it stands; one past its end is settled first. */
export async function crashRound(
  p: RoundWallet,
  sessionId: string,
  roundId: string,
): Promise<CrashAnswer> {
  const { session, round } = await sessionAndRound(p, sessionId, roundId);
  if (findBuiltinGame(round.engine_key)?.engine !== 'crash') {
    throw new Refusal(404, 'not_found', 'roundId: not a crash round', 'roundId');
  }
  await settleIfDue(p, session, round);
  return crashAnswer(p, session, await p.findRound(sessionId, roundId));
}

async function crashAnswer(
  p: RoundWallet,
  session: SessionRow,
  round: Round,
): Promise<CrashAnswer> {
  return {
    round: crashView(p, round, await p.pairOf(round)),
    ...(await balanceAndSeed(p, session)),
  };
}

export function crashView(p: RoundWallet, round: Round, pair: PairRow): CrashRoundView {
  const over = round.status === 'settled';
  const status: CrashRoundView['status'] = !over
    ? 'running'
    : round.cashed_out_x100 !== null
      ? 'cashed_out'
      : 'crashed';
  const startedAt = round.started_at ?? round.created_at;
  return {
    roundId: round.id,
    nonce: round.nonce,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    stake: toSafeInteger(round.stake),
    startedAt: new Date(startedAt).toISOString(),
    serverNow: p.now().toISOString(),
    status,
    autoCashOut: round.auto_cash_out_x100 === null ? null : round.auto_cash_out_x100 / 100,
    crashPoint: over ? crashOf(round) / 100 : null,
    cashedOutAt: round.cashed_out_x100 === null ? null : round.cashed_out_x100 / 100,
    win: toSafeInteger(round.win),
  };
}

/** When a crash round ends by itself: at the crash, or earlier at a reachable automatic target. */
export function endsAt(startedAt: Date, crashX100: number, autoX100: number | null): Date {
  const ms =
    autoX100 !== null && autoX100 <= crashX100 ? msToReach(autoX100) : crashTimeMs(crashX100);
  return new Date(startedAt.getTime() + ms);
}
