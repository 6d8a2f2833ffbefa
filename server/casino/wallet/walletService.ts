// The seamless wallet's four calls (domain/casino/walletProtocol.ts) as service functions: each
// runs in one SQL transaction, records the provider's transaction by its id (a retry answers the
// first result, the same id with other fields is refused) and moves money only through the ledger
// (kinds casino_bet, casino_win, casino_rollback; the customer's account against the casino's
// house account of the currency). A refusal throws inside the transaction, so nothing is written.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  BalanceRequest,
  CreditRequest,
  DebitRequest,
  RollbackRequest,
  WalletErrorCode,
  WalletOkAnswer,
} from '../../../domain/casino/walletProtocol';
import { casinoLedgerReference } from '../../../domain/casino/catalogueTypes';
import { findCurrency } from '../../../domain/money/currencies';
import { bonusOnCasinoRoundClosed } from '../../bonus/hooks';
import type { DatabaseSchema } from '../../db/schema';
import { toSafeInteger } from '../../money/bigints';
import { LEDGER_KINDS, LedgerRefusal, postTransfer } from '../../money/ledger';
import { casinoHouseAccountId, rememberCasinoHouseAccount } from './casinoHouseAccount';
import type { CasinoWalletTransactionsTable, WalletTransactionKind } from './tables';

/** The largest amount one call may move (minor units): far above any stake, below 2^53. */
export const MAX_WALLET_AMOUNT = 1_000_000_000_000;
/** The fingerprint a rollback of an unknown debit leaves under that debit's id. */
const ROLLED_BACK_BEFORE_ARRIVAL = 'rolled-back-before-arrival';

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

interface RealSession {
  id: string;
  userId: string;
  gameId: number;
  accountId: string;
  currencyId: number;
  currency: string;
  expired: boolean;
  banLevel: number;
}

type Trx = Transaction<DatabaseSchema>;

/** One call's transaction: the house account it used, remembered once it commits. */
interface CallScope {
  trx: Trx;
  db: Kysely<DatabaseSchema>;
  session: RealSession;
  houseId?: string;
}
type StoredTransaction = Pick<
  CasinoWalletTransactionsTable,
  'kind' | 'session_id' | 'fingerprint' | 'status'
> & { id: string | number; ledger_transaction_id: string | number | null };

// ---------------------------------------------------------------- the calls

export async function walletBalance(
  deps: WalletDeps,
  providerKey: string,
  body: BalanceRequest,
): Promise<WalletOkAnswer> {
  const session = await realSession(deps.db, providerKey, body.sessionId, deps.now());
  if (session.expired) throw new WalletRefusal('UNKNOWN_SESSION', 'The session has expired');
  return ok(session, await balanceOf(deps.db, session.accountId));
}

export async function walletDebit(
  deps: WalletDeps,
  providerKey: string,
  body: DebitRequest,
): Promise<WalletOkAnswer> {
  return inTransaction(deps, providerKey, body.sessionId, async (trx, session, scope) => {
    if (session.expired) throw new WalletRefusal('UNKNOWN_SESSION', 'The session has expired');
    checkAmount(body.amount, { zeroAllowed: false });
    checkCurrency(session, body.currency);
    const fingerprint = fingerprintOf(
      'debit',
      body.sessionId,
      body.roundId,
      body.amount,
      body.currency,
    );
    const inserted = await recordTransaction(trx, providerKey, session, {
      transactionId: body.transactionId,
      kind: 'debit',
      roundId: body.roundId,
      amount: body.amount,
      fingerprint,
    });
    if (!inserted)
      return replay(trx, providerKey, session, body.transactionId, 'debit', fingerprint);
    if (session.banLevel > 0) throw new WalletRefusal('PLAYER_BLOCKED', 'The customer is banned');

    const round = await sql<{ id: string | number }>`
      insert into casino_rounds
        (provider_key, provider_round_id, session_id, user_id, game_id, account_id, currency_id,
         stake_total)
      select ${providerKey}, ${body.roundId}, s.id, s.user_id, s.game_id, s.account_id,
        s.currency_id, ${body.amount}
      from casino_game_sessions s where s.id = ${session.id}
      on conflict (provider_key, provider_round_id) do update
        set stake_total = casino_rounds.stake_total + excluded.stake_total
        where casino_rounds.status = 'open' and casino_rounds.account_id = excluded.account_id
      returning id`.execute(trx);
    const roundId = round.rows[0]?.id;
    if (roundId === undefined) {
      throw new WalletRefusal(
        'ROUND_CLOSED',
        `Round ${body.roundId} is closed or not this player's`,
      );
    }

    const at = deps.now();
    if (deps.stakeCheck) {
      try {
        await deps.stakeCheck(trx, {
          userId: session.userId,
          amount: body.amount,
          currencyId: session.currencyId,
          at,
        });
      } catch (err) {
        const code = deps.stakeRefusalCode?.(err);
        if (code === undefined) throw err;
        throw new WalletRefusal(code, err instanceof Error ? err.message : 'Stake refused');
      }
    }

    const posted = await moveMoney(scope, providerKey, {
      transactionId: body.transactionId,
      roundId: body.roundId,
      kind: LEDGER_KINDS.casinoBet,
      amount: -body.amount,
    });
    return finish(trx, inserted, session, { roundId, ledgerTransactionId: posted });
  });
}

