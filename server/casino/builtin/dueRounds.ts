// Settlement of the built-in provider's rounds that are due: a crash round past its end (crashed,
// or cashed out automatically), a credit that did not get through, a round stuck mid-way (its
// debit's fate unknown: given back). Swept for all sessions (index.ts) and for one session before
// it plays again.
import { crashWin, settleWithoutCashOut } from '../../../domain/casino/crashGame';
import { toSafeInteger } from '../../money/bigints';
import { parseJson, payDemoWin, type Round, type SessionRow } from './providerRows';
import type { RoundWallet } from './roundWallet';

/** A real round still pending or debited this long after it began is settled by the sweep. */
const STUCK_AFTER_MS = 30_000;

/**
 * Claims a running round's end (one claimant wins: running → settling), then pays it: the demo
 * balance in the same statement's transaction, or a wallet credit (0 for a lost round).
 */
export async function finishCrashRound(
  p: RoundWallet,
  session: SessionRow,
  round: Round,
  won: boolean,
  multiplierX100: number,
): Promise<boolean> {
  const win = won ? crashWin(toSafeInteger(round.stake), multiplierX100) : 0;
  const claimed = await p.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('builtin_rounds')
      .set({
        status: session.mode === 'demo' ? 'settled' : 'settling',
        win,
        cashed_out_x100: won ? multiplierX100 : null,
        settled_at: session.mode === 'demo' ? p.now() : null,
      })
      .where('id', '=', round.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (session.mode === 'demo') await payDemoWin(trx, session.session_id, win);
    return true;
  });
  if (!claimed) return false;
  if (session.mode === 'real') {
    await p.settleWin(session, round, win);
  }
  return true;
}

export async function settleIfDue(
  p: RoundWallet,
  session: SessionRow,
  round: Round,
): Promise<void> {
  if (round.status === 'pending') {
    // Its debit's fate unknown (the process stopped, or the wallet did not answer): give it
    // back; a rollback of a debit that never arrived is recorded, so a late one is refused.
    await p.rollBack(session, round);
    return;
  }
  if (round.status === 'settling' || round.status === 'debited') {
    // A credit that did not get through before: the wallet answers a retry idempotently.
    await p.settleWin(session, round, toSafeInteger(round.win));
    return;
  }
  if (round.status !== 'running' || !round.ends_at) return;
  if (new Date(round.ends_at).getTime() > p.now().getTime()) return;
  const end = settleWithoutCashOut(crashOf(round), round.auto_cash_out_x100);
  await finishCrashRound(p, session, round, end.won, end.multiplierX100);
}

/** Settles the rounds past their end (of one session, or all): crashed or auto-cashed-out. */
export async function settleDueRounds(p: RoundWallet, sessionId?: string): Promise<number> {
  let query = p.db
    .selectFrom('builtin_rounds')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'running'), eb('ends_at', '<=', p.now())]),
        eb('status', '=', 'settling'),
        // Stuck mid-way (stake taken, win not paid; or the debit's answer lost) for a while.
        eb.and([
          eb('status', 'in', ['debited', 'pending']),
          eb('created_at', '<=', new Date(p.now().getTime() - STUCK_AFTER_MS)),
        ]),
      ]),
    )
    .limit(200);
  if (sessionId !== undefined) query = query.where('session_id', '=', sessionId);
  const due = (await query.execute()) as Round[];
  let settled = 0;
  for (const round of due) {
    const session = await p.findSession(round.session_id);
    if (!session) continue;
    try {
      await settleIfDue(p, session, round);
      settled += 1;
    } catch {
      // The wallet is away: the next sweep tries again.
    }
  }
  return settled;
}

export function crashOf(round: Round): number {
  return parseJson<number[]>(round.outcome)?.[0] ?? 100;
}
