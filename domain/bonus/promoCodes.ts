// Promo codes (SPEC section 2 `office/promotion`): what an operator defines and whether a customer
// may redeem one now. Pure; the server holds the counts and answers the reason codes.

export type PromoKind = 'amount' | 'free_bet';

export interface PromoDefinition {
  code: string;
  kind: PromoKind;
  /** Integer minor units of the currency. */
  amount: number;
  currencyId: number;
  /** Amount bonuses: the wagering requirement is amount times this (0: none, paid to main). */
  multiplier: number;
  /** Days a redeemed bonus or free bet stays usable. */
  expiryDays: number;
  perCustomerLimit: number;
  totalLimit: number;
  validFromMs: number;
  validToMs: number;
}

/** The refusals of a redemption, worded by the client under `error_<reason>`. */
export type PromoRefusal =
  | 'promo_not_found'
  | 'promo_not_started'
  | 'promo_expired'
  | 'promo_already_used'
  | 'promo_limit_reached'
  | 'promo_currency_mismatch'
  | 'promo_bonus_refused';

/** Codes are letters, digits, `-` and `_`, compared upper-case. */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';

export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why the customer may not redeem `promo` now, or null when they may. */
export function promoRefusal(
  promo: PromoDefinition,
  usage: {
    byCustomer: number;
    total: number;
    customerCurrencyId: number;
    /** The customer's bonus_type (0 refuses amount bonuses); absent or null: not chosen. */
    bonusType?: number | null;
  },
  nowMs: number,
): PromoRefusal | null {
  if (nowMs < promo.validFromMs) return 'promo_not_started';
  if (nowMs >= promo.validToMs) return 'promo_expired';
  if (usage.byCustomer >= promo.perCustomerLimit) return 'promo_already_used';
  if (usage.total >= promo.totalLimit) return 'promo_limit_reached';
  if (usage.customerCurrencyId !== promo.currencyId) return 'promo_currency_mismatch';
  if (promo.kind === 'amount' && usage.bonusType === 0) return 'promo_bonus_refused';
  return null;
}

export const PROMO_PHASES = ['scheduled', 'open', 'over'] as const;
export type PromoPhase = (typeof PROMO_PHASES)[number];

/**
 * Where a code stands for every customer (the operators' view of the rule above): over once its
 * validity has ended or its total uses are spent (even before it starts), else not yet valid or
 * redeemable.
 */
export function promoPhase(
  promo: Pick<PromoDefinition, 'validFromMs' | 'validToMs' | 'totalLimit'>,
  redeemed: number,
  nowMs: number,
): PromoPhase {
  if (nowMs >= promo.validToMs || redeemed >= promo.totalLimit) return 'over';
  return nowMs < promo.validFromMs ? 'scheduled' : 'open';
}

/** Problems of a definition an operator sends (empty: fine). */
export function promoDefinitionProblems(
  promo: Pick<
    PromoDefinition,
    | 'kind'
    | 'amount'
    | 'multiplier'
    | 'perCustomerLimit'
    | 'totalLimit'
    | 'validFromMs'
    | 'validToMs'
  >,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!Number.isSafeInteger(promo.amount) || promo.amount <= 0) {
    problems.push({ field: 'amount', message: 'amount: a positive integer of minor units' });
  }
  if (promo.kind === 'free_bet' && promo.multiplier !== 0) {
    problems.push({ field: 'multiplier', message: 'multiplier: a free bet has no wagering' });
  }
  if (promo.perCustomerLimit > promo.totalLimit) {
    problems.push({
      field: 'perCustomerLimit',
      message: 'perCustomerLimit: cannot exceed totalLimit',
    });
  }
  if (!(promo.validToMs > promo.validFromMs)) {
    problems.push({ field: 'validTo', message: 'validTo: must be after validFrom' });
  }
  return problems;
}