export async function walletCredit(
  deps: WalletDeps,
  providerKey: string,
  body: CreditRequest,
): Promise<WalletOkAnswer> {
  return inTransaction(deps, providerKey, body.sessionId, async (trx, session, scope) => {
    checkAmount(body.amount, { zeroAllowed: true });
    checkCurrency(session, body.currency);
    const roundClosed = body.roundClosed ?? true;
    const fingerprint = fingerprintOf(
      'credit',
      body.sessionId,
      body.roundId,
      body.amount,
      body.currency,
      String(roundClosed),
    );
    const inserted = await recordTransaction(trx, providerKey, session, {
      transactionId: body.transactionId,
      kind: 'credit',
      roundId: body.roundId,
      amount: body.amount,
      fingerprint,
    });
    if (!inserted)
      return replay(trx, providerKey, session, body.transactionId, 'credit', fingerprint);

    const round = await trx
      .selectFrom('casino_rounds')
      .select(['id', 'status', 'account_id'])
      .where('provider_key', '=', providerKey)
      .where('provider_round_id', '=', body.roundId)
      .forUpdate()
      .executeTakeFirst();
    const debited =
      round &&
      String(round.account_id) === session.accountId &&
      (await trx
        .selectFrom('casino_wallet_transactions')
        .select('id')
        .where('round_id', '=', round.id)
        .where('kind', '=', 'debit')
        .where('status', '=', 'accepted')
        .executeTakeFirst());
    if (!round || !debited) {
      throw new WalletRefusal('DEBIT_NOT_FOUND', `Round ${body.roundId} has no accepted debit`);
    }
    if (round.status === 'closed') {
      throw new WalletRefusal('ROUND_CLOSED', `Round ${body.roundId} is closed`);
    }

    const posted =
      body.amount > 0
        ? await moveMoney(scope, providerKey, {
            transactionId: body.transactionId,
            roundId: body.roundId,
            kind: LEDGER_KINDS.casinoWin,
            amount: body.amount,
          })
        : null;
    const at = deps.now();
    await trx
      .updateTable('casino_rounds')
      .set((eb) => ({
        win_total: eb('win_total', '+', body.amount),
        status: roundClosed ? 'closed' : 'open',
        closed_at: roundClosed ? at : null,
        ...(body.fairness ? { fairness: JSON.stringify(body.fairness) } : {}),
      }))
      .where('id', '=', round.id)
      .execute();
    if (roundClosed) {
      // Bonus wagering by the player's own closed round, in this transaction (server/bonus/hooks.ts).
      const closed = await trx
        .selectFrom('casino_rounds')
        .select(['user_id', 'game_id', 'currency_id', 'stake_total', 'refund_total'])
        .where('id', '=', round.id)
        .executeTakeFirstOrThrow();
      await bonusOnCasinoRoundClosed(trx, {
        roundId: String(round.id),
        userId: String(closed.user_id),
        gameId: String(closed.game_id),
        currencyId: closed.currency_id,
        stake: toSafeInteger(closed.stake_total),
        refunded: toSafeInteger(closed.refund_total),
      });
    }
    return finish(trx, inserted, session, { roundId: round.id, ledgerTransactionId: posted });
  });
}

