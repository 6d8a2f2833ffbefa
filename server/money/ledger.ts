// The double-entry ledger: the one way money moves. A movement is one
// ledger_transactions row with balanced postings and a unique idempotency key; each posting
// updates its account's balance column in the same SQL transaction, so a balance always equals
// the sum of its postings. A customer balance never goes below zero: the balance update is
// conditional (`balance + amount >= 0`), which PostgreSQL re-checks on the latest row version
// after waiting for a concurrent writer, so parallel withdrawals cannot overdraw.
import { sql, type Kysely, type Transaction } from 'kysely';
import { postingsProblem } from '../../domain/money/postings';
import type { DatabaseSchema } from '../db/schema';
import type { MoneyDb } from './accounts';
import { toSafeInteger } from './bigints';

export interface PostingInput {
  accountId: string;
  currencyId: number;
  /** Signed integer minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface TransactionInput {
  /** A repeat with the same key moves nothing and returns the first result. */
  idempotencyKey: string;
  /** What moved the money, e.g. 'deposit' (LEDGER_KINDS). */
  kind: string;
  reference?: string | null;
  postings: PostingInput[];
}

export interface PostedTransaction {
  transactionId: string;
  /** True when the key had been posted before and this call moved nothing. */
  replayed: boolean;
  postings: PostingInput[];
}

export type LedgerRefusalCode =
  'insufficient_funds' | 'account_unavailable' | 'invalid_postings' | 'idempotency_conflict';

/** A movement the ledger refuses; nothing was written (the SQL transaction is rolled back). */
export class LedgerRefusal extends Error {
  constructor(
    readonly code: LedgerRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerRefusal';
  }
}

/** The kinds of movement: payments, and the stakes, wins and refunds of bets. */
export const LEDGER_KINDS = {
  deposit: 'deposit',
  withdrawalReserve: 'withdrawal_reserve',
  withdrawalSettle: 'withdrawal_settle',
  withdrawalRefund: 'withdrawal_refund',
  transfer: 'transfer',
  /** A coupon's stake: customer -> sportsbook (server/coupon/placement.ts). */
  betStake: 'bet_stake',
  /** A won coupon's payout: sportsbook -> customer. */
  betWin: 'bet_win',
  /** A cash-out of (part of) an open coupon (server/coupon/cashOut.ts): sportsbook -> customer. */
  betCashOut: 'bet_cash_out',
  /** A void coupon's stake returned: sportsbook -> customer. */
  betRefund: 'bet_refund',
  /** A resettled coupon's correction, either way (server/trading/resettlement.ts). */
  betResettlement: 'bet_resettlement',
  /** A free bet's stake (docs/bonus.md "Free bets"): the house account `bonuses` -> sportsbook. */
  freeBetStake: 'free_bet_stake',
  /** A void free-bet coupon's stake, back to the house account `bonuses` (the token returns). */
  freeBetReturn: 'free_bet_return',
  /** A casino round's stake, debited by a game provider through the wallet: customer -> casino. */
  casinoBet: 'casino_bet',
  /** A casino round's win, credited by a game provider: casino -> customer. */
  casinoWin: 'casino_win',
  /** A casino stake given back by the provider's rollback: casino -> customer. */
  casinoRollback: 'casino_rollback',
  /** A toto ticket's stake: customer -> toto_pool.<brand> (server/toto/tickets.ts). */
  totoStake: 'toto_stake',
  /** A settled toto pool's operator share: toto_pool.<brand> -> toto_operator.<brand>. */
  totoOperatorShare: 'toto_operator_share',
  /** A winning toto ticket's win: toto_pool.<brand> -> customer (server/toto/settlement.ts). */
  totoWin: 'toto_win',
  /** A lotto ticket's stake: customer -> lotto.<brand> (server/lotto/tickets.ts). */
  lottoStake: 'lotto_stake',
  /** A won lotto ticket's win: lotto.<brand> -> customer (server/lotto/draws.ts). */
  lottoWin: 'lotto_win',
} as const;

const MAX_KEY_LENGTH = 200;

/**
 * Told of each transaction written (not a replay): its kind, number of postings and the accounts
 * it moved (inside the SQL transaction, before its commit).
 */
export type LedgerPostedListener = (
  kind: string,
  postings: number,
  accountIds: readonly string[],
) => void;

const postedListeners = new Set<LedgerPostedListener>();

/**
 * Listens to the ledger of this process (the metrics count postings by kind). A transaction is
 * told when its postings are written; one rolled back after that (rare) has still been told.
 */
export function onLedgerPosted(listener: LedgerPostedListener): () => void {
  postedListeners.add(listener);
  return () => postedListeners.delete(listener);
}

