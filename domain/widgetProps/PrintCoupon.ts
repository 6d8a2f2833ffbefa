import type { FromSchema } from 'json-schema-to-ts';

// No props: the coupon id comes from the route (print-coupon/{couponId}), the texts from the
// history dictionary. (Each widget needs its own schema object: one validator per object.)
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type PrintCouponProps = FromSchema<typeof propsSchema>;
