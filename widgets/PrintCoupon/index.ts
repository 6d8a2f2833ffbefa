import type { WidgetDefinition } from '../../runtime/render/types';
import type { PrintCouponProps } from '../../domain/widgetProps/PrintCoupon';

// print-coupon/{couponId} (SPEC section 2; the id is digits only, section 5): one of the
// customer's coupons laid out for paper, with a Print button.
export const printCouponWidget: WidgetDefinition<PrintCouponProps> = {
  name: 'PrintCoupon',
  load: () => import('./PrintCoupon'),
};