/**
 * Posts one balanced transaction. Given a Kysely instance it opens its own SQL transaction;
 * given a Transaction it joins it (a refusal then throws and the caller's transaction must roll
 * back, which `db.transaction().execute` does).
 */
export async function postTransaction(
  db: MoneyDb,
  input: TransactionInput,
): Promise<PostedTransaction> {
  const problem = inputProblem(input);
  if (problem) throw new LedgerRefusal('invalid_postings', problem);
  if (db.isTransaction) return post(db as Transaction<DatabaseSchema>, input);
  return (db as Kysely<DatabaseSchema>).transaction().execute((trx) => post(trx, input));
}

/** One movement of `amount` minor units from one account to another of the same currency. */
export interface Transfer {
  idempotencyKey: string;
  kind: string;
  reference?: string | null;
  fromAccountId: string;
  toAccountId: string;
  currencyId: number;
  amount: number;
}

/** Moves `amount` minor units from one account to another of the same currency. */
export function postTransfer(db: MoneyDb, input: Transfer): Promise<PostedTransaction> {
  return postTransaction(db, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    reference: input.reference ?? null,
    postings: [
      { accountId: input.fromAccountId, currencyId: input.currencyId, amount: -input.amount },
      { accountId: input.toAccountId, currencyId: input.currencyId, amount: input.amount },
    ],
  });
}

function inputProblem(input: TransactionInput): string | null {
  if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH) {
    return `idempotency key must be 1-${MAX_KEY_LENGTH} characters`;
  }
  const ids = new Set(input.postings.map((p) => p.accountId));
  if (ids.size !== input.postings.length) return 'an account appears twice in one transaction';
  return postingsProblem(input.postings);
}

async function post(
  trx: Transaction<DatabaseSchema>,
  input: TransactionInput,
): Promise<PostedTransaction> {
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      idempotency_key: input.idempotencyKey,
      kind: input.kind,
      reference: input.reference ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return replay(trx, input);

  // Row locks in ascending account order, so two transactions over the same accounts never deadlock.
  const ordered = [...input.postings].sort((a, b) => compareIds(a.accountId, b.accountId));
  for (const posting of ordered) await applyPosting(trx, posting);

  const transactionId = String(inserted.id);
  await trx
    .insertInto('ledger_postings')
    .values(
      input.postings.map((p) => ({
        transaction_id: transactionId,
        account_id: p.accountId,
        currency_id: p.currencyId,
        amount: p.amount,
      })),
    )
    .execute();
  const accountIds = input.postings.map((p) => p.accountId);
  for (const listener of postedListeners) listener(input.kind, input.postings.length, accountIds);
  return { transactionId, replayed: false, postings: input.postings };
}

async function applyPosting(trx: Transaction<DatabaseSchema>, p: PostingInput): Promise<void> {
  const updated = await sql<{ id: string }>`
    update accounts set balance = balance + ${p.amount}
    where id = ${p.accountId} and currency_id = ${p.currencyId} and closed_at is null
      and (user_id is null or balance + ${p.amount} >= 0)
    returning id`.execute(trx);
  if (updated.rows.length === 1) return;
  const account = await trx
    .selectFrom('accounts')
    .select(['currency_id', 'closed_at'])
    .where('id', '=', p.accountId)
    .executeTakeFirst();
  if (!account || account.closed_at !== null || account.currency_id !== p.currencyId) {
    throw new LedgerRefusal(
      'account_unavailable',
      `Account ${p.accountId} does not exist, is closed or is not in currency ${p.currencyId}`,
    );
  }
  throw new LedgerRefusal('insufficient_funds', 'Insufficient funds');
}

