import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey, linkItems } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'navLabelKey', 'languagesLabelKey'],
  properties: {
    items: linkItems,
    navLabelKey: i18nKey,
    languagesLabelKey: i18nKey,
    moreLabelKey: i18nKey,
  },
} as const;

export type HeaderProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
