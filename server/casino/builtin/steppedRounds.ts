// A round of the built-in provider played in steps after its start (mines, video poker): the
// start is answered again for a repeated request id, reserved with the pair's next nonce while no
// other round of the session is in play, and a real round's stake debited through the wallet
// before it runs. Each game's module plays the steps (minesRounds.ts, videoPokerRounds.ts).
import { RoundBytes } from '../../../domain/casino/fairness';
import {
  refuseWhileRoundOpen,
  type BuiltinProvider,
  type Round,
  type SessionRow,
} from './builtinProvider';

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
