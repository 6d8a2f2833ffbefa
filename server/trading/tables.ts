// The trading tables as Kysely sees them (created by server/db/migrations/0029_trading.ts).
import type { JSONColumnType } from 'kysely';
import type {
  BigintColumn,
  DefaultedTimestamp,
  GeneratedBigint,
  NullableBigint,
} from '../db/columnTypes';

/** A trader's suspension: a whole event (market_id 0) or one market of it. */
export interface TradingSuspensionsTable {
  game_id: BigintColumn;
  market_id: BigintColumn;
  operator_id: BigintColumn;
  at: DefaultedTimestamp;
}

/** The multiplier (hundredths) of a customer's maximum stake. */
export interface CustomerStakeFactorsTable {
  user_id: BigintColumn;
  factor_hundredths: number;
  operator_id: BigintColumn;
  note: string | null;
  updated_at: DefaultedTimestamp;
}

export interface MarketResettlementsTable {
  id: GeneratedBigint;
  game_id: BigintColumn;
  results: JSONColumnType<{ outcomeId: number; result: string }[], string, string>;
  operator_id: BigintColumn;
  at: DefaultedTimestamp;
}

/** The correction one coupon received in one resettlement (exactly one row: the primary key). */
export interface CouponResettlementsTable {
  resettlement_id: BigintColumn;
  coupon_id: BigintColumn;
  old_status: string;
  new_status: string;
  old_payout: BigintColumn;
  new_payout: BigintColumn;
  transaction_id: NullableBigint;
}

export interface TradingTables {
  trading_suspensions: TradingSuspensionsTable;
  customer_stake_factors: CustomerStakeFactorsTable;
  market_resettlements: MarketResettlementsTable;
  coupon_resettlements: CouponResettlementsTable;
}
