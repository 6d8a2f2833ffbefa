// A customer's accounts: what GET /web-api/account/data shows, and the changes the customer may
// make (active account, add or remove a currency account). Every query is scoped by user id.
import { sql, type Kysely } from 'kysely';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { findCurrency } from '../../domain/money/currencies';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from './bigints';

/** SPEC section 3 "Account state" all_accounts item; money and points in integer minor units. */
export interface AccountView {
  id: number;
  iso: string;
  symbol: string;
  currencyId: number;
  type: number;
  money: number;
  points: number;
  label: string | null;
  isActive: boolean;
}

export interface AccountData {
  /** The active account's money, minor units. */
  balance: number;
  /** The bonus account's money, minor units. */
  bonus: number;
  all_accounts: AccountView[];
  is_available_first_deposit_bonus: boolean;
}

/**
 * A refusal is `{ success: false, message }` (SPEC section 8) with the reason the client words and
 * the field it is about, if one; the English message is for logs.
 */
export type AccountChange =
  | { success: true; accountId: string }
  | { success: false; reason: ErrorReason; message: string; field?: string };

const refused = (reason: ErrorReason, message: string, field?: string): AccountChange => ({
  success: false,
  reason,
  message,
  ...(field === undefined ? {} : { field }),
});

/** Currency accounts (type 9) a customer may hold at once besides the main account. */
export const MAX_CURRENCY_ACCOUNTS = 10;

export async function accountData(
  db: Kysely<DatabaseSchema>,
  userId: string,
): Promise<AccountData> {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'type', 'currency_id', 'balance', 'points', 'label', 'is_active'])
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .orderBy('type')
    .orderBy('id')
    .execute();
  const all = rows.map((r): AccountView => {
    const currency = findCurrency(r.currency_id);
    return {
      id: toSafeInteger(r.id),
      iso: currency?.iso ?? String(r.currency_id),
      symbol: currency?.symbol ?? '',
      currencyId: r.currency_id,
      type: r.type ?? ACCOUNT_TYPE.main,
      money: toSafeInteger(r.balance),
      points: toSafeInteger(r.points),
      label: r.label,
      isActive: r.is_active,
    };
  });
  const deposited = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'success')
    .limit(1)
    .executeTakeFirst();
  return {
    balance: all.find((a) => a.isActive)?.money ?? 0,
    bonus: all.find((a) => a.type === ACCOUNT_TYPE.bonus)?.money ?? 0,
    all_accounts: all,
    is_available_first_deposit_bonus: deposited === undefined,
  };
}

/** Makes one of the customer's open main or currency accounts the active one. */
export async function setActiveAccount(
  db: Kysely<DatabaseSchema>,
  userId: string,
  accountId: string,
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'type', 'is_active'])
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return refused('account_not_found', 'Account not found', 'id');
    if (account.type === ACCOUNT_TYPE.bonus) {
      return refused(
        'bonus_account_cannot_be_active',
        'The bonus account cannot be the active account',
        'id',
      );
    }
    if (!account.is_active) {
      // Clear first: the unique index allows one active account per user at every moment.
      await trx
        .updateTable('accounts')
        .set({ is_active: false })
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .execute();
      await trx
        .updateTable('accounts')
        .set({ is_active: true })
        .where('id', '=', accountId)
        .execute();
    }
    return { success: true, accountId };
  });
}

/** Opens a currency account (type 9); one account per currency, main included. */
export async function addCurrencyAccount(
  db: Kysely<DatabaseSchema>,
  userId: string,
  currencyId: number,
): Promise<AccountChange> {
  const currency = findCurrency(currencyId);
  if (!currency) {
    return refused(
      'currency_not_supported',
      `Currency ${currencyId} is not supported`,
      'currency_id',
    );
  }
  return db.transaction().execute(async (trx) => {
    // Serializes one customer's account changes (two adds at once see each other).
    await sql`select id from users where id = ${userId} for update`.execute(trx);
    const open = await trx
      .selectFrom('accounts')
      .select(['type', 'currency_id'])
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .execute();
    if (open.some((a) => a.type !== ACCOUNT_TYPE.bonus && a.currency_id === currencyId)) {
      return refused(
        'currency_account_exists',
        `You already have an account in ${currency.iso}`,
        'currency_id',
      );
    }
    if (open.filter((a) => a.type === ACCOUNT_TYPE.currency).length >= MAX_CURRENCY_ACCOUNTS) {
      return refused(
        'currency_accounts_limit',
        `You can hold at most ${MAX_CURRENCY_ACCOUNTS} currency accounts`,
      );
    }
    const created = await trx
      .insertInto('accounts')
      .values({ user_id: userId, type: ACCOUNT_TYPE.currency, currency_id: currencyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { success: true, accountId: String(created.id) };
  });
}

/**
 * Closes a currency account. Refused for the main and bonus accounts, another user's or unknown
 * id, a non-zero balance, payments still in progress, or open coupons staked from it (settlement
 * pays them to it). Closing the active account makes the main account active. The account row is
 * locked first: a placement debits it (locking it) in the transaction that books its coupons.
 */
export async function removeCurrencyAccount(
  db: Kysely<DatabaseSchema>,
  userId: string,
  accountId: string,
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'type', 'balance', 'is_active'])
      .where('id', '=', accountId)
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return refused('account_not_found', 'Account not found', 'id');
    if (account.type === ACCOUNT_TYPE.main) {
      return refused('account_not_removable', 'The main account cannot be removed');
    }
    if (account.type === ACCOUNT_TYPE.bonus) {
      return refused('account_not_removable', 'The bonus account cannot be removed');
    }
    if (toSafeInteger(account.balance) !== 0) {
      return refused(
        'currency_account_balance_not_zero',
        'Withdraw the balance before removing the account',
      );
    }
    const open = await trx
      .selectFrom('payments')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', 'in', ['created', 'pending'])
      .limit(1)
      .executeTakeFirst();
    if (open) {
      return refused('currency_account_has_open_payments', 'The account has payments in progress');
    }
    const openCoupon = await trx
      .selectFrom('coupons')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', '=', 'open')
      .limit(1)
      .executeTakeFirst();
    if (openCoupon) {
      return refused('currency_account_has_open_bets', 'The account has bets not yet settled');
    }
    await trx
      .updateTable('accounts')
      .set({ closed_at: new Date(), is_active: false })
      .where('id', '=', accountId)
      .execute();
    if (account.is_active) {
      await trx
        .updateTable('accounts')
        .set({ is_active: true })
        .where('user_id', '=', userId)
        .where('type', '=', ACCOUNT_TYPE.main)
        .where('closed_at', 'is', null)
        .execute();
    }
    return { success: true, accountId };
  });
}
