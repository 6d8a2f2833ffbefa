// A step of a round in play that stakes more (blackjack's double or split, Caribbean Stud's call):
// claimed once like any step, the extra stake then debited through the wallet for a real round;
// a refused or failed debit puts the round back as it was before the step.
import { sql } from 'kysely';
import { moveDemoBalance, type Round, type SessionRow } from './providerRows';
import type { RoundWallet } from './roundWallet';
import { WalletCallRefused } from './walletClient';

export interface RaisedStep {
  /** The step the round is at: only a round still there is claimed. */
  fromStep: number;
  /** The detail after the step, its `step` the next one (the wallet's debit is named by it). */
  detail: { step: number };
  /** The round's whole stake after the step, `extra` of it staked by this step. */
  stake: number;
  extra: number;
  win: number;
  settled: boolean;
  /** The round's detail and stake put back when the extra stake is not debited. */
  restore: { detail: unknown; stake: number };
}

/**
 * Plays `step`: false when another request moved the round on first (nothing changed). A demo
 * round pays the extra and is paid the win in the claim's transaction; a real round's extra is
 * debited after it (the round put back and the wallet's refusal thrown when that fails), and a
 * real round that ends is credited and marked settled.
 */
export async function claimRaisedStep(
  p: RoundWallet,
  session: SessionRow,
  round: Round,
  step: RaisedStep,
): Promise<boolean> {
  const demo = session.mode === 'demo';
  const { detail, extra, win, settled } = step;
  const claimed = await p.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('builtin_rounds')
      .set({
        detail: JSON.stringify(detail) as never,
        stake: step.stake,
        win,
        status: settled ? (demo ? 'settled' : 'settling') : 'running',
        settled_at: settled && demo ? p.now() : null,
      })
      .where('id', '=', round.id)
      .where('status', '=', 'running')
      .where(sql<boolean>`(detail->>'step')::int = ${step.fromStep}`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (demo) {
      await moveDemoBalance(trx, session.session_id, extra, win, 'action');
    }
    return true;
  });
  if (!claimed) return false;
  if (!demo && extra > 0) {
    const debitId = `${round.id}:bet:${detail.step}`;
    try {
      await p.wallet.debit({
        sessionId: session.session_id,
        transactionId: debitId,
        roundId: round.id,
        amount: extra,
        currency: session.currency,
      });
    } catch (err) {
      if (!(err instanceof WalletCallRefused)) {
        try {
          await p.wallet.rollback({
            sessionId: session.session_id,
            transactionId: `${debitId}:rollback`,
            debitTransactionId: debitId,
            roundId: round.id,
          });
        } catch {
          // The wallet is away: the stake's fate is settled by the wallet's own records.
        }
      }
      await p.db
        .updateTable('builtin_rounds')
        .set({
          detail: JSON.stringify(step.restore.detail) as never,
          stake: step.restore.stake,
          win: 0,
          status: 'running',
        })
        .where('id', '=', round.id)
        .execute();
      throw p.walletRefusal(err);
    }
  }
  if (!demo && settled) {
    await p.settleWin(session, round, win);
  }
  return true;
}
