// The coupon context's tables as Kysely sees them (created by server/db/migrations/0005_coupon.ts;
// coupon_legs.opponents_en by 0006_coupon_leg_names.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type { BuilderPick } from '../../domain/coupon/betBuilder';
import type {
  BigintColumn,
  CreatedAt,
  NullableBigint,
  NullableTimestamp,
  OptionalBigint,
} from '../db/columnTypes';

/** One accepted placement: the answer replayed for the same customer and Idempotency-Key. */
export interface CouponPlacementsTable {
  id: OptionalBigint;
  user_id: BigintColumn;
  idempotency_key: string;
  /** sha256 (hex) of the canonical request body: the same key with another body is a 422. */
  request_hash: string;
  /** The 200 answer as sent (PlacementResponse). */
  response: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

/** A booked coupon (SPEC section 3 "Coupon to place"); a singles coupon books one a bet (type 0). */
export interface CouponsTable {
  id: OptionalBigint;
  placement_id: BigintColumn;
  user_id: BigintColumn;
  account_id: BigintColumn;
  currency_id: number;
  /** 1 express, 2 system, 4 blocks, 0 a single. */
  type_id: number;
  /** The whole stake, integer minor units. */
  amount: BigintColumn;
  /** typeId 4: minor units by block id. */
  amount_by_block: JSONColumnType<Record<string, number> | null, string | null, string | null>;
  system_value: number | null;
  use_bankers: ColumnType<boolean, boolean | undefined, boolean>;
  /** The express bonus bet factor in hundredths (100: none). */
  bonus_factor_hundredths: ColumnType<number, number | undefined, number>;
  /** The booked coupon coefficient in hundredths (bonus factor included). */
  coef_hundredths: BigintColumn;
  exact_coef_hundredths: number | null;
  /** Minor units, when every leg wins. */
  possible_win: BigintColumn;
  is_vip: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'open' | 'won' | 'lost' | 'void' */
  status: ColumnType<string, string | undefined, string>;
  payout: NullableBigint;
  placed_at: CreatedAt;
  settled_at: NullableTimestamp;
  stake_transaction_id: BigintColumn;
  settle_transaction_id: NullableBigint;
  /** The free-bet token (bonuses.id) that staked it, from migration 0027; null: the customer's money. */
  free_bet_id: NullableBigint;
  /** The stake still in play after partial cash-outs (0031_cash_out); null: the whole stake. */
  live_amount: NullableBigint;
  /** Minor units cash-outs paid (0031_cash_out). */
  cashed_out: OptionalBigint;
  /** The shared coupon's code the slip was loaded from (0043_coupon_ref_id); null: none. */
  ref_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The winnings tax rate it was placed under, basis points (0045_winnings_tax); null: none. */
  tax_rate_bp: ColumnType<number | null, number | null | undefined, number | null>;
  /** Winnings up to this many minor units are not taxed (0045_winnings_tax). */
  tax_free: NullableBigint;
  /** The winnings tax withheld so far, minor units (settlement and cash-outs). */
  tax: OptionalBigint;
  /** The hyper bonus percent it was placed under, hundredths (0046_hyper_bonus); null: none. */
  hyper_bonus_percent_hundredths: ColumnType<
    number | null,
    number | null | undefined,
    number | null
  >;
  /** Its least stake and its cap, minor units (0046_hyper_bonus). */
  hyper_bonus_min_bet: NullableBigint;
  hyper_bonus_max: NullableBigint;
  /** The hyper bonus paid, minor units (settlement). */
  hyper_bonus: OptionalBigint;
}

/** A leg of a coupon with the snapshot settlement and history need (the game may be gone later). */
export interface CouponLegsTable {
  id: ColumnType<string | number, never, never>;
  coupon_id: BigintColumn;
  position: number;
  outcome_id: BigintColumn;
  game_id: BigintColumn;
  coef_hundredths: number;
  block_id: ColumnType<number, number | undefined, number>;
  is_live: boolean;
  market_type_id: number;
  market_kind: number;
  param: number | null;
  period: number | null;
  outcome_type_id: number;
  sport_id: number;
  champ_id: number;
  market_name: string;
  outcome_name: string;
  /** Opponents' provider (Russian) names, home first. */
  opponents: JSONColumnType<string[], string, string>;
  /** Opponents' English names, home first (0006_coupon_leg_names; older legs: the Russian ones). */
  opponents_en: JSONColumnType<string[], string, string>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  /** null until settled: 'won' | 'lost' | 'void'. */
  result: string | null;
  /** A bet builder leg's picks (0037_bet_builder); null on every other leg. */
  builder: ColumnType<BuilderPick[] | null, string | null | undefined, string | null>;
}

/** A coupon shared by code (guests too): only the selections, prices come from the state on load. */
export interface SavedCouponsTable {
  code: string;
  type_id: number;
  system_value: number | null;
  bets: JSONColumnType<{ outcomeId: number; gameId: number }[], string, string>;
  created_at: CreatedAt;
}

/** One cash-out (0031_cash_out): the answer replayed for the same customer and key. */
export interface CouponCashOutsTable {
  id: OptionalBigint;
  coupon_id: BigintColumn;
  user_id: BigintColumn;
  idempotency_key: string;
  request_hash: string;
  amount: BigintColumn;
  value: BigintColumn;
  live_amount_before: BigintColumn;
  live_amount_after: BigintColumn;
  source: ColumnType<string, string | undefined, string>;
  transaction_id: BigintColumn;
  response: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

/** An auto cash-out rule (0031_cash_out): sell at take_at or stop_at, minor units. */
export interface CouponAutoCashOutsTable {
  coupon_id: BigintColumn;
  user_id: BigintColumn;
  brand_id: string;
  take_at: NullableBigint;
  stop_at: NullableBigint;
  created_at: CreatedAt;
}

export interface CouponTables {
  coupon_cash_outs: CouponCashOutsTable;
  coupon_auto_cash_outs: CouponAutoCashOutsTable;
  coupon_placements: CouponPlacementsTable;
  coupons: CouponsTable;
  coupon_legs: CouponLegsTable;
  saved_coupons: SavedCouponsTable;
}
