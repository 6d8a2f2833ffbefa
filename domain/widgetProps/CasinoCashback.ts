import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['program', 'titleKey'],
  properties: { program: { enum: ['vip', 'premium'] }, titleKey: i18nKey },
} as const;

export type CasinoCashbackProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
