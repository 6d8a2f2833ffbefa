// Deposits and withdrawals. A deposit is credited only when the provider's
// verified callback says success (provider clearing -> customer). A withdrawal reserves the amount
// when requested (customer -> withdrawals pending), so concurrent requests cannot overdraw; the
// provider's success settles it (pending -> provider clearing), fail or cancel refunds it.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { paymentAmountProblem } from '../../domain/money/paymentLimits';
import {
  DEFAULT_PAYMENT_METHOD,
  providerColumn,
  providerColumns,
  type PaymentMethod,
} from '../../domain/money/paymentMethods';
import {
  isPaymentStatus,
  nextPaymentStatus,
  type PaymentStatus,
  type PaymentType,
} from '../../domain/money/paymentStatus';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { assertDepositAllowed, lockCustomerLimits } from '../limits/index';
import { toSafeInteger } from './bigints';
import { HOUSE_ACCOUNT, houseAccountId } from './houseAccounts';
import { bonusOnDepositCredited, bonusOnWithdrawalStarted } from '../bonus/hooks';
import { LEDGER_KINDS, LedgerRefusal, postTransfer } from './ledger';
import type { PaymentProvider, ProviderCallback } from './paymentProvider';

/**
 * A request the customer must correct; answered 400 with the reason the client words and the
 * field it is about (the English message is for logs).
 */
export class PaymentRefusal extends Error {
  constructor(
    readonly reason: Extract<
      ErrorReason,
      | 'amount_out_of_range'
      | 'insufficient_funds'
      | 'account_not_found'
      | 'bonus_account_no_payments'
    >,
    readonly field: 'amount' | 'account_id',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefusal';
  }
}

export interface PaymentRequest {
  userId: string;
  amount: number;
  /** The customer's account; the active account when absent. */
  accountId?: string;
  lng: string;
  /** The world clock deposit limits count their windows on (ctx.worldClock); real time if absent. */
  clock?: WorldClock;
  /** The brand the payment is started on (its first-deposit bonus terms apply). */
  brand?: string;
  /** How the customer pays (a deposit); card when absent. */
  method?: PaymentMethod;
}

export interface StartedPayment {
  paymentId: string;
  status: PaymentStatus;
  redirectUrl: string;
}

