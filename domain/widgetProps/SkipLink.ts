import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['labelKey'],
  properties: {
    labelKey: i18nKey,
    targetId: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', default: 'main' },
  },
} as const;

export type SkipLinkProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
