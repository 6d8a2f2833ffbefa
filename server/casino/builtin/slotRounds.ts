// Slot spins of the built-in provider (domain/casino/slotSpin.ts): one request a round, the reel
// stops drawn from the round's bytes, the stake debited and the win credited through the wallet
// (a demo spin settled in the demo balance at once).
import type { BuiltinSeedView, SlotRoundView } from '../../../domain/casino/builtinGames';
import { slotStops } from '../../../domain/casino/builtinOutcome';
import { isSlotStake, type SlotMachine } from '../../../domain/casino/slotMachine';
import { SLOT_MACHINES } from '../../../domain/casino/slotMachines';
import { evaluateSpin } from '../../../domain/casino/slotSpin';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import {
  balanceAndSeed,
  parseJson,
  requireOfferedStake,
  type Round,
  type SessionRow,
} from './providerRows';
import type { RoundWallet } from './roundWallet';
import type { SlotRoundDetail } from './tables';

/** A spin's answer: the round, the balance after it and the seed pair it was drawn from. */
export interface SlotAnswer {
  round: SlotRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

export async function spin(
  p: RoundWallet,
  sessionId: string,
  stake: number,
  requestId: string,
): Promise<SlotAnswer> {
  const session = await p.requireSession(sessionId);
  const machine = SLOT_MACHINES[session.engine_key];
  if (!machine) throw new Refusal(409, 'conflict', 'session: not a slot session', 'session');
  requireOfferedStake(isSlotStake(machine, stake));
  const round = await p.playInstant(session, requestId, stake, async (bytes) => {
    const stops = await slotStops(machine, bytes);
    const spun = evaluateSpin(machine, stops, stake);
    const detail: SlotRoundDetail = { window: spun.window, wins: spun.wins };
    return { outcome: stops, detail, win: spun.win };
  });
  return slotAnswer(p, session, machine, round);
}

async function slotAnswer(
  p: RoundWallet,
  session: SessionRow,
  machine: SlotMachine,
  round: Round,
): Promise<SlotAnswer> {
  const pair = await p.pairOf(round);
  const detail = parseJson<SlotRoundDetail>(round.detail) ?? { window: [], wins: [] };
  void machine;
  return {
    round: {
      roundId: round.id,
      nonce: round.nonce,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      stake: toSafeInteger(round.stake),
      win: toSafeInteger(round.win),
      stops: parseJson<number[]>(round.outcome) ?? [],
      window: detail.window,
      wins: detail.wins,
      at: new Date(round.created_at).toISOString(),
    },
    ...(await balanceAndSeed(p, session)),
  };
}
