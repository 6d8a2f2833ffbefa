import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The button's text (default coupon:menu_open). */
    labelKey: i18nKey,
    /** The panel's heading (default coupon:menu_title). */
    titleKey: i18nKey,
  },
} as const;

export type SportsSettingsMenuProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
