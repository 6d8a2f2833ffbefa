// The casino wallet's tables as Kysely sees them (created by server/db/migrations/0012_casino_wallet.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type { RoundFairness } from '../../../domain/casino/walletProtocol';
import type {
  BigintColumn,
  CreatedAt,
  NullableBigint,
  NullableTimestamp,
  OptionalBigint,
} from '../../db/columnTypes';

/** The HMAC key of each provider's wallet calls (random, created on first use). */
export interface CasinoWalletSecretsTable {
  provider_key: string;
  secret: string;
  created_at: CreatedAt;
}

/** A launched game: real sessions name the customer's account the wallet moves money on. */
export interface CasinoGameSessionsTable {
  id: string;
  user_id: NullableBigint;
  game_id: BigintColumn;
  provider_key: string;
  mode: 'real' | 'demo';
  account_id: NullableBigint;
  currency_id: number | null;
  lng: string;
  created_at: CreatedAt;
  expires_at: Date | string;
}

/** One provider round: its stakes, wins and refunds, for the customer's history. */
export interface CasinoRoundsTable {
  id: OptionalBigint;
  provider_key: string;
  provider_round_id: string;
  session_id: string;
  user_id: BigintColumn;
  game_id: BigintColumn;
  account_id: BigintColumn;
  currency_id: number;
  stake_total: OptionalBigint;
  win_total: OptionalBigint;
  refund_total: OptionalBigint;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  fairness: JSONColumnType<RoundFairness | null, string | null, string | null> | null;
  opened_at: CreatedAt;
  closed_at: NullableTimestamp;
}

export type WalletTransactionKind = 'debit' | 'credit' | 'rollback';
export type WalletTransactionStatus = 'accepted' | 'rolled_back' | 'noop' | 'orphan';

/** One provider call that was accepted, by the provider's transaction id. */
export interface CasinoWalletTransactionsTable {
  id: OptionalBigint;
  provider_key: string;
  provider_transaction_id: string;
  kind: WalletTransactionKind;
  session_id: string;
  round_id: NullableBigint;
  provider_round_id: string;
  amount: BigintColumn;
  currency_id: number;
  fingerprint: string;
  status: WalletTransactionStatus;
  debit_transaction_id: string | null;
  ledger_transaction_id: NullableBigint;
  balance_after: NullableBigint;
  created_at: CreatedAt;
}

export interface CasinoWalletTables {
  casino_wallet_secrets: CasinoWalletSecretsTable;
  casino_game_sessions: CasinoGameSessionsTable;
  casino_rounds: CasinoRoundsTable;
  casino_wallet_transactions: CasinoWalletTransactionsTable;
}
