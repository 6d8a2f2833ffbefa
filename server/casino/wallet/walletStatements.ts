// The SQL of a debit's and a credit's transaction (walletService.ts), as fixed statements with
// their parameters: each call is BEGIN, four statements and COMMIT (docs/casino.md, the bench
// paragraph). One module, so bench:wallet's direct `pg` path sends exactly these texts.
// 1. openCall: the session (with the customer's ban level) read, the customer's limits lock taken
//    for a debit (LIMITS_LOCK_PREFIX, before anything else of the call), the provider's
//    transaction recorded by its id (nothing when the id was recorded before: a replay).
// 2. a debit's round (opened, or its stake added) with the customer's limit rows read now that
//    the lock is held; a credit's round locked, with whether it holds an accepted debit and
//    whether a bonus may be wagered by it.
// 3. the ledger transfer (server/money/ledger.ts transferStatement) with the record completed and
//    the balance after it (from the balance update itself), and for a credit the round's totals.
import type { Selectable } from 'kysely';
import { CASINO_WAGER_BONUS_EXISTS } from '../../bonus/hooks';
import type { DatabaseSchema } from '../../db/schema';
import { transferStatement, transferStatementParameters } from '../../money/ledger';
import type { StatementTransfer } from '../../money/ledger';

export const OPEN_CALL_SQL = `with s as (
  select s.id, s.user_id, s.account_id, s.game_id, s.currency_id, s.mode, s.expires_at,
    u.ban_level, u.account_frozen
  from casino_game_sessions s left join users u on u.id = s.user_id
  where s.id = $1 and s.provider_key = $2
), lk as (
  select count(pg_advisory_xact_lock(hashtextextended($3::text || s.user_id::text, 0))) as n
  from s where $3::text is not null and s.user_id is not null
), rec as (
  insert into casino_wallet_transactions (provider_key, provider_transaction_id, kind,
    session_id, provider_round_id, amount, currency_id, fingerprint, status,
    debit_transaction_id)
  select $2, $4, $5, s.id, $6, $7, s.currency_id, $8, $9, $10
  from s, lk
  where lk.n >= 0 and $11::boolean and s.mode = 'real' and s.user_id is not null
    and s.account_id is not null
  on conflict (provider_key, provider_transaction_id) do nothing
  returning id
)
select s.id, s.user_id, s.account_id, s.game_id, s.currency_id, s.mode, s.expires_at,
  s.ban_level, s.account_frozen, (select id from rec) as record_id
from s, lk where lk.n >= 0`;

export interface OpenCallRow {
  id: string;
  user_id: string | number | null;
  account_id: string | number | null;
  game_id: string | number;
  currency_id: number | null;
  mode: 'real' | 'demo';
  expires_at: Date | string;
  ban_level: number | null;
  /** An operator froze the account (server/access/accountFreeze.ts): no stake is taken. */
  account_frozen: boolean | null;
  record_id: string | number | null;
}

export interface CallRecord {
  transactionId: string;
  kind: 'debit' | 'credit' | 'rollback';
  roundId: string;
  amount: number;
  fingerprint: string;
  debitTransactionId?: string;
}

export function openCallParameters(
  providerKey: string,
  sessionId: string,
  /** The limits lock's prefix (a debit), or null: no lock. */
  lockPrefix: string | null,
  /** The record to insert, or null: none (the call is refused before it would be). */
  record: CallRecord | null,
): unknown[] {
  return [
    sessionId,
    providerKey,
    lockPrefix,
    record?.transactionId ?? '',
    record?.kind ?? 'debit',
    record?.roundId ?? '',
    record?.amount ?? 0,
    record?.fingerprint ?? '',
    'accepted',
    record?.debitTransactionId ?? null,
    record !== null,
  ];
}

/** Opens a debit's round or adds its stake (none: closed or another player's), with limit rows. */
export const DEBIT_ROUND_SQL = `with r as (
  insert into casino_rounds (provider_key, provider_round_id, session_id, user_id, game_id,
    account_id, currency_id, stake_total)
  values ($1, $2, $3, $4, $5, $6, $7, $8)
  on conflict (provider_key, provider_round_id) do update
    set stake_total = casino_rounds.stake_total + excluded.stake_total
    where casino_rounds.status = 'open' and casino_rounds.account_id = excluded.account_id
  returning id
)
select r.id as round_id, l.*
from r left join customer_limits l on $9::boolean and l.user_id = $4
order by l.type`;

