// Account conversion (SPEC section 4): the brand marks a currency as legacy (site config
// accountConversion); a customer's main or currency account in it converts to the target
// currency at the stated rate. One ledger transaction per conversion, balanced per currency through
// the `currency_conversion` house account of each currency, keyed by the customer's request key,
// so a repeated request moves nothing and answers the first result.
import type { Kysely, Transaction } from 'kysely';
import {
  conversionStatus,
  convertedAmount,
  needsConversion,
  scaledRate,
  type ConversionStatus,
} from '../../domain/conversion/conversion';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { findCurrency, type Currency } from '../../domain/money/currencies';
import type { AccountConversionConfig } from '../../runtime/schema/types';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { makeActiveAccount, openOnAccount } from '../money/customerAccounts';
import { houseAccountId } from '../money/houseAccounts';
import { postTransaction, type PostingInput } from '../money/ledger';

export const CONVERSION_KIND = 'account_conversion';
export const CONVERSION_HOUSE_ACCOUNT = 'currency_conversion';

type Db = Kysely<DatabaseSchema>;

export interface ConversionRule {
  legacy: Currency;
  target: Currency;
  rate: number;
}

/** The brand's rule when it is usable: both currencies supported and different, a positive rate. */
export function conversionRule(config: AccountConversionConfig | undefined): ConversionRule | null {
  if (!config) return null;
  const legacy = findCurrency(config.legacyCurrencyId);
  const target = findCurrency(config.targetCurrencyId);
  if (!legacy || !target || legacy.id === target.id || scaledRate(config.rate) === null) {
    return null;
  }
  return { legacy, target, rate: config.rate };
}

export interface ConversionAccount {
  account_id: number;
  type: number;
  money: number;
  /** What the balance converts to now, target minor units. */
  converted_money: number;
  /** A conversion of this account was made before. */
  converted: boolean;
}

export interface ConversionState {
  status: ConversionStatus;
  legacy_currency_id: number | null;
  target_currency_id: number | null;
  rate: number | null;
  accounts: ConversionAccount[];
}

export async function conversionState(
  db: Db,
  rule: ConversionRule | null,
  userId: string,
): Promise<ConversionState> {
  if (!rule) {
    return {
      status: 0,
      legacy_currency_id: null,
      target_currency_id: null,
      rate: null,
      accounts: [],
    };
  }
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'type', 'balance'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', rule.legacy.id)
    .where('type', 'in', [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency])
    .where('closed_at', 'is', null)
    .orderBy('type')
    .orderBy('id')
    .execute();
  const done = new Set(
    (
      await db
        .selectFrom('account_conversions')
        .select('from_account_id')
        .where('user_id', '=', userId)
        .execute()
    ).map((r) => String(r.from_account_id)),
  );
  const accounts = rows.map((r) => {
    const money = toSafeInteger(r.balance);
    return {
      account_id: toSafeInteger(r.id),
      type: r.type ?? ACCOUNT_TYPE.main,
      money,
      converted_money: convertedAmount(
        money,
        rule.rate,
        rule.legacy.minorUnitDigits,
        rule.target.minorUnitDigits,
      ),
      converted: done.has(String(r.id)),
    };
  });
  return {
    status: conversionStatus(
      accounts.map((a) => ({ type: a.type, balance: a.money, converted: a.converted })),
    ),
    legacy_currency_id: rule.legacy.id,
    target_currency_id: rule.target.id,
    rate: rule.rate,
    accounts: accounts.filter((a) =>
      needsConversion({ type: a.type, balance: a.money, converted: a.converted }),
    ),
  };
}

export type ConversionResult =
  | {
      success: true;
      replayed: boolean;
      from_account_id: number;
      to_account_id: number;
      from_amount: number;
      to_amount: number;
    }
  | { success: false; status: number; reason: ErrorReason; message: string; field?: string };

const refused = (
  status: number,
  reason: ErrorReason,
  message: string,
  field?: string,
): ConversionResult => ({
  success: false,
  status,
  reason,
  message,
  ...(field === undefined ? {} : { field }),
});

/**
 * Converts one of the customer's legacy accounts: its whole balance moves, at the rate, to their
 * account in the target currency (opened as a currency account when they have none). A currency
 * account is then closed; the main account stays, marked converted; the active account follows
 * the money. Refused: another customer's or unknown account, not in the legacy currency,
 * already converted with nothing left, payments or bets still open on it.
 */