/** The key was posted before: the same movement returns the first result; another is refused. */
async function replay(
  trx: Transaction<DatabaseSchema>,
  input: TransactionInput,
): Promise<PostedTransaction> {
  const first = await trx
    .selectFrom('ledger_transactions')
    .select(['id', 'kind'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  const rows = await trx
    .selectFrom('ledger_postings')
    .select(['account_id', 'currency_id', 'amount'])
    .where('transaction_id', '=', first.id)
    .orderBy('id')
    .execute();
  const postings = rows.map((r) => ({
    accountId: String(r.account_id),
    currencyId: r.currency_id,
    amount: toSafeInteger(r.amount),
  }));
  if (first.kind !== input.kind || !samePostings(postings, input.postings)) {
    throw new LedgerRefusal(
      'idempotency_conflict',
      `Idempotency key ${input.idempotencyKey} was used for a different movement`,
    );
  }
  return { transactionId: String(first.id), replayed: true, postings };
}

function samePostings(a: readonly PostingInput[], b: readonly PostingInput[]): boolean {
  const canon = (ps: readonly PostingInput[]) =>
    ps
      .map((p) => `${p.accountId}:${p.currencyId}:${p.amount}`)
      .sort()
      .join('|');
  return canon(a) === canon(b);
}

// ---------------------------------------------------------------- a transfer in one statement

/** What a one-statement transfer moves (postTransfer's input; the caller's transaction). */
export interface StatementTransfer extends Transfer {
  reference: string | null;
}

/**
 * The same movement as postTransfer, for a caller that counts round trips (the casino wallet,
 * docs/casino.md): one statement whose CTEs are `tx` (the transaction's row, none when the key was
 * posted before), `locked` (both accounts locked in ascending id order, as post() does, so it
 * cannot deadlock with it), `moved` (the conditional balance updates: a customer balance never
 * goes below zero; each account's new balance) and `posted` (the postings, written only when both
 * balances moved). Its parameters are $1..$7 (transferStatementParameters); the caller appends
 * CTEs of its own after `, ` that may read `tx` and `moved` (the writes it makes with the transfer
 * must be conditioned on `(select count(*) from moved) = 2`) and the final select, which must
 * answer `transaction_id` ((select id from tx)) and `moved` ((select count(*) from moved)::int).
 * Run it inside a transaction and hand its row to transferStatementOutcome, which throws the
 * ledger's refusal when the transfer did not move (the caller's transaction must then roll back).
 */
export function transferStatement(more: string): string {
  return `with tx as (
  insert into ledger_transactions (idempotency_key, kind, reference) values ($1, $2, $3)
  on conflict (idempotency_key) do nothing returning id
), m (account_id, amount) as (
  values ($4::bigint, -$6::bigint), ($5::bigint, $6::bigint)
), locked as (
  select a.id from accounts a
  where a.id in (select account_id from m) and exists (select from tx)
  order by a.id for update of a
), moved as (
  update accounts a set balance = a.balance + m.amount from m
  where a.id = m.account_id and a.id in (select id from locked) and a.currency_id = $7
    and a.closed_at is null and (a.user_id is null or a.balance + m.amount >= 0)
  returning a.id, a.balance
), posted as (
  insert into ledger_postings (transaction_id, account_id, currency_id, amount)
  select tx.id, m.account_id, $7, m.amount from tx, m where (select count(*) from moved) = 2
  returning id
), ${more}`;
}

/** The parameters $1..$7 of transferStatement; the caller's own follow from $8. */
export function transferStatementParameters(input: StatementTransfer): unknown[] {
  return [
    input.idempotencyKey,
    input.kind,
    input.reference,
    input.fromAccountId,
    input.toAccountId,
    input.amount,
    input.currencyId,
  ];
}

/** Checks a transfer before its statement: postTransaction's checks of the input. */
export function transferStatementProblem(input: StatementTransfer): string | null {
  return inputProblem({
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    postings: transferPostings(input),
  });
}

/**
 * The outcome of transferStatement's row: the transaction posted, or 'replayed' when the key was
 * posted before (nothing moved and none of the caller's conditioned writes happened: the caller
 * answers it with postTransfer, which checks it is the same movement). Throws LedgerRefusal when a
 * balance did not move (account closed, other currency, insufficient funds).
 */
export async function transferStatementOutcome(
  trx: Transaction<DatabaseSchema>,
  input: StatementTransfer,
  row: { transaction_id: string | number | bigint | null; moved: number | string },
): Promise<PostedTransaction | 'replayed'> {
  if (row.transaction_id === null) return 'replayed';
  const postings = transferPostings(input);
  if (Number(row.moved) !== 2) {
    const accounts = await trx
      .selectFrom('accounts')
      .select(['id', 'currency_id', 'closed_at'])
      .where('id', 'in', [input.fromAccountId, input.toAccountId])
      .execute();
    const unavailable = postings.find((p) => {
      const account = accounts.find((a) => String(a.id) === p.accountId);
      return !account || account.closed_at !== null || account.currency_id !== p.currencyId;
    });
    if (unavailable) {
      throw new LedgerRefusal(
        'account_unavailable',
        `Account ${unavailable.accountId} does not exist, is closed or is not in currency ${unavailable.currencyId}`,
      );
    }
    throw new LedgerRefusal('insufficient_funds', 'Insufficient funds');
  }
  const accountIds = postings.map((p) => p.accountId);
  for (const listener of postedListeners) listener(input.kind, postings.length, accountIds);
  return { transactionId: String(row.transaction_id), replayed: false, postings };
}

function transferPostings(input: StatementTransfer): PostingInput[] {
  return [
    { accountId: input.fromAccountId, currencyId: input.currencyId, amount: -input.amount },
    { accountId: input.toAccountId, currencyId: input.currencyId, amount: input.amount },
  ];
}

/** Numeric order of decimal id strings. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
