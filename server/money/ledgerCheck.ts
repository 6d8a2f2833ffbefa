// The ledger's invariants over the whole database (`npm run ledger:check`). Each query
// finds the rows that break one rule; the report names every break.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from './bigints';

export interface LedgerCheckReport {
  accounts: number;
  transactions: number;
  postings: number;
  /** One line per break, naming the rule and the rows; empty when the ledger is sound. */
  problems: string[];
}

/** At most this many offending rows are named per rule. */
const SHOWN_PER_RULE = 20;

interface Rule {
  name: string;
  query: RawBuilder<Record<string, unknown>>;
}

const RULES: Rule[] = [
  {
    name: 'transaction does not balance per currency',
    query: sql`select transaction_id, currency_id, sum(amount)::text as sum from ledger_postings
      group by transaction_id, currency_id having sum(amount) <> 0
      order by transaction_id limit ${SHOWN_PER_RULE}`,
  },
  {
    name: 'transaction has fewer than two postings',
    query: sql`select t.id as transaction_id, count(p.id)::int as postings
      from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
      group by t.id having count(p.id) < 2 order by t.id limit ${SHOWN_PER_RULE}`,
  },
  {
    name: 'account balance differs from the sum of its postings',
    query: sql`select a.id as account_id, a.balance::text as balance,
        coalesce(s.total, 0)::text as postings_sum
      from accounts a left join (
        select account_id, sum(amount) as total from ledger_postings group by account_id
      ) s on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0) order by a.id limit ${SHOWN_PER_RULE}`,
  },
  {
    name: 'customer balance is negative',
    query: sql`select id as account_id, balance::text as balance from accounts
      where user_id is not null and balance < 0 order by id limit ${SHOWN_PER_RULE}`,
  },
  {
    name: "posting currency differs from its account's currency",
    query: sql`select p.id as posting_id, p.currency_id, a.id as account_id,
        a.currency_id as account_currency_id
      from ledger_postings p join accounts a on a.id = p.account_id
      where p.currency_id <> a.currency_id order by p.id limit ${SHOWN_PER_RULE}`,
  },
  {
    name: 'idempotency key used more than once',
    query: sql`select idempotency_key, count(*)::int as times from ledger_transactions
      group by idempotency_key having count(*) > 1 limit ${SHOWN_PER_RULE}`,
  },
  {
    // Toto (server/toto/): a brand's pool in a currency holds its tickets' stakes less the
    // operator shares taken and the wins paid; what stays is the jackpot carried and open stakes.
    name: 'toto pool balance differs from stakes - operator shares - wins paid',
    query: sql`with expected as (
        select d.brand, t.currency_id, t.stake as amount
        from toto_tickets t join toto_draws d on d.id = t.draw_id
        union all
        select d.brand, p.currency_id, -p.operator_share
        from toto_pools p join toto_draws d on d.id = p.draw_id
        union all
        select d.brand, t.currency_id, -t.win
        from toto_tickets t join toto_draws d on d.id = t.draw_id where t.status = 'won'
      ), by_pool as (
        select 'toto_pool.' || brand as code, currency_id, sum(amount) as total
        from expected group by brand, currency_id
      ), pools as (
        select id, system_code, currency_id, balance from accounts
        where user_id is null and left(system_code, 10) = 'toto_pool.'
      )
      select a.id as account_id, coalesce(a.system_code, e.code) as code,
        coalesce(a.currency_id, e.currency_id) as currency_id,
        coalesce(a.balance, 0)::text as balance, coalesce(e.total, 0)::text as expected
      from pools a full join by_pool e on e.code = a.system_code and e.currency_id = a.currency_id
      where coalesce(a.balance, 0) <> coalesce(e.total, 0)
      order by 2, 3 limit ${SHOWN_PER_RULE}`,
  },
  {
    name: 'posting amount is zero',
    query: sql`select id as posting_id, transaction_id from ledger_postings
      where amount = 0 order by id limit ${SHOWN_PER_RULE}`,
  },
];

/** Runs every rule in one read-only snapshot (REPEATABLE READ), so a busy server cannot skew it. */
export async function checkLedger(db: Kysely<DatabaseSchema>): Promise<LedgerCheckReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const problems: string[] = [];
      for (const rule of RULES) {
        const { rows } = await rule.query.execute(trx);
        for (const row of rows) problems.push(`${rule.name}: ${describeRow(row)}`);
      }
      const counts = await sql<{ accounts: string; transactions: string; postings: string }>`
        select (select count(*) from accounts)::text as accounts,
          (select count(*) from ledger_transactions)::text as transactions,
          (select count(*) from ledger_postings)::text as postings`.execute(trx);
      const c = counts.rows[0]!;
      return {
        accounts: toSafeInteger(c.accounts),
        transactions: toSafeInteger(c.transactions),
        postings: toSafeInteger(c.postings),
        problems,
      };
    });
}

function describeRow(row: Record<string, unknown>): string {
  return Object.entries(row)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}
