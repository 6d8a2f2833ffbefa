// Referral, user transfer and account conversion tables as Kysely sees them
// (server/db/migrations/0025_referral_transfer_conversion.ts).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, CreatedAt, GeneratedBigint, NullableBigint } from '../db/columnTypes';

export interface ReferralCodesTable {
  user_id: BigintColumn;
  code: string;
  created_at: CreatedAt;
}

/** 'pending' until the rule is met; then 'credited' (with the ledger transaction) or 'none'. */
export type ReferralRewardStatus = 'pending' | 'credited' | 'none';

export interface ReferralsTable {
  id: GeneratedBigint;
  referrer_id: BigintColumn;
  referred_id: BigintColumn;
  brand: string;
  reward_status: Generated<ReferralRewardStatus>;
  reward_amount: NullableBigint;
  reward_currency_id: ColumnType<number | null, number | null | undefined, number | null>;
  reward_transaction_id: NullableBigint;
  rewarded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface UserTransfersTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  from_brand: string;
  to_brand: string;
  token_hash: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface CustomerBrandsTable {
  user_id: BigintColumn;
  brand: string;
  transferred_at: Date;
}

export interface AccountConversionsTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  request_key: string;
  from_account_id: BigintColumn;
  to_account_id: BigintColumn;
  from_currency_id: number;
  to_currency_id: number;
  from_amount: BigintColumn;
  to_amount: BigintColumn;
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
