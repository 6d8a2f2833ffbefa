import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey', 'paragraphKeys'],
  properties: {
    titleKey: i18nKey,
    paragraphKeys: { type: 'array', items: i18nKey, minItems: 1, maxItems: 40 },
  },
} as const;

export type InfoPageProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
