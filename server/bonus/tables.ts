// The bonus context's tables as Kysely sees them (created by server/db/migrations/0022_bonuses.ts).
import type { ColumnType, JSONColumnType } from 'kysely';
import type { BonusTerms } from '../../domain/bonus/index';
import type {
  BigintColumn,
  CreatedAt,
  NullableBigint,
  NullableTimestamp,
  OptionalBigint,
  Timestamp,
} from '../db/columnTypes';

export interface BonusesTable {
  id: OptionalBigint;
  user_id: BigintColumn;
  brand: string;
  /** 'first_deposit' | 'promo' | 'cashback' */
  source: string;
  /** 'sports' | 'casino' | null: a promo bonus counts both. */
  product: string | null;
  /** 'bonus' | 'free_bet' */
  kind: string;
  /** 'active' | 'completed' | 'expired' | 'forfeited'; a free bet: 'active' | 'used' | 'expired' */
  status: ColumnType<string, string | undefined, string>;
  amount: BigintColumn;
  currency_id: number;
  required: BigintColumn;
  wagered: OptionalBigint;
  terms: JSONColumnType<BonusTerms, string, string>;
  payment_id: string | null;
  promo_code_id: NullableBigint;
  credited_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  credit_transaction_id: NullableBigint;
  end_transaction_id: NullableBigint;
  /** A free bet staked on a coupon (status 'used'), from migration 0027; null again when void. */
  coupon_id: NullableBigint;
  used_at: NullableTimestamp;
}

export interface BonusWagerEventsTable {
  bonus_id: BigintColumn;
  /** 'coupon' | 'casino_round' */
  source: string;
  source_id: string;
  amount: BigintColumn;
  created_at: CreatedAt;
}

export interface PromoCodesTable {
  id: OptionalBigint;
  brand: string;
  code: string;
  kind: string;
  amount: BigintColumn;
  currency_id: number;
  /** numeric: node-postgres reads it as a string. */
  multiplier: ColumnType<string | number, number | string, number | string>;
  expiry_days: number;
  per_customer_limit: number;
  total_limit: number;
  redeemed_count: ColumnType<number, number | undefined, number>;
  valid_from: Timestamp;
  valid_to: Timestamp;
  created_by: BigintColumn;
  created_at: CreatedAt;
}

export interface PromoRedemptionsTable {
  id: OptionalBigint;
  promo_code_id: BigintColumn;
  user_id: BigintColumn;
  bonus_id: BigintColumn;
  created_at: CreatedAt;
}

/** A closed cashback period paid to a customer (server/db/migrations/0026_cashback.ts). */
export interface CashbackPayoutsTable {
  /** 'vip' | 'premium' */
  program: string;
  period_start: Timestamp;
  period_end: Timestamp;
  user_id: BigintColumn;
  currency_id: number;
  brand: string;
  net_loss: BigintColumn;
  percent_hundredths: number;
  amount: BigintColumn;
  /** 'bonus' | 'main' */
  paid_to: string;
  bonus_id: NullableBigint;
  transaction_id: NullableBigint;
  paid_at: Timestamp;
}

/** A casino tournament's prize paid for a closed window (server/db/migrations/0032_tournament_prizes.ts). */
export interface TournamentPrizesTable {
  tournament_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  user_id: BigintColumn;
  /** 1-based place on the window's leaderboard. */
  place: number;
  points: BigintColumn;
  currency_id: number;
  amount: BigintColumn;
  transaction_id: NullableBigint;
  paid_at: Timestamp;
}

export interface BonusTables {
  bonuses: BonusesTable;
  cashback_payouts: CashbackPayoutsTable;
  tournament_prizes: TournamentPrizesTable;
  bonus_wager_events: BonusWagerEventsTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
}
