// The steps of the seamless wallet's calls (walletService.ts): the call's transaction and session,
// the checks of its amount and currency, the provider's transaction recorded and replayed, the
// money moved through the ledger and the answer. A refusal throws inside the transaction.
import { createHash } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import type { WalletErrorCode, WalletOkAnswer } from '../../../domain/casino/walletProtocol';
import { casinoLedgerReference } from '../../../domain/casino/catalogueTypes';
import { findCurrency } from '../../../domain/money/currencies';
import type { DatabaseSchema } from '../../db/schema';
import { toSafeInteger } from '../../money/bigints';
import { LEDGER_KINDS, LedgerRefusal, postTransfer } from '../../money/ledger';
import { casinoHouseAccountId, rememberCasinoHouseAccount } from './casinoHouseAccount';
import type { CasinoWalletTransactionsTable, WalletTransactionKind } from './tables';

/** The largest amount one call may move (minor units): far above any stake, below 2^53. */
export const MAX_WALLET_AMOUNT = 1_000_000_000_000;
/** The fingerprint a rollback of an unknown debit leaves under that debit's id. */
export const ROLLED_BACK_BEFORE_ARRIVAL = 'rolled-back-before-arrival';

/** A refused call: nothing moved. `balance` when the session is known. */
export class WalletRefusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'WalletRefusal';
  }
}

/**
 * The limits module's stake check (server/limits/stakeLimits.ts `assertStakeAllowed`): throws a
 * refusal when a ban, self-exclusion, time-out or wagering or loss limit forbids the stake. It
 * runs inside the debit's transaction.
 */
export type StakeCheck = (
  trx: Transaction<DatabaseSchema>,
  stake: { userId: string; amount: number; currencyId: number; at: Date },
) => Promise<void>;

/** How a stake check's refusal maps to the protocol: a block of the player, or a limit. */
export type StakeRefusalCode = 'PLAYER_BLOCKED' | 'LIMIT_EXCEEDED';

export interface WalletDeps {
  db: Kysely<DatabaseSchema>;
  now: () => Date;
  stakeCheck?: StakeCheck;
  /** Which protocol code a stake check's refusal is; undefined: not a refusal (rethrown). */
  stakeRefusalCode?: (err: unknown) => StakeRefusalCode | undefined;
}

export interface RealSession {
  id: string;
  userId: string;
  gameId: number;
  accountId: string;
  currencyId: number;
  currency: string;
  expired: boolean;
  banLevel: number;
}

export type Trx = Transaction<DatabaseSchema>;

/** One call's transaction: the house account it used, remembered once it commits. */
export interface CallScope {
  trx: Trx;
  db: Kysely<DatabaseSchema>;
  session: RealSession;
  houseId?: string;
}
export type StoredTransaction = Pick<
  CasinoWalletTransactionsTable,
  'kind' | 'session_id' | 'fingerprint' | 'status'
> & { id: string | number; ledger_transaction_id: string | number | null };

// ---------------------------------------------------------------- the steps

export async function inTransaction(
  deps: WalletDeps,
  providerKey: string,
  sessionId: string,
  call: (trx: Trx, session: RealSession, scope: CallScope) => Promise<WalletOkAnswer>,
): Promise<WalletOkAnswer> {
  const session = await realSession(deps.db, providerKey, sessionId, deps.now());
  try {
    let used: CallScope | undefined;
    const answer = await deps.db.transaction().execute((trx) => {
      used = { trx, db: deps.db, session };
      return call(trx, session, used);
    });
    if (used?.houseId) {
      rememberCasinoHouseAccount(deps.db, session.userId, session.currencyId, used.houseId);
    }
    return answer;
  } catch (err) {
    if (err instanceof WalletRefusal && err.balance === undefined) {
      throw new WalletRefusal(err.code, err.message, await balanceOf(deps.db, session.accountId));
    }
    throw err;
  }
}

