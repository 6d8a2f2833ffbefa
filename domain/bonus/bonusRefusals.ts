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
] as const;
