import type { WidgetDefinition } from '../../runtime/render/types';
import type { CouponProps } from '../../domain/widgetProps/Coupon';

// The bet slip (SPEC section 3 "Coupon state", "Coupon settings"; section 4 "Bets and coupon"):
// a thin view of stores.coupon; pages showing it list the `coupon` and `odds` dictionaries.
export const couponWidget: WidgetDefinition<CouponProps> = {
  name: 'Coupon',
  load: () => import('./Coupon'),
};
