import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  /** The slip's heading (default coupon:title). */
  titleKey: i18nKey,
  /** Offers saving the slip to a code and loading one (default true). */
  showCode: { type: 'boolean', default: true },
});

export type CouponProps = PropsOf<typeof propsSchema>;
