import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from '../shared/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['textKey'],
  properties: { textKey: i18nKey },
} as const;

export type ParagraphProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
