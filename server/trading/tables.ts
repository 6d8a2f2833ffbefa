// The trading tables as Kysely sees them (created by server/db/migrations/0029_trading.ts).
import type { ColumnType, JSONColumnType } from 'kysely';

type BigintRef = ColumnType<string | number, string | number, string | number>;
type BigintId = ColumnType<string | number, never, never>;
type At = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableBigint = ColumnType<
  string | number | null,
  string | number | null | undefined,
  string | number | null
>;

/** A trader's suspension: a whole event (market_id 0) or one market of it. */
export interface TradingSuspensionsTable {
  game_id: BigintRef;
  market_id: BigintRef;
  operator_id: BigintRef;
  at: At;
}

/** The multiplier (hundredths) of a customer's maximum stake. */
export interface CustomerStakeFactorsTable {
  user_id: BigintRef;
  factor_hundredths: number;
  operator_id: BigintRef;
  note: string | null;
  updated_at: At;
}

export interface MarketResettlementsTable {
  id: BigintId;
  game_id: BigintRef;
  results: JSONColumnType<{ outcomeId: number; result: string }[], string, string>;
  operator_id: BigintRef;
  at: At;
}

/** The correction one coupon received in one resettlement (exactly one row: the primary key). */
export interface CouponResettlementsTable {
  resettlement_id: BigintRef;
  coupon_id: BigintRef;
  old_status: string;
  new_status: string;
  old_payout: BigintRef;
  new_payout: BigintRef;
  transaction_id: NullableBigint;
}

export interface TradingTables {
  trading_suspensions: TradingSuspensionsTable;
  customer_stake_factors: CustomerStakeFactorsTable;
  market_resettlements: MarketResettlementsTable;
  coupon_resettlements: CouponResettlementsTable;
}
