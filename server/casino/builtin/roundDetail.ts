// A round's verification detail (SPEC section 2, provably fair): its seed pair's hash, client
// seed and nonce, the server seed once the pair is rotated, and the outcome once it is over.
import { findBuiltinGame, type BuiltinRoundDetail } from '../../../domain/casino/builtinGames';
import { toSafeInteger } from '../../money/bigints';
import { parseJson } from './providerRows';
import type { RoundWallet } from './roundWallet';

/** What a player needs to verify a round; the seed once its pair is rotated. */
export async function roundDetail(
  p: RoundWallet,
  sessionId: string,
  roundId: string,
): Promise<BuiltinRoundDetail> {
  await p.requireSession(sessionId);
  const round = await p.findRound(sessionId, roundId);
  const pair = await p.pairOf(round);
  const game = findBuiltinGame(round.engine_key);
  const over = round.status === 'settled';
  return {
    roundId: round.id,
    engineKey: round.engine_key,
    engine: game?.engine ?? 'slot',
    serverSeedHash: pair.server_seed_hash,
    serverSeed: pair.revealed_at ? pair.server_seed : null,
    clientSeed: pair.client_seed,
    nonce: round.nonce,
    stake: toSafeInteger(round.stake),
    win: toSafeInteger(round.win),
    // A running crash round's point stays hidden.
    outcome: over ? (parseJson<number[]>(round.outcome) ?? []) : [],
    at: new Date(round.created_at).toISOString(),
  };
}
