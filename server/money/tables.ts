// The money context's tables as Kysely sees them (created by server/db/migrations/0003_money.ts;
// the sandbox provider's outbox by 0008_sandbox_outbox.ts).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, CreatedAt, GeneratedBigint } from '../db/columnTypes';

/**
 * Customer accounts (user_id set, type 0 main, 4 bonus, 9 currency) and house accounts (user_id
 * null, system_code set: provider clearing, withdrawals pending ...). One currency each.
 */
export interface AccountsTable {
  id: GeneratedBigint;
  user_id: BigintColumn | null;
  /** SPEC section 3 account type (domain/money/accountTypes.ts); null for house accounts. */
  type: number | null;
  /** House accounts only (server/money/houseAccounts.ts). */
  system_code: string | null;
  /** ISO 4217 numeric code. */
  currency_id: number;
  /** Integer minor units; always the sum of the account's postings (ledger:check verifies). */
  balance: ColumnType<string | number, never, string | number>;
  points: ColumnType<string | number, never, string | number>;
  label: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  /** Set when the customer removed the currency; closed accounts take no postings. */
  closed_at: ColumnType<Date | null, never, Date | null>;
}

/** One movement of money: balanced postings, one idempotency key. */
export interface LedgerTransactionsTable {
  id: GeneratedBigint;
  idempotency_key: string;
  /** What moved the money, e.g. 'deposit', 'withdrawal_reserve' (server/money/ledger.ts). */
  kind: string;
  /** The payment id or other business reference. */
  reference: string | null;
  created_at: CreatedAt;
}

export interface LedgerPostingsTable {
  id: GeneratedBigint;
  transaction_id: BigintColumn;
  account_id: BigintColumn;
  currency_id: number;
  /** Signed integer minor units: positive credits the account, negative debits it. */
  amount: BigintColumn;
}

export interface PaymentsTable {
  /** Opaque (UUID): it appears in the hosted payment page's URL. */
  id: string;
  user_id: BigintColumn;
  account_id: BigintColumn;
  /** 'deposit' | 'withdraw' */
  type: string;
  amount: BigintColumn;
  currency_id: number;
  /** 'created' | 'pending' | 'success' | 'fail' | 'cancel' (server/money/paymentStatus.ts). */
  status: string;
  provider: string;
  /** Language of the result page the customer returns to. */
  lng: string;
  /** The brand the payment was started on (0022_bonuses): its first-deposit bonus terms apply. */
  brand: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

/** Every accepted provider callback, so a repeated event changes nothing. */
export interface PaymentCallbacksTable {
  id: Generated<string>;
  provider: string;
  event_id: string;
  payment_id: string;
  status: string;
  received_at: CreatedAt;
}

/**
 * The sandbox provider's outbox: each callback it owes the server for the outcome a customer
 * chose on the hosted page, until the server has answered it (server/money/sandbox/sandboxOutbox.ts).
 */
export interface SandboxCallbacksTable {
  id: GeneratedBigint;
  payment_id: string;
  /** The outcome the callback reports: 'pending' | 'success' | 'fail' | 'cancel'. */
  status: string;
  /** When it is next tried; while a delivery is under way, the end of its lease. */
  due_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  /** Set once the server answered it (2xx, or a 4xx refusal): it is never sent again. */
  delivered_at: Date | null;
  /** The server's last answer (0: unreachable). */
  http_status: number | null;
  created_at: CreatedAt;
}

export interface MoneyTables {
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  payments: PaymentsTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_callbacks: SandboxCallbacksTable;
}