/** The round's id on each row, beside one of the customer's limit rows (or nulls: none). */
export type DebitRoundRow = { round_id: string | number } & (
  | Selectable<DatabaseSchema['customer_limits']>
  | { [K in keyof Selectable<DatabaseSchema['customer_limits']>]: null }
);

export function debitRoundParameters(
  providerKey: string,
  session: { id: string; userId: string; gameId: number; accountId: string; currencyId: number },
  roundId: string,
  amount: number,
  readLimits: boolean,
): unknown[] {
  return [
    providerKey,
    roundId,
    session.id,
    session.userId,
    session.gameId,
    session.accountId,
    session.currencyId,
    amount,
    readLimits,
  ];
}

/** A credit's round, locked, with whether it holds an accepted debit and may wager a bonus. */
export const CREDIT_ROUND_SQL = `select r.id, r.status, r.account_id,
  exists (select 1 from casino_wallet_transactions t
    where t.round_id = r.id and t.kind = 'debit' and t.status = 'accepted') as debited,
  ${CASINO_WAGER_BONUS_EXISTS.replaceAll('$user', 'r.user_id').replaceAll('$currency', 'r.currency_id')}
    as bonus_may_wager
from casino_rounds r
where r.provider_key = $1 and r.provider_round_id = $2
for update of r`;

export interface CreditRoundRow {
  id: string | number;
  status: 'open' | 'closed';
  account_id: string | number;
  debited: boolean;
  bonus_may_wager: boolean;
}

export function creditRoundParameters(providerKey: string, roundId: string): unknown[] {
  return [providerKey, roundId];
}

const COMPLETE_RECORD = `rec as (
  update casino_wallet_transactions set round_id = $8, ledger_transaction_id = (select id from tx),
    balance_after = (select balance from moved where id = $9)
  where id = $10 and (select count(*) from moved) = 2
  returning balance_after
)`;

/** A debit's transfer with its record completed: answers the balance after it. */
export const DEBIT_MOVE_SQL = transferStatement(`${COMPLETE_RECORD}
select (select id from tx) as transaction_id, (select count(*) from moved)::int as moved,
  (select balance_after from rec) as balance_after`);

/** A credit's transfer with its record completed and its round's totals (closed or not). */
export const CREDIT_MOVE_SQL = transferStatement(`${COMPLETE_RECORD}, closed as (
  update casino_rounds set win_total = win_total + $11, status = $12, closed_at = $13,
    fairness = coalesce($14::jsonb, fairness)
  where id = $8 and (select count(*) from moved) = 2
  returning user_id, game_id, currency_id, stake_total, refund_total
)
select (select id from tx) as transaction_id, (select count(*) from moved)::int as moved,
  (select balance_after from rec) as balance_after, (select user_id from closed) as user_id,
  (select game_id from closed) as game_id, (select currency_id from closed) as currency_id,
  (select stake_total from closed) as stake_total,
  (select refund_total from closed) as refund_total`);

export interface MoveRow {
  transaction_id: string | number | null;
  moved: number;
  balance_after: string | number | null;
}

/** A credit's round after it: its customer, game and totals. */
export interface RoundTotals {
  user_id: string | number;
  game_id: string | number;
  currency_id: number;
  stake_total: string | number;
  refund_total: string | number;
}

/** The round's columns are set whenever the transfer moved (none otherwise: it refused). */
export type CreditMoveRow = MoveRow & RoundTotals;

export function debitMoveParameters(
  transfer: StatementTransfer,
  record: { roundId: string | number; customerAccountId: string; recordId: string },
): unknown[] {
  return [
    ...transferStatementParameters(transfer),
    record.roundId,
    record.customerAccountId,
    record.recordId,
  ];
}

export function creditMoveParameters(
  transfer: StatementTransfer,
  record: { roundId: string | number; customerAccountId: string; recordId: string },
  round: { win: number; closed: boolean; at: Date; fairness: string | null },
): unknown[] {
  return [
    ...debitMoveParameters(transfer, record),
    round.win,
    round.closed ? 'closed' : 'open',
    round.closed ? round.at : null,
    round.fairness,
  ];
}