/** The session, if it is this provider's and for real money; expired sessions are flagged. */
export async function realSession(
  db: Kysely<DatabaseSchema>,
  providerKey: string,
  sessionId: string,
  now: Date,
): Promise<RealSession> {
  const row = await db
    .selectFrom('casino_game_sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.account_id',
      's.game_id',
      's.currency_id',
      's.mode',
      's.expires_at',
      'u.ban_level',
    ])
    .where('s.id', '=', sessionId)
    .where('s.provider_key', '=', providerKey)
    .executeTakeFirst();
  if (!row) throw new WalletRefusal('UNKNOWN_SESSION', `No session ${sessionId}`);
  if (row.mode !== 'real' || row.user_id === null || row.account_id === null) {
    throw new WalletRefusal('DEMO_SESSION', 'A demo session never calls the wallet');
  }
  const currencyId = row.currency_id ?? 0;
  return {
    id: row.id,
    userId: String(row.user_id),
    gameId: toSafeInteger(row.game_id),
    accountId: String(row.account_id),
    currencyId,
    currency: findCurrency(currencyId)?.iso ?? '',
    expired: new Date(row.expires_at).getTime() <= now.getTime(),
    banLevel: row.ban_level ?? 0,
  };
}

export function checkAmount(amount: number, { zeroAllowed }: { zeroAllowed: boolean }): void {
  if (
    !Number.isSafeInteger(amount) ||
    amount < 0 ||
    (amount === 0 && !zeroAllowed) ||
    amount > MAX_WALLET_AMOUNT
  ) {
    throw new WalletRefusal(
      'INVALID_AMOUNT',
      `amount must be a whole number of minor units, ${zeroAllowed ? '0' : '1'} to ${MAX_WALLET_AMOUNT}`,
    );
  }
}

export function checkCurrency(session: RealSession, currency: string): void {
  if (currency !== session.currency) {
    throw new WalletRefusal(
      'CURRENCY_MISMATCH',
      `The session's account is in ${session.currency}, not ${currency}`,
    );
  }
}

