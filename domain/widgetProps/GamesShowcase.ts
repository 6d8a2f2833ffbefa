import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['emptyKey'],
  properties: {
    emptyKey: i18nKey,
    whence: { type: 'string', pattern: '^[a-z]{1,20}$', default: 'home' },
    groupId: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
    count: { type: 'integer', minimum: 4, maximum: 60, default: 16 },
  },
} as const;

export type GamesShowcaseProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
