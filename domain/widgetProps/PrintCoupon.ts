import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the coupon id comes from the route (print-coupon/{couponId}), the texts from the
// history dictionary.
export const propsSchema = noPropsSchema();

export type PrintCouponProps = NoProps;