export async function walletRollback(
  deps: WalletDeps,
  providerKey: string,
  body: RollbackRequest,
): Promise<WalletOkAnswer> {
  return inTransaction(deps, providerKey, body.sessionId, async (trx, session, scope) => {
    const fingerprint = fingerprintOf(
      'rollback',
      body.sessionId,
      body.roundId,
      body.debitTransactionId,
    );
    const inserted = await recordTransaction(trx, providerKey, session, {
      transactionId: body.transactionId,
      kind: 'rollback',
      roundId: body.roundId,
      amount: 0,
      fingerprint,
      debitTransactionId: body.debitTransactionId,
    });
    if (!inserted) {
      return replay(trx, providerKey, session, body.transactionId, 'rollback', fingerprint);
    }

    // An unknown debit: its id is taken by a rolled-back record, so a late debit is refused.
    const tombstone = await recordTransaction(trx, providerKey, session, {
      transactionId: body.debitTransactionId,
      kind: 'debit',
      roundId: body.roundId,
      amount: 0,
      fingerprint: ROLLED_BACK_BEFORE_ARRIVAL,
      status: 'rolled_back',
    });
    if (tombstone) {
      return finish(trx, inserted, session, { status: 'orphan' });
    }

    const debit = await trx
      .selectFrom('casino_wallet_transactions as t')
      .innerJoin('casino_game_sessions as s', 's.id', 't.session_id')
      .select(['t.id', 't.kind', 't.status', 't.amount', 't.round_id', 's.account_id'])
      .where('t.provider_key', '=', providerKey)
      .where('t.provider_transaction_id', '=', body.debitTransactionId)
      .forUpdate('t')
      .executeTakeFirstOrThrow();
    if (debit.kind !== 'debit' || String(debit.account_id) !== session.accountId) {
      throw new WalletRefusal(
        'DEBIT_NOT_FOUND',
        `${body.debitTransactionId} is not a debit of this player`,
      );
    }
    if (debit.status !== 'accepted') {
      // Rolled back before (by another rollback id): nothing more to give back.
      return finish(trx, inserted, session, { status: 'noop' });
    }
    const amount = toSafeInteger(debit.amount);
    const posted = await moveMoney(scope, providerKey, {
      transactionId: body.transactionId,
      roundId: body.roundId,
      kind: LEDGER_KINDS.casinoRollback,
      amount,
    });
    await trx
      .updateTable('casino_wallet_transactions')
      .set({ status: 'rolled_back' })
      .where('id', '=', debit.id)
      .execute();
    if (debit.round_id !== null) {
      await trx
        .updateTable('casino_rounds')
        .set((eb) => ({ refund_total: eb('refund_total', '+', amount) }))
        .where('id', '=', debit.round_id)
        .execute();
    }
    return finish(trx, inserted, session, {
      roundId: debit.round_id,
      ledgerTransactionId: posted,
      amount,
    });
  });
}

/** Maps any refusal of a call to its protocol code; other errors are not refusals. */
export function walletRefusalOf(err: unknown): WalletRefusal | undefined {
  return err instanceof WalletRefusal ? err : undefined;
}

// ---------------------------------------------------------------- the steps

async function inTransaction(
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
async function realSession(
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

function checkAmount(amount: number, { zeroAllowed }: { zeroAllowed: boolean }): void {
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

function checkCurrency(session: RealSession, currency: string): void {
  if (currency !== session.currency) {
    throw new WalletRefusal(
      'CURRENCY_MISMATCH',
      `The session's account is in ${session.currency}, not ${currency}`,
    );
  }
}

function fingerprintOf(...fields: (string | number)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Inserts the provider's transaction; undefined when its id was recorded before. */
async function recordTransaction(
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
async function replay(
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

async function moveMoney(
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

/** Completes the recorded transaction and answers with the balance after it. */
async function finish(
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
  const balance = await balanceOf(trx, session.accountId);
  await trx
    .updateTable('casino_wallet_transactions')
    .set({
      round_id: done.roundId ?? null,
      ledger_transaction_id: done.ledgerTransactionId ?? null,
      balance_after: balance,
      ...(done.amount === undefined ? {} : { amount: done.amount }),
      ...(done.status === undefined ? {} : { status: done.status }),
    })
    .where('id', '=', walletTransactionId)
    .execute();
  return { ...ok(session, balance), walletTransactionId, duplicate: false };
}

async function balanceOf(db: Kysely<DatabaseSchema> | Trx, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? toSafeInteger(row.balance) : 0;
}

function ok(session: RealSession, balance: number): WalletOkAnswer {
  return { status: 'OK', balance, currency: session.currency };
}