export async function startDeposit(
  db: Kysely<DatabaseSchema>,
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<StartedPayment> {
  const payment = await db.transaction().execute(async (trx) => {
    // The customer's limits lock before the account row, in the order a stake takes them (a
    // stake holds it while the ledger locks the account): the two never wait on each other.
    await lockCustomerLimits(trx, request.userId);
    const account = await paymentAccount(trx, request, 'share');
    // Self-exclusion, time-out and deposit limits (403); under the customer's limits lock, so a
    // parallel start waits and counts this one.
    await assertDepositAllowed(trx, {
      userId: request.userId,
      amount: request.amount,
      currencyId: account.currencyId,
      ...(request.clock ? { clock: request.clock } : {}),
    });
    return insertPayment(trx, provider, request, account, 'deposit');
  });
  const { redirectUrl } = await provider.createPayment(payment);
  return { paymentId: payment.id, status: 'created', redirectUrl };
}

export async function startWithdrawal(
  db: Kysely<DatabaseSchema>,
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<StartedPayment> {
  const payment = await db.transaction().execute(async (trx) => {
    // Not locked here: the ledger's balance update takes the row locks, in account id order like
    // every other ledger transaction (an earlier lock here could deadlock with a callback's
    // refund). Its condition refuses a closed account or a short balance.
    const account = await paymentAccount(trx, request, 'none');
    const inserted = await insertPayment(trx, provider, request, account, 'withdraw');
    try {
      await postTransfer(trx, {
        idempotencyKey: `payment:${inserted.id}:reserve`,
        kind: LEDGER_KINDS.withdrawalReserve,
        reference: inserted.id,
        fromAccountId: account.id,
        toAccountId: await houseAccountId(
          trx,
          HOUSE_ACCOUNT.withdrawalsPending,
          account.currencyId,
        ),
        currencyId: account.currencyId,
        amount: request.amount,
      });
    } catch (err) {
      // Thrown out of the transaction: the payment row is rolled back with it.
      if (err instanceof LedgerRefusal && err.code === 'insufficient_funds') {
        throw new PaymentRefusal(
          'insufficient_funds',
          'amount',
          'amount: insufficient funds for this withdrawal',
        );
      }
      if (err instanceof LedgerRefusal && err.code === 'account_unavailable') {
        throw new PaymentRefusal('account_not_found', 'account_id', 'account_id: no such account');
      }
      throw err;
    }
    // An active first-deposit bonus is forfeited by this withdrawal, in this transaction: a
    // refusal above rolls back before it, so a refused withdrawal keeps the bonus.
    await bonusOnWithdrawalStarted(trx, {
      paymentId: inserted.id,
      userId: request.userId,
      currencyId: account.currencyId,
      amount: request.amount,
    });
    return inserted;
  });
  const { redirectUrl } = await provider.createPayment(payment);
  return { paymentId: payment.id, status: 'created', redirectUrl };
}

interface PaymentAccount {
  id: string;
  currencyId: number;
}

/** The customer's open main or currency account the payment uses ('share': kept from removal). */
async function paymentAccount(
  trx: Transaction<DatabaseSchema>,
  request: PaymentRequest,
  lock: 'share' | 'none',
): Promise<PaymentAccount> {
  let query = trx
    .selectFrom('accounts')
    .select(['id', 'type', 'currency_id'])
    .where('user_id', '=', request.userId)
    .where('closed_at', 'is', null);
  query =
    request.accountId === undefined
      ? query.where('is_active', '=', true)
      : query.where('id', '=', request.accountId);
  const account = await (lock === 'share' ? query.forShare() : query).executeTakeFirst();
  if (!account) {
    throw new PaymentRefusal('account_not_found', 'account_id', 'account_id: no such account');
  }
  if (account.type === ACCOUNT_TYPE.bonus) {
    throw new PaymentRefusal(
      'bonus_account_no_payments',
      'account_id',
      'account_id: the bonus account takes no deposits or withdrawals',
    );
  }
  const problem = paymentAmountProblem(request.amount, account.currency_id);
  if (problem) throw new PaymentRefusal('amount_out_of_range', 'amount', problem);
  return { id: String(account.id), currencyId: account.currency_id };
}

async function insertPayment(
  trx: Transaction<DatabaseSchema>,
  provider: PaymentProvider,
  request: PaymentRequest,
  account: PaymentAccount,
  type: PaymentType,
) {
  const id = randomUUID();
  await trx
    .insertInto('payments')
    .values({
      id,
      user_id: request.userId,
      account_id: account.id,
      type,
      amount: request.amount,
      currency_id: account.currencyId,
      status: 'created',
      provider: providerColumn(provider.name, request.method ?? DEFAULT_PAYMENT_METHOD),
      lng: request.lng,
      brand: request.brand ?? null,
    })
    .execute();
  return { id, type, amount: request.amount, currencyId: account.currencyId, lng: request.lng };
}

export type CallbackResult =
  | { kind: 'applied'; status: PaymentStatus }
  /** The same event again: nothing changed. */
  | { kind: 'duplicate'; status: PaymentStatus }
  /** A new event that cannot move the status (a late `pending`, anything after a final state). */
  | { kind: 'ignored'; status: PaymentStatus }
  /** Not this payment's callback: answered 400 naming the field that does not match. */
  | { kind: 'rejected'; field: 'payment_id' | 'amount'; message: string };

/**
 * Applies a verified provider callback once: the payment row is locked, the event recorded, the
 * status moved forward only, and the money moved with an idempotency key per payment and effect.
 */
export async function applyProviderCallback(
  db: Kysely<DatabaseSchema>,
  providerName: string,
  callback: ProviderCallback,
): Promise<CallbackResult> {
  return db.transaction().execute(async (trx): Promise<CallbackResult> => {
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'type', 'account_id', 'amount', 'currency_id', 'status'])
      .where('id', '=', callback.paymentId)
      .where('provider', 'in', providerColumns(providerName))
      .forUpdate()
      .executeTakeFirst();
    if (!payment) {
      return { kind: 'rejected', field: 'payment_id', message: 'payment_id: no such payment' };
    }
    const amount = toSafeInteger(payment.amount);
    if (amount !== callback.amount || payment.currency_id !== callback.currencyId) {
      return { kind: 'rejected', field: 'amount', message: 'amount: does not match the payment' };
    }
    const current = payment.status;
    if (!isPaymentStatus(current)) throw new Error(`Payment ${payment.id} has status ${current}`);
    const recorded = await trx
      .insertInto('payment_callbacks')
      .values({
        provider: providerName,
        event_id: callback.eventId,
        payment_id: payment.id,
        status: callback.outcome,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return { kind: 'duplicate', status: current };
    const next = nextPaymentStatus(current, callback.outcome);
    if (next === null) return { kind: 'ignored', status: current };

    await moveToStatus(trx, paymentTarget(payment), next);
    return { kind: 'applied', status: next };
  });
}

/** A payment row as the money movements of its status need it. */
export interface PaymentTarget {
  id: string;
  type: PaymentType;
  accountId: string;
  currencyId: number;
  amount: number;
}

export function paymentTarget(row: {
  id: string;
  type: string;
  account_id: string | number;
  currency_id: number;
  amount: string | number;
}): PaymentTarget {
  return {
    id: row.id,
    type: row.type as PaymentType,
    accountId: String(row.account_id),
    currencyId: row.currency_id,
    amount: toSafeInteger(row.amount),
  };
}

/**
 * Moves the payment (its row locked by the caller) to `next` and moves the money that status
 * means, each movement under a key of its own payment and effect, so it happens once.
 */
export async function moveToStatus(
  trx: Transaction<DatabaseSchema>,
  payment: PaymentTarget,
  next: PaymentStatus,
): Promise<void> {
  await moveMoneyFor(trx, payment, next);
  await trx
    .updateTable('payments')
    .set({ status: next, updated_at: new Date() })
    .where('id', '=', payment.id)
    .execute();
}

async function moveMoneyFor(
  trx: Transaction<DatabaseSchema>,
  payment: PaymentTarget,
  status: PaymentStatus,
): Promise<void> {
  const { id, currencyId, amount } = payment;
  const house = (code: (typeof HOUSE_ACCOUNT)[keyof typeof HOUSE_ACCOUNT]) =>
    houseAccountId(trx, code, currencyId);
  const common = { reference: id, currencyId, amount };
  if (payment.type === 'deposit' && status === 'success') {
    await postTransfer(trx, {
      ...common,
      idempotencyKey: `payment:${id}:credit`,
      kind: LEDGER_KINDS.deposit,
      fromAccountId: await house(HOUSE_ACCOUNT.providerClearing),
      toAccountId: payment.accountId,
    });
    // The first-deposit bonus, in the same transaction (server/bonus/hooks.ts; idempotent).
    const row = await trx
      .selectFrom('payments')
      .select(['user_id', 'brand'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await bonusOnDepositCredited(trx, {
      paymentId: id,
      userId: String(row.user_id),
      accountId: payment.accountId,
      currencyId,
      amount,
      brand: row.brand,
    });
  } else if (payment.type === 'withdraw' && status === 'success') {
    await postTransfer(trx, {
      ...common,
      idempotencyKey: `payment:${id}:settle`,
      kind: LEDGER_KINDS.withdrawalSettle,
      fromAccountId: await house(HOUSE_ACCOUNT.withdrawalsPending),
      toAccountId: await house(HOUSE_ACCOUNT.providerClearing),
    });
  } else if (payment.type === 'withdraw' && (status === 'fail' || status === 'cancel')) {
    await postTransfer(trx, {
      ...common,
      idempotencyKey: `payment:${id}:refund`,
      kind: LEDGER_KINDS.withdrawalRefund,
      fromAccountId: await house(HOUSE_ACCOUNT.withdrawalsPending),
      toAccountId: payment.accountId,
    });
  }
}
