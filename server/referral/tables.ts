// Referral, user transfer and account conversion tables as Kysely sees them
// (server/db/migrations/0025_referral_transfer_conversion.ts).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
/** A SQL bigint: node-postgres reads it as a decimal string, PGlite as a number; use String(). */
type BigintId = ColumnType<string | number, never, never>;
type BigintRef = ColumnType<string | number, string | number, string | number>;
type NullableBigint = ColumnType<
  string | number | null,
  string | number | null | undefined,
  string | number | null
>;

export interface ReferralCodesTable {
  user_id: BigintRef;
  code: string;
  created_at: CreatedAt;
}

/** 'pending' until the rule is met; then 'credited' (with the ledger transaction) or 'none'. */
export type ReferralRewardStatus = 'pending' | 'credited' | 'none';

export interface ReferralsTable {
  id: BigintId;
  referrer_id: BigintRef;
  referred_id: BigintRef;
  brand: string;
  reward_status: Generated<ReferralRewardStatus>;
  reward_amount: NullableBigint;
  reward_currency_id: ColumnType<number | null, number | null | undefined, number | null>;
  reward_transaction_id: NullableBigint;
  rewarded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface UserTransfersTable {
  id: BigintId;
  user_id: BigintRef;
  from_brand: string;
  to_brand: string;
  token_hash: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface CustomerBrandsTable {
  user_id: BigintRef;
  brand: string;
  transferred_at: Date;
}

export interface AccountConversionsTable {
  id: BigintId;
  user_id: BigintRef;
  request_key: string;
  from_account_id: BigintRef;
  to_account_id: BigintRef;
  from_currency_id: number;
  to_currency_id: number;
  from_amount: BigintRef;
  to_amount: BigintRef;
  rate: string;
  transaction_id: NullableBigint;
  created_at: CreatedAt;
}

export interface ReferralTables {
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  user_transfers: UserTransfersTable;
  customer_brands: CustomerBrandsTable;
  account_conversions: AccountConversionsTable;
}
