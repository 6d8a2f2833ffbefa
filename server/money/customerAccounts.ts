// A customer's accounts: what GET /web-api/account/data shows, and the changes the customer may
// make (active account, add or remove a currency account). Every query is scoped by user id.
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import type { AccountData, AccountView } from '../../domain/money/accountData';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { findCurrency } from '../../domain/money/currencies';
import { SESSION_COLUMNS, type SessionRow } from '../auth/currentUser';
import { coalescedReads } from '../db/coalescedReads';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from './bigints';

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

/** An open account as account data reads it. */
interface AccountRow {
  id: string | number | bigint;
  type: number | null;
  currency_id: number;
  balance: string | number | bigint;
  points: string | number | bigint;
  label: string | null;
  is_active: boolean;
}

/**
 * SPEC section 3 "Account state" bonuses: the customer's active bonuses on the bonus account
 * ({idBonus, money}, money the bonus's amount in minor units), oldest first; a JSON array.
 */
const ACTIVE_BONUSES_SQL =
  '(select coalesce(json_agg(json_build_object(\'idBonus\', b."id", \'money\', b."amount") ' +
  'order by b."id"), \'[]\') from "bonuses" b where b."user_id" = u."id" ' +
  'and b."status" = \'active\' and b."kind" = \'bonus\')';

/**
 * Account data and the session check (server/auth/currentUser.ts) in one statement, for the
 * customers whose ids are in $1 (an array: GET /web-api/account/data reads the customers of
 * concurrent requests together, see accountDataReader): each customer's session columns on every
 * row, one row per open account (a row of nulls when there is none), no row for a user that does
 * not exist. Written once, not rebuilt by the query builder on every call: account data is read
 * on every page a signed-in customer opens.
 */
export const ACCOUNT_DATA_WITH_SESSION_SQL =
  `select u."id" as "user_id", ${SESSION_COLUMNS.replace(/"(\w+)"/g, 'u."$1"')}, ` +
  'a."id", a."type", a."currency_id", a."balance", a."points", a."label", a."is_active", ' +
  'exists (select 1 from "payments" p where p."user_id" = u."id" and p."type" = \'deposit\' ' +
  'and p."status" = \'success\') as "deposited", ' +
  ACTIVE_BONUSES_SQL +
  ' as "bonuses" from "users" u left join "accounts" a on a."user_id" = u."id" and a."closed_at" is null ' +
  'where u."id" = any($1::bigint[]) order by u."id", a."type", a."id"';

type AccountWithSessionRow = SessionRow & {
  [K in keyof AccountRow]: AccountRow[K] | null;
} & { user_id: string | number | bigint; deposited: boolean; bonuses: AccountBonusRow[] };

/** A bonuses item as json_build_object gives it (bigints may come as numbers or strings). */
interface AccountBonusRow {
  idBonus: number | string;
  money: number | string;
}

function accountView(r: AccountRow): AccountView {
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
}

function accountDataOf(
  all: AccountView[],
  deposited: boolean,
  state: { frozen: boolean; bonuses: AccountBonusRow[] } = { frozen: false, bonuses: [] },
): AccountData {
  return {
    balance: all.find((a) => a.isActive)?.money ?? 0,
    bonus: all.find((a) => a.type === ACCOUNT_TYPE.bonus)?.money ?? 0,
    all_accounts: all,
    is_available_first_deposit_bonus: !deposited,
    isAccountFrozen: state.frozen,
    bonuses: state.bonuses.map((b) => ({
      idBonus: toSafeInteger(b.idBonus),
      money: toSafeInteger(b.money),
    })),
  };
}

/** One customer's account data (no session check: the caller has done it). */
export async function accountData(
  db: Kysely<DatabaseSchema>,
  userId: string,
): Promise<AccountData> {
  return ((await accountDataWithSession(db, [userId])).get(userId) ?? NO_SUCH_USER).value;
}

/** A customer's session columns (undefined: no such user) and account data. */
export interface AccountDataWithSession {
  session: SessionRow | undefined;
  value: AccountData;
}

/** What a user id that names no user reads: no session, no accounts. */
const NO_SUCH_USER: AccountDataWithSession = Object.freeze({
  session: undefined,
  value: accountDataOf([], false),
});

/**
 * Account data read with the session check in one round trip, for several customers at once:
 * each user's SessionRow (undefined when the user does not exist) and their account data. The
 * caller shows the data only when the session holds (server/auth/currentUser.ts readSignedIn).
 */
