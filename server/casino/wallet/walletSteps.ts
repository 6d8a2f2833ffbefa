// The steps of the seamless wallet's calls (walletService.ts): the call's transaction and session,
// the checks of its amount and currency, the provider's transaction recorded and replayed, the
// money moved through the ledger and the answer. A refusal throws inside the transaction.
import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { WalletErrorCode, WalletOkAnswer } from '../../../domain/casino/walletProtocol';
import { casinoLedgerReference } from '../../../domain/casino/catalogueTypes';
import { findCurrency } from '../../../domain/money/currencies';
import type { DatabaseSchema } from '../../db/schema';
import { LIMITS_LOCK_PREFIX, type LimitRow } from '../../limits/index';
import { toSafeInteger } from '../../money/bigints';
import {
  LEDGER_KINDS,
  LedgerRefusal,
  postTransfer,
  transferStatementOutcome,
  transferStatementProblem,
  type StatementTransfer,
} from '../../money/ledger';
import { casinoHouseAccountId, rememberCasinoHouseAccount } from './casinoHouseAccount';
import type { CasinoWalletTransactionsTable, WalletTransactionKind } from './tables';
import {
  OPEN_CALL_SQL,
  openCallParameters,
  type CallRecord,
  type MoveRow,
  type OpenCallRow,
} from './walletStatements';

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
 * The limits module's stake check (server/limits/stakeLimits.ts `assertStakeAllowedOnRows`):
 * throws a refusal when a self-exclusion, time-out or wagering or loss limit forbids the stake.
 * It runs inside the debit's transaction, which took the customer's limits lock in its first
 * statement (LIMITS_LOCK_PREFIX) and read their limit rows after it (walletStatements.ts).
 */
export type StakeCheck = (
  trx: Transaction<DatabaseSchema>,
  stake: { userId: string; amount: number; currencyId: number; at: Date },
  limitRows: readonly LimitRow[],
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
  /** A frozen account takes no stake, in a game session opened before the freeze too. */
  accountFrozen: boolean;
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

/**
 * One call's transaction. Its first statement (walletStatements.ts OPEN_CALL_SQL) reads the
 * session, takes the customer's limits lock when `lockLimits` (a debit's stake check, before
 * anything else of the call) and inserts the provider's transaction `record`; `call` gets the
 * record's id, or undefined when the id was recorded before (a replay). A refusal of a known
 * session answers the balance, read after the rollback.
 */
export async function inTransaction(
  deps: WalletDeps,
  providerKey: string,
  sessionId: string,
  open: { lockLimits: boolean; record: CallRecord | null },
  call: (
    trx: Trx,
    session: RealSession,
    recordId: string | undefined,
    scope: CallScope,
  ) => Promise<WalletOkAnswer>,
): Promise<WalletOkAnswer> {
  let session: RealSession | undefined;
  try {
    let used: CallScope | undefined;
    const answer = await deps.db.transaction().execute(async (trx) => {
      const [row] = await run<OpenCallRow>(
        trx,
        OPEN_CALL_SQL,
        openCallParameters(
          providerKey,
          sessionId,
          open.lockLimits ? LIMITS_LOCK_PREFIX : null,
          open.record,
        ),
      );
      session = sessionOf(row, sessionId, deps.now());
      used = { trx, db: deps.db, session };
      const recordId =
        row?.record_id === null || row === undefined ? undefined : String(row.record_id);
      return call(trx, session, recordId, used);
    });
    if (used?.houseId) {
      rememberCasinoHouseAccount(
        deps.db,
        used.session.userId,
        used.session.currencyId,
        used.houseId,
      );
    }
    return answer;
  } catch (err) {
    if (err instanceof WalletRefusal && err.balance === undefined && session) {
      throw new WalletRefusal(err.code, err.message, await balanceOf(deps.db, session.accountId));
    }
    throw err;
  }
}

/** Runs one of walletStatements.ts's statements with its parameters. */
export async function run<Row>(
  db: Kysely<DatabaseSchema> | Trx,
  text: string,
  parameters: unknown[],
): Promise<Row[]> {
  return (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
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
      'u.account_frozen',
    ])
    .where('s.id', '=', sessionId)
    .where('s.provider_key', '=', providerKey)
    .executeTakeFirst();
  return sessionOf(row, sessionId, now);
}