export async function convertAccount(
  db: Db,
  rule: ConversionRule,
  input: { userId: string; accountId: string; requestKey: string },
): Promise<ConversionResult> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'type', 'currency_id', 'balance', 'is_active'])
      .where('id', '=', input.accountId)
      .where('user_id', '=', input.userId)
      .where('closed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    const previous = await trx
      .selectFrom('account_conversions')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('request_key', '=', input.requestKey)
      .executeTakeFirst();
    if (previous) {
      if (String(previous.from_account_id) !== input.accountId) {
        return refused(409, 'conflict', 'request_key was used for another account', 'request_key');
      }
      return {
        success: true,
        replayed: true,
        from_account_id: toSafeInteger(previous.from_account_id),
        to_account_id: toSafeInteger(previous.to_account_id),
        from_amount: toSafeInteger(previous.from_amount),
        to_amount: toSafeInteger(previous.to_amount),
      };
    }
    if (!account) return refused(404, 'account_not_found', 'account not found', 'account_id');
    if (account.currency_id !== rule.legacy.id || account.type === ACCOUNT_TYPE.bonus) {
      return refused(
        400,
        'conversion_not_available',
        'the account is not in the legacy currency',
        'account_id',
      );
    }
    const balance = toSafeInteger(account.balance);
    const converted = await trx
      .selectFrom('account_conversions')
      .select('id')
      .where('from_account_id', '=', input.accountId)
      .limit(1)
      .executeTakeFirst();
    if (converted && balance === 0) {
      return refused(409, 'conversion_done', 'the account holds nothing more to convert');
    }
    const busy = await openOnAccount(trx, input.accountId);
    if (busy.payments || busy.coupons) {
      return refused(409, 'conversion_account_busy', 'payments or bets are open on the account');
    }

    const targetAccountId = await targetAccount(trx, input.userId, rule.target.id);
    const toAmount = convertedAmount(
      balance,
      rule.rate,
      rule.legacy.minorUnitDigits,
      rule.target.minorUnitDigits,
    );
    let transactionId: string | null = null;
    if (balance > 0) {
      const postings: PostingInput[] = [
        { accountId: input.accountId, currencyId: rule.legacy.id, amount: -balance },
        {
          accountId: await houseAccountId(trx, CONVERSION_HOUSE_ACCOUNT, rule.legacy.id),
          currencyId: rule.legacy.id,
          amount: balance,
        },
      ];
      if (toAmount > 0) {
        postings.push(
          {
            accountId: await houseAccountId(trx, CONVERSION_HOUSE_ACCOUNT, rule.target.id),
            currencyId: rule.target.id,
            amount: -toAmount,
          },
          { accountId: targetAccountId, currencyId: rule.target.id, amount: toAmount },
        );
      }
      const posted = await postTransaction(trx, {
        idempotencyKey: `account_conversion:${input.userId}:${input.requestKey}`,
        kind: CONVERSION_KIND,
        reference: `account:${input.accountId}`,
        postings,
      });
      transactionId = posted.transactionId;
    }
    await trx
      .insertInto('account_conversions')
      .values({
        user_id: input.userId,
        request_key: input.requestKey,
        from_account_id: input.accountId,
        to_account_id: targetAccountId,
        from_currency_id: rule.legacy.id,
        to_currency_id: rule.target.id,
        from_amount: balance,
        to_amount: toAmount,
        rate: String(rule.rate),
        transaction_id: transactionId,
      })
      .execute();
    if (account.type === ACCOUNT_TYPE.currency) {
      await trx
        .updateTable('accounts')
        .set({ closed_at: new Date(), is_active: false })
        .where('id', '=', input.accountId)
        .execute();
    }
    if (account.is_active) await makeActiveAccount(trx, input.userId, targetAccountId);
    return {
      success: true,
      replayed: false,
      from_account_id: toSafeInteger(account.id),
      to_account_id: Number(targetAccountId),
      from_amount: balance,
      to_amount: toAmount,
    };
  });
}

/** The customer's open main or currency account in the currency, opened when there is none. */
async function targetAccount(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  currencyId: number,
): Promise<string> {
  const existing = await trx
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('type', 'in', [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency])
    .where('closed_at', 'is', null)
    .orderBy('type')
    .executeTakeFirst();
  if (existing) return String(existing.id);
  const created = await trx
    .insertInto('accounts')
    .values({ user_id: userId, type: ACCOUNT_TYPE.currency, currency_id: currencyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(created.id);
}
