import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey', 'homeLabelKey'],
  properties: {
    titleKey: i18nKey,
    homeLabelKey: i18nKey,
  },
} as const;

export type NotFoundMessageProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