export async function accountDataWithSession(
  db: Kysely<DatabaseSchema>,
  userIds: readonly string[],
): Promise<Map<string, AccountDataWithSession>> {
  const { rows } = await db.executeQuery<AccountWithSessionRow>(
    CompiledQuery.raw(ACCOUNT_DATA_WITH_SESSION_SQL, [userIds]),
  );
  const byUser = new Map<string, AccountWithSessionRow[]>();
  for (const row of rows) {
    const userId = String(row.user_id);
    const userRows = byUser.get(userId);
    if (userRows) userRows.push(row);
    else byUser.set(userId, [row]);
  }
  const read = new Map<string, AccountDataWithSession>();
  for (const [userId, userRows] of byUser) {
    const first = userRows[0]!;
    const accounts = userRows.filter((r): r is AccountWithSessionRow & AccountRow => r.id !== null);
    read.set(userId, {
      session: {
        token_version: first.token_version,
        ban_level: first.ban_level,
        ban_version: first.ban_version,
        account_frozen: first.account_frozen,
      },
      value: accountDataOf(accounts.map(accountView), first.deposited, {
        frozen: first.account_frozen,
        bonuses: first.bonuses,
      }),
    });
  }
  return read;
}

/** User ids are bigints, in decimal: anything else names no user (and joins no statement). */
const USER_ID = /^[1-9][0-9]{0,18}$/;
const MAX_USER_ID = 9_223_372_036_854_775_807n;
const isUserId = (id: string) => USER_ID.test(id) && BigInt(id) <= MAX_USER_ID;

/**
 * GET /web-api/account/data's read: the customers of the requests that arrive in one turn of the
 * event loop are read in one statement (server/db/coalescedReads.ts), at most 500 a statement. A
 * signed-in page asks for account data on every load, so under load this is the statement the
 * database runs most; coalesced, it parses and plans it once for all of them.
 */
export function accountDataReader(
  db: () => Kysely<DatabaseSchema>,
): (userId: string) => Promise<AccountDataWithSession> {
  const reads = coalescedReads<string, AccountDataWithSession>({
    load: (userIds) => accountDataWithSession(db(), userIds),
    missing: () => NO_SUCH_USER,
    maxKeys: 500,
  });
  // A malformed id would fail the whole statement, and with it the other customers' reads.
  return (userId) => (isUserId(userId) ? reads.read(userId) : Promise.resolve(NO_SUCH_USER));
}

/** The customer's open account `accountId`, locked for the change; undefined when there is none. */
function lockOpenAccount(trx: Transaction<DatabaseSchema>, userId: string, accountId: string) {
  return trx
    .selectFrom('accounts')
    .select(['id', 'type', 'balance', 'is_active'])
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

type OpenAccount = NonNullable<Awaited<ReturnType<typeof lockOpenAccount>>>;

/**
 * A change to the customer's open account `accountId`, in one transaction with the account row
 * locked first; refused (account_not_found) when the customer has no such open account.
 */
function changeOpenAccount(
  db: Kysely<DatabaseSchema>,
  userId: string,
  accountId: string,
  change: (trx: Transaction<DatabaseSchema>, account: OpenAccount) => Promise<AccountChange>,
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const account = await lockOpenAccount(trx, userId, accountId);
    if (!account) return refused('account_not_found', 'Account not found', 'id');
    return change(trx, account);
  });
}

/** Makes one of the customer's open main or currency accounts the active one. */
export async function setActiveAccount(
  db: Kysely<DatabaseSchema>,
  userId: string,
  accountId: string,
): Promise<AccountChange> {
  return changeOpenAccount(db, userId, accountId, async (trx, account) => {
    if (account.type === ACCOUNT_TYPE.bonus) {
      return refused(
        'bonus_account_cannot_be_active',
        'The bonus account cannot be the active account',
        'id',
      );
    }
    if (!account.is_active) await makeActiveAccount(trx, userId, accountId);
    return { success: true, accountId };
  });
}

/**
 * What still runs on an account, which must end before the account closes or its money moves
 * away: payments in progress, coupons not settled (settlement pays them to it).
 */
export async function openOnAccount(
  trx: Transaction<DatabaseSchema>,
  accountId: string,
): Promise<{ payments: boolean; coupons: boolean }> {
  const payment = await trx
    .selectFrom('payments')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', 'in', ['created', 'pending'])
    .limit(1)
    .executeTakeFirst();
  const coupon = await trx
    .selectFrom('coupons')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst();
  return { payments: payment !== undefined, coupons: coupon !== undefined };
}

/** Makes one of the customer's accounts the active one, in the caller's transaction. */
export async function makeActiveAccount(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  accountId: string,
): Promise<void> {
  // Clear first: the unique index allows one active account per user at every moment.
  await trx
    .updateTable('accounts')
    .set({ is_active: false })
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .execute();
  await trx.updateTable('accounts').set({ is_active: true }).where('id', '=', accountId).execute();
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
  return changeOpenAccount(db, userId, accountId, async (trx, account) => {
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
    const open = await openOnAccount(trx, accountId);
    if (open.payments) {
      return refused('currency_account_has_open_payments', 'The account has payments in progress');
    }
    if (open.coupons) {
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
