// What counts against the money limits, in rolling windows of the world clock: deposits started
// and not failed (payments), stakes (bet_stake, casino_bet, toto_stake, lotto_stake) and returns
// (bet_win, bet_cash_out, bet_refund, casino_win, casino_rollback, toto_win, lotto_win) of the customer's accounts (ledger). Amounts
// of other currencies are converted to the main account's currency
// (domain/limits/limitCurrency.ts). Rows carry the database's real time; a window's start is
// mapped to it through the world clock.
import { sql, type Kysely, type Transaction } from 'kysely';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { DEFAULT_CURRENCY_ID } from '../../domain/money/currencies';
import { convertForLimits, LIMIT_TYPES } from '../../domain/limits/index';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { toSafeInteger } from '../money/bigints';
import { LEDGER_KINDS } from '../money/ledger';

export type LimitsDb = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export const STAKE_KINDS = [
  LEDGER_KINDS.betStake,
  LEDGER_KINDS.casinoBet,
  LEDGER_KINDS.totoStake,
  LEDGER_KINDS.lottoStake,
] as const;
export const RETURN_KINDS = [
  LEDGER_KINDS.betWin,
  LEDGER_KINDS.betCashOut,
  LEDGER_KINDS.betRefund,
  LEDGER_KINDS.casinoWin,
  LEDGER_KINDS.casinoRollback,
  LEDGER_KINDS.totoWin,
  LEDGER_KINDS.lottoWin,
] as const;

/** The windows of the money limits, hours (24 h, 7 d, 30 d). */
export const WINDOW_HOURS: readonly number[] = [
  ...new Set(LIMIT_TYPES.flatMap((t) => (t.windowHours === null ? [] : [t.windowHours]))),
].sort((a, b) => a - b);

export interface WindowUsage {
  /** Deposits started and not failed or cancelled, main-currency minor units. */
  deposited: number;
  /** Stakes. */
  wagered: number;
  /** Wins, refunds and rollbacks. */
  returned: number;
}

/** The currency of the customer's main account (the currency of every amount limit). */
export async function mainCurrencyOf(db: LimitsDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('currency_id')
    .where('user_id', '=', userId)
    .where('type', '=', ACCOUNT_TYPE.main)
    .executeTakeFirst();
  return row?.currency_id ?? DEFAULT_CURRENCY_ID;
}

/**
 * The FROM … GROUP BY of the customer's stake and return postings since `since` (real time), one
 * row per ledger kind and currency.
 */
function stakesAndReturnsSince(userId: string, since: Date) {
  return sql`from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    where p.account_id in (select id from accounts where user_id = ${userId})
      and t.kind in (${sql.join([...STAKE_KINDS, ...RETURN_KINDS])})
      and t.created_at >= ${since}
    group by t.kind, p.currency_id`;
}

/** Per window (hours), what the customer deposited, staked and got back up to `atMs` (world). */
export async function usageByWindow(
  db: LimitsDb,
  userId: string,
  mainCurrencyId: number,
  atMs: number,
  clock: Pick<WorldClock, 'realTimeOf'>,
): Promise<Map<number, WindowUsage>> {
  const starts = WINDOW_HOURS.map((h) => new Date(clock.realTimeOf(atMs - h * 3_600_000)));
  const earliest = starts[starts.length - 1]!;
  const sums = (column: 'p.created_at' | 't.created_at', amount: string) =>
    sql.join(
      starts.map(
        (start, i) =>
          sql`coalesce(sum(case when ${sql.ref(column)} >= ${start} then ${sql.raw(amount)} else 0 end), 0)::bigint as ${sql.ref(`w${i}`)}`,
      ),
    );

  const money = await sql<Record<string, string | number> & { kind: string; currency_id: number }>`
    select t.kind, p.currency_id, ${sums('t.created_at', 'p.amount')}
    ${stakesAndReturnsSince(userId, earliest)}`.execute(db);

  const deposits = await sql<Record<string, string | number> & { currency_id: number }>`
    select p.currency_id, ${sums('p.created_at', 'p.amount')}
    from payments p
    where p.user_id = ${userId} and p.type = 'deposit' and p.status not in ('fail', 'cancel')
      and p.created_at >= ${earliest}
    group by p.currency_id`.execute(db);

  const usage = new Map<number, WindowUsage>();
  WINDOW_HOURS.forEach((hours, i) => {
    const column = `w${i}`;
    const total: WindowUsage = { deposited: 0, wagered: 0, returned: 0 };
    for (const row of money.rows) {
      const amount = toSafeInteger(row[column] ?? 0);
      if ((STAKE_KINDS as readonly string[]).includes(row.kind)) {
        // Stakes are debits of the customer's account: negative postings.
        total.wagered += convertForLimits(-amount, row.currency_id, mainCurrencyId, 'up');
      } else {
        total.returned += convertForLimits(amount, row.currency_id, mainCurrencyId, 'down');
      }
    }
    for (const row of deposits.rows) {
      const amount = toSafeInteger(row[column] ?? 0);
      total.deposited += convertForLimits(amount, row.currency_id, mainCurrencyId, 'up');
    }
    usage.set(hours, total);
  });
  return usage;
}

/** Net result (returns minus stakes) since `sinceMs` (world), main-currency minor units. */
export async function netResultSince(
  db: LimitsDb,
  userId: string,
  mainCurrencyId: number,
  sinceMs: number,
  clock: Pick<WorldClock, 'realTimeOf'>,
): Promise<number> {
  const since = new Date(clock.realTimeOf(sinceMs));
  const rows = await sql<{ kind: string; currency_id: number; total: string | number }>`
    select t.kind, p.currency_id, coalesce(sum(p.amount), 0)::bigint as total
    ${stakesAndReturnsSince(userId, since)}`.execute(db);
  let net = 0;
  for (const row of rows.rows) {
    const amount = toSafeInteger(row.total);
    const stake = (STAKE_KINDS as readonly string[]).includes(row.kind);
    net += convertForLimits(amount, row.currency_id, mainCurrencyId, stake ? 'up' : 'down');
  }
  return net;
}

/** The used amount a money limit of `group` counts: loss never below 0. */
export function usedAmount(group: 'deposit' | 'wagering' | 'loss', usage: WindowUsage): number {
  if (group === 'deposit') return usage.deposited;
  if (group === 'wagering') return usage.wagered;
  return Math.max(0, usage.wagered - usage.returned);
}