export function fingerprintOf(...fields: (string | number)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Inserts the provider's transaction; undefined when its id was recorded before. */
export async function recordTransaction(
  trx: Trx,
  providerKey: string,
  session: RealSession,
  tx: {
    transactionId: string;
    kind: WalletTransactionKind;
    roundId: string;
    amount: number;
    fingerprint: string;
    status?: 'accepted' | 'rolled_back';
    debitTransactionId?: string;
  },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('casino_wallet_transactions')
    .values({
      provider_key: providerKey,
      provider_transaction_id: tx.transactionId,
      kind: tx.kind,
      session_id: session.id,
      provider_round_id: tx.roundId,
      amount: tx.amount,
      currency_id: session.currencyId,
      fingerprint: tx.fingerprint,
      status: tx.status ?? 'accepted',
      debit_transaction_id: tx.debitTransactionId ?? null,
    })
    .onConflict((oc) => oc.columns(['provider_key', 'provider_transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

/** The id was accepted before: the same call answers again, another is refused. */
export async function replay(
  trx: Trx,
  providerKey: string,
  session: RealSession,
  transactionId: string,
  kind: WalletTransactionKind,
  fingerprint: string,
): Promise<WalletOkAnswer> {
  const first: StoredTransaction = await trx
    .selectFrom('casino_wallet_transactions')
    .select(['id', 'kind', 'session_id', 'fingerprint', 'status', 'ledger_transaction_id'])
    .where('provider_key', '=', providerKey)
    .where('provider_transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
  if (first.kind === 'debit' && first.fingerprint === ROLLED_BACK_BEFORE_ARRIVAL) {
    throw new WalletRefusal(
      'TRANSACTION_ROLLED_BACK',
      `Debit ${transactionId} was rolled back before it arrived`,
    );
  }
  if (first.kind !== kind || first.fingerprint !== fingerprint) {
    throw new WalletRefusal(
      'DUPLICATE_TRANSACTION_MISMATCH',
      `Transaction ${transactionId} was accepted before with other fields`,
    );
  }
  return {
    ...ok(session, await balanceOf(trx, session.accountId)),
    walletTransactionId: String(first.id),
    duplicate: true,
  };
}

export async function moveMoney(
  scope: CallScope,
  providerKey: string,
  move: { transactionId: string; roundId: string; kind: string; amount: number },
): Promise<string> {
  const { trx, session } = scope;
  const houseId = await casinoHouseAccountId(scope.db, trx, session.userId, session.currencyId);
  scope.houseId = houseId;
  const toCustomer = move.amount > 0;
  try {
    const posted = await postTransfer(trx, {
      idempotencyKey: `casino:${providerKey}:${move.transactionId}`,
      kind: move.kind,
      reference: casinoLedgerReference(session.gameId, move.roundId),
      fromAccountId: toCustomer ? houseId : session.accountId,
      toAccountId: toCustomer ? session.accountId : houseId,
      currencyId: session.currencyId,
      amount: Math.abs(move.amount),
    });
    return posted.transactionId;
  } catch (err) {
    if (err instanceof LedgerRefusal && err.code === 'insufficient_funds') {
      throw new WalletRefusal('INSUFFICIENT_FUNDS', 'The balance does not cover the stake');
    }
    if (err instanceof LedgerRefusal && err.code === 'account_unavailable') {
      throw new WalletRefusal('UNKNOWN_SESSION', "The session's account is closed");
    }
    throw err;
  }
}

/**
 * Gives an accepted debit back: its stake to the customer through the ledger (casino_rollback,
 * under the rollback's own transaction id) and the debit marked rolled back. The provider's
 * rollback call and the site's void of a stale round both refund this way; each keeps its own
 * record of the rollback and its round's totals. Answers the ledger transaction.
 */
export async function refundDebit(
  scope: CallScope,
  providerKey: string,
  debit: { id: string | number; amount: number },
  rollback: { transactionId: string; roundId: string },
): Promise<string> {
  const posted = await moveMoney(scope, providerKey, {
    transactionId: rollback.transactionId,
    roundId: rollback.roundId,
    kind: LEDGER_KINDS.casinoRollback,
    amount: debit.amount,
  });
  await scope.trx
    .updateTable('casino_wallet_transactions')
    .set({ status: 'rolled_back' })
    .where('id', '=', String(debit.id))
    .execute();
  return posted;
}

/** Completes the recorded transaction and answers with the balance after it. */
export async function finish(
  trx: Trx,
  walletTransactionId: string,
  session: RealSession,
  done: {
    roundId?: string | number | null;
    ledgerTransactionId?: string | null;
    amount?: number;
    status?: 'orphan' | 'noop';
  },
): Promise<WalletOkAnswer> {
  // The balance after the call, read and recorded in the same statement.
  const row = await trx
    .updateTable('casino_wallet_transactions')
    .set((eb) => ({
      round_id: done.roundId ?? null,
      ledger_transaction_id: done.ledgerTransactionId ?? null,
      balance_after: eb
        .selectFrom('accounts')
        .select('balance')
        .where('id', '=', session.accountId),
      ...(done.amount === undefined ? {} : { amount: done.amount }),
      ...(done.status === undefined ? {} : { status: done.status }),
    }))
    .where('id', '=', walletTransactionId)
    .returning('balance_after')
    .executeTakeFirstOrThrow();
  const balance = row.balance_after === null ? 0 : toSafeInteger(row.balance_after);
  return { ...ok(session, balance), walletTransactionId, duplicate: false };
}

export async function balanceOf(
  db: Kysely<DatabaseSchema> | Trx,
  accountId: string,
): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? toSafeInteger(row.balance) : 0;
}

export function ok(session: RealSession, balance: number): WalletOkAnswer {
  return { status: 'OK', balance, currency: session.currency };
}