function sessionOf(
  row: Omit<OpenCallRow, 'record_id'> | undefined,
  sessionId: string,
  now: Date,
): RealSession {
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
    accountFrozen: row.account_frozen ?? false,
  };
}

/** Whether checkAmount passes (the amount may go into the call's first statement). */
export function amountValid(amount: number, { zeroAllowed }: { zeroAllowed: boolean }): boolean {
  return (
    Number.isSafeInteger(amount) &&
    amount >= 0 &&
    (amount > 0 || zeroAllowed) &&
    amount <= MAX_WALLET_AMOUNT
  );
}

export function checkAmount(amount: number, { zeroAllowed }: { zeroAllowed: boolean }): void {
  if (!amountValid(amount, { zeroAllowed })) {
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

type Move = { transactionId: string; roundId: string; kind: string; amount: number };

/** The ledger transfer of a move (signed to the customer) between them and their house shard. */
async function transferOf(
  scope: CallScope,
  providerKey: string,
  move: Move,
): Promise<StatementTransfer> {
  const { trx, session } = scope;
  const houseId = await casinoHouseAccountId(scope.db, trx, session.userId, session.currencyId);
  scope.houseId = houseId;
  const toCustomer = move.amount > 0;
  return {
    idempotencyKey: `casino:${providerKey}:${move.transactionId}`,
    kind: move.kind,
    reference: casinoLedgerReference(session.gameId, move.roundId),
    fromAccountId: toCustomer ? houseId : session.accountId,
    toAccountId: toCustomer ? session.accountId : houseId,
    currencyId: session.currencyId,
    amount: Math.abs(move.amount),
  };
}

/** The ledger's refusals as the protocol's; anything else is rethrown as it is. */
function asWalletRefusal(err: unknown): unknown {
  if (err instanceof LedgerRefusal && err.code === 'insufficient_funds') {
    return new WalletRefusal('INSUFFICIENT_FUNDS', 'The balance does not cover the stake');
  }
  if (err instanceof LedgerRefusal && err.code === 'account_unavailable') {
    return new WalletRefusal('UNKNOWN_SESSION', "The session's account is closed");
  }
  return err;
}

export async function moveMoney(
  scope: CallScope,
  providerKey: string,
  move: Move,
): Promise<string> {
  const transfer = await transferOf(scope, providerKey, move);
  try {
    return (await postTransfer(scope.trx, transfer)).transactionId;
  } catch (err) {
    throw asWalletRefusal(err);
  }
}

/**
 * moveMoney in one statement with what the call writes beside it (walletStatements.ts
 * DEBIT_MOVE_SQL, CREDIT_MOVE_SQL, given the transfer's parameters): the transfer posted and the
 * statement's row, or 'replayed' when the ledger key was posted before (then nothing of the
 * statement was written; the caller completes the call as moveMoney's callers do).
 */
export async function moveMoneyInStatement<Row extends MoveRow>(
  scope: CallScope,
  providerKey: string,
  move: Move,
  statement: { text: string; parameters: (transfer: StatementTransfer) => unknown[] },
): Promise<{ transactionId: string; row: Row } | { replayed: string }> {
  const transfer = await transferOf(scope, providerKey, move);
  const problem = transferStatementProblem(transfer);
  if (problem) throw new LedgerRefusal('invalid_postings', problem);
  try {
    const [row] = await run<Row>(scope.trx, statement.text, statement.parameters(transfer));
    const outcome = await transferStatementOutcome(scope.trx, transfer, row!);
    if (outcome !== 'replayed') return { transactionId: outcome.transactionId, row: row! };
    return { replayed: (await postTransfer(scope.trx, transfer)).transactionId };
  } catch (err) {
    throw asWalletRefusal(err);
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

/** The answer of a call whose completing statement read the balance after it. */
export function answered(
  session: RealSession,
  walletTransactionId: string,
  balanceAfter: string | number | bigint | null,
): WalletOkAnswer {
  const balance = balanceAfter === null ? 0 : toSafeInteger(balanceAfter);
  return { ...ok(session, balance), walletTransactionId, duplicate: false };
}

export function ok(session: RealSession, balance: number): WalletOkAnswer {
  return { status: 'OK', balance, currency: session.currency };
}
