// The refusal reasons of bonuses and promo codes (listed in domain/errors/errorReasons.ts; the
// client words each from the main dictionary's `error_<reason>`).
export const BONUS_REASONS = [
  'promo_not_found',
  'promo_not_started',
  'promo_expired',
  'promo_already_used',
  'promo_limit_reached',
  'promo_currency_mismatch',
  'promo_code_exists',
  // The customer's bonus_type refuses bonuses (domain/bonus/bonusSettings.ts).
  'promo_bonus_refused',
  // The first deposit is credited: its bonus choice no longer changes.
  'first_deposit_made',
] as const;
