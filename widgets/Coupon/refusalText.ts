import type { TFunction } from '../../runtime/i18n';
import type { CouponRefusal } from '../../domain/coupon';
import type { CouponStore, RootStore } from '../../stores';

/** A refusal code in the customer's words (coupon dictionary), with its price or limit. */
export function refusalText(
  t: TFunction,
  refusal: CouponRefusal,
  stores: Pick<RootStore, 'global'> & { coupon: CouponStore },
): string {
  return t(`coupon:refusal_${refusal.code}`, {
    newCoef: refusal.newCoef === undefined ? '' : stores.global.formatCoef(refusal.newCoef),
    limit: refusal.limit === undefined ? '' : stores.coupon.stakes.formatMajor(refusal.limit),
  });
}
