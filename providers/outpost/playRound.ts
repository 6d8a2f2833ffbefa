// One round of an Outpost game, money through the site's wallet only: debit the stake, draw the
// outcome from the session's seed pair, credit the win (0 for a loss, which closes the round),
// reveal the seed and commit the next. A debit the wallet refuses plays nothing; a debit whose
// fate is unknown, or a round the provider cannot finish, is rolled back.
import { randomBytes } from 'node:crypto';
import { RoundBytes } from '../../domain/casino/fairness';
import {
  drawOutpost,
  outpostMultiplierX100,
  outpostWin,
  type OutpostBet,
} from '../../domain/casino/outpostGames';
import type { RoundFairness, WalletErrorCode } from '../../domain/casino/walletProtocol';
import { newSeedPair, type OutpostSession } from './outpostSessions';
import type { WalletCaller } from './walletCaller';

/** Test hooks (OUTPOST_TEST_HOOKS=1 only): stop after the debit, or fail the round after it. */
export type RoundFault = 'hold-after-debit' | 'fail-after-debit';

export interface PlayedRound {
  roundId: string;
  stake: number;
  bet: OutpostBet;
  draw: number;
  multiplierX100: number;
  win: number;
  fairness: Required<RoundFairness>;
}

export type PlayResult =
  | { ok: true; round: PlayedRound; balance: number }
  | {
      ok: false;
      status: number;
      code: WalletErrorCode | 'WALLET_UNAVAILABLE' | 'ROUND_FAILED' | 'CREDIT_PENDING';
      balance?: number;
    };

/** Credits that did not get through are sent again until the wallet answers. */
export type PendingCredits = (send: () => Promise<boolean>) => void;

export async function playRound(
  wallet: WalletCaller,
  session: OutpostSession,
  stake: number,
  bet: OutpostBet,
  options: { fault?: RoundFault; pending: PendingCredits },
): Promise<PlayResult> {
  const roundId = `op-${randomBytes(12).toString('base64url')}`;
  const debitId = `${roundId}:debit`;
  const common = { sessionId: session.siteSessionId, roundId };
  const debit = await wallet.call('debit', {
    ...common,
    transactionId: debitId,
    amount: stake,
    currency: session.currency,
  });
  if (debit.kind === 'refused') {
    return {
      ok: false,
      status: 409,
      code: debit.answer.code,
      ...(debit.answer.balance === undefined ? {} : { balance: debit.answer.balance }),
    };
  }
  /** Gives the stake back and fails the round with `code` (503), with the balance if known. */
  const rollBackAndFail = async (
    code: 'WALLET_UNAVAILABLE' | 'ROUND_FAILED',
  ): Promise<PlayResult> => {
    const back = await wallet.call('rollback', {
      ...common,
      transactionId: `${roundId}:rollback`,
      debitTransactionId: debitId,
    });
    return {
      ok: false,
      status: 503,
      code,
      ...(back.kind === 'ok' ? { balance: back.answer.balance } : {}),
    };
  };
  // Whether the stake moved is unknown: give it back (a debit that arrives later is refused).
  if (debit.kind === 'unreachable') return rollBackAndFail('WALLET_UNAVAILABLE');
  if (options.fault === 'hold-after-debit') await new Promise<never>(() => undefined);
  if (options.fault === 'fail-after-debit') return rollBackAndFail('ROUND_FAILED');

  const used = session.seed;
  const draw = await drawOutpost(session.game.engine, new RoundBytes(used));
  const win = outpostWin(bet, stake, draw);
  session.seed = await newSeedPair(used.clientSeed, used.nonce + 1);
  const fairness: Required<RoundFairness> = {
    serverSeedHash: used.serverSeedHash,
    serverSeed: used.serverSeed,
    clientSeed: used.clientSeed,
    nonce: used.nonce,
  };
  const creditFields = {
    ...common,
    transactionId: `${roundId}:credit`,
    amount: win,
    currency: session.currency,
    roundClosed: true,
    fairness,
  };
  const credit = await wallet.call('credit', creditFields);
  const round: PlayedRound = {
    roundId,
    stake,
    bet,
    draw,
    multiplierX100: outpostMultiplierX100(bet),
    win,
    fairness,
  };
  if (credit.kind === 'unreachable') {
    options.pending(async () => (await wallet.call('credit', creditFields)).kind !== 'unreachable');
    return { ok: false, status: 503, code: 'CREDIT_PENDING' };
  }
  if (credit.kind === 'refused') {
    return { ok: false, status: 409, code: credit.answer.code, balance: credit.answer.balance };
  }
  return { ok: true, round, balance: credit.answer.balance };
}
