import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  /** The button's text (default coupon:menu_open). */
  labelKey: i18nKey,
  /** The panel's heading (default coupon:menu_title). */
  titleKey: i18nKey,
});

export type SportsSettingsMenuProps = PropsOf<typeof propsSchema>;
