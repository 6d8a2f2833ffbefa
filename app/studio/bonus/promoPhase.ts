// Where a promo code stands for the promo codes desk's filter: not yet valid, redeemable, or over
// (its validity ended or its total uses spent). Pure, for the unit test.
import type { OperatorPromoCodeView } from '../../../domain/bonus/contract';

export const PROMO_PHASES = ['scheduled', 'open', 'over'] as const;
export type PromoPhase = (typeof PROMO_PHASES)[number];

export function promoPhaseOf(
  promo: Pick<OperatorPromoCodeView, 'validFrom' | 'validTo' | 'redeemed' | 'totalLimit'>,
  nowMs: number,
): PromoPhase {
  if (Date.parse(promo.validTo) <= nowMs || promo.redeemed >= promo.totalLimit) return 'over';
  if (Date.parse(promo.validFrom) > nowMs) return 'scheduled';
  return 'open';
}
