import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey, linkItems } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: linkItems,
    /** Makes the list a navigation landmark with this name. */
    labelKey: i18nKey,
    titleKey: i18nKey,
  },
} as const;

export type LinkListProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
