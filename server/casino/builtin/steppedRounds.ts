// A round of the built-in provider played in steps after its start (mines, video poker, hi-lo): the
// start is answered again for a repeated request id, reserved with the pair's next nonce while no
// other round of the session is in play, and a real round's stake debited through the wallet
// before it runs; each step claimed once. Each game's module plays the steps (minesRounds.ts,
// videoPokerRounds.ts, hiloRounds.ts).
import { sql } from 'kysely';
import type { BuiltinSeedView } from '../../../domain/casino/builtinGames';
import type { ErrorReason } from '../../../domain/errors/errorReasons';
import { RoundBytes } from '../../../domain/casino/fairness';
import { Refusal } from '../../http/refusal';
import {
  refuseWhileRoundOpen,
  type BuiltinProvider,
  type Round,
  type SessionRow,
} from './builtinProvider';
import { balanceAndSeed, requireStepClaimed } from './providerRows';

/** Opens the round, or finds the one this request id opened; `deal` draws from its bytes. */
export async function openSteppedRound(
  provider: BuiltinProvider,
  session: SessionRow,
  requestId: string,
  stake: number,
  deal: (bytes: RoundBytes) => Promise<{ outcome: number[]; detail: unknown }>,
): Promise<Round> {
  const sessionId = session.session_id;
  const earlier = await provider.findByRequest(sessionId, requestId);
  if (earlier) return provider.replay(earlier, stake);
  let round: Round;
  try {
    round = await provider.reserve(
      session,
      requestId,
      stake,
      async (pair, nonce) => {
        const { outcome, detail } = await deal(
          new RoundBytes({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
        );
        return {
          outcome,
          detail: detail as never,
          win: 0,
          status: session.mode === 'demo' ? 'running' : 'pending',
        };
      },
      (trx) => refuseWhileRoundOpen(trx, sessionId, 'a round is in play'),
    );
  } catch (err) {
    const again = await provider.raceReplay(err, sessionId, requestId, stake);
    if (again) return again;
    throw err;
  }
  if (session.mode === 'real') {
    await provider.debitStake(session, round);
    await provider.db
      .updateTable('builtin_rounds')
      .set({ status: 'running' })
      .where('id', '=', round.id)
      .execute();
  }
  return provider.findRound(sessionId, round.id);
}

/**
 * Plays one step of a round in play: the new detail claimed once (the round's step moves on only
 * from `step`, so of two requests at once one plays), a demo win paid in the same transaction;
 * a real round that ends is then credited through the wallet. False when another request moved
 * the round on first (nothing changed).
 */
export async function claimStep(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
  step: number,
  next: { detail: unknown; win: number; settled: boolean },
): Promise<boolean> {
  const demo = session.mode === 'demo';
  const { detail, win, settled } = next;
  const claimed = await provider.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('builtin_rounds')
      .set({
        detail: JSON.stringify(detail) as never,
        win,
        status: settled ? (demo ? 'settled' : 'settling') : 'running',
        settled_at: settled && demo ? provider.now() : null,
      })
      .where('id', '=', round.id)
      .where('status', '=', 'running')
      .where(sql<boolean>`(detail->>'step')::int = ${step}`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (demo && win > 0) {
      await trx
        .updateTable('builtin_sessions')
        .set({ demo_balance: sql`demo_balance + ${win}` })
        .where('session_id', '=', session.session_id)
        .execute();
    }
    return true;
  });
  if (!claimed) return false;
  if (!demo && settled) {
    await provider.creditWin(session, round, win);
    await provider.markSettled(round.id);
  }
  return true;
}

/** A stepped game's answer: the round as the page shows it, the balance and the seed pair. */
export async function steppedAnswer<View>(
  provider: BuiltinProvider,
  session: SessionRow,
  round: View,
): Promise<{ round: View; balance: number; seed: BuiltinSeedView }> {
  return { round, ...(await balanceAndSeed(provider, session)) };
}

/**
 * One move in a round in play (hi-lo, mines): refused (409, the game's reason) when the game
 * does not allow it, else the next state claimed once with its win; ended unless still playing.
 */
export async function playStep<State extends { phase: string }>(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
  move: {
    action: string;
    step: number;
    played: { ok: true; round: State } | { ok: false; reason: ErrorReason };
    win: (state: State) => number;
  },
): Promise<void> {
  const { played } = move;
  if (!played.ok) {
    throw new Refusal(409, played.reason, `action: ${move.action} is not allowed now`, 'action');
  }
  const settled = played.round.phase !== 'playing';
  const win = move.win(played.round);
  const detail = { state: played.round, step: move.step + 1 };
  requireStepClaimed(
    await claimStep(provider, session, round, move.step, { detail, win, settled }),
  );
}
