// Why a coupon is refused: machine-readable codes the server answers and the client words from
// its coupon dictionary (refusal_<code>). Both sides produce them from the same rules.
import { FREE_BET_REFUSAL_CODES } from './freeBet';
import { BUILDER_REFUSAL_CODES } from './betBuilder';

export const COUPON_REFUSAL_CODES = [
  'odds_changed',
  // The coupon's coefficient shows otherwise in the customer's view than coefByView said, and
  // changeCoefAction does not take the change (newCoef: the coefficient now, decimal).
  'coef_changed',
  'market_suspended',
  'game_started',
  'game_finished',
  'unknown_outcome',
  'amount_below_min',
  'amount_above_max',
  'amount_not_minor_units',
  'payout_above_max',
  'insufficient_funds',
  'limit_reached',
  'not_allowed',
  'account_unavailable',
  'dependent_bets',
  'banned_express',
  'too_few_bets',
  'too_many_bets',
  'duplicate_bet',
  'invalid_system',
  'banker_not_allowed',
  'invalid_blocks',
  'bonus_bet_unavailable',
  'promo_code_invalid',
  'vip_bet_unavailable',
  // The slip's hyper bonus percent is not the server's for this coupon now (its legs' prices
  // moved, or the brand's terms changed): domain/coupon/hyperBonus.ts.
  'hyper_bonus_changed',
  // The coupon's coefficient view is not one the brand offers (site config coefViewIds,
  // SPEC section 5 "Coefficient view ids must be in an allowed list").
  'coef_view_not_allowed',
  // The body's refId names no shared coupon (SPEC section 3 "Coupon to place" refId).
  'ref_id_unknown',
  // The customer's user config closes line or live betting to them (SPEC section 3
  // disallow_line_sport / disallow_live_sport, set by an operator).
  'line_closed',
  'live_closed',
  // Responsible gaming (domain/limits/): the stake is refused by a limit (limit: what is left).
  'limit_wagering_exceeded',
  'limit_loss_exceeded',
  'self_excluded',
  'time_out_active',
  // A free bet that cannot stake this coupon (domain/coupon/freeBet.ts).
  ...FREE_BET_REFUSAL_CODES,
  // A bet builder leg that cannot be priced now (domain/coupon/betBuilder.ts).
  ...BUILDER_REFUSAL_CODES,
] as const;
export type CouponRefusalCode = (typeof COUPON_REFUSAL_CODES)[number];

export function isCouponRefusalCode(value: unknown): value is CouponRefusalCode {
  return (COUPON_REFUSAL_CODES as readonly unknown[]).includes(value);
}

/** A refusal, with the bet or block it concerns and, where it has one, the new price or limit. */
export interface CouponRefusal {
  code: CouponRefusalCode;
  outcomeId?: number;
  blockId?: number;
  /** odds_changed: the current coefficient. */
  newCoef?: number;
  /** The limit crossed, major units. */
  limit?: number;
}
