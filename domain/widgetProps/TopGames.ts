import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { bettingTypeProp, gameLimitProp } from './parts/sportsProps';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey', 'bettingType', 'emptyKey'],
  properties: {
    titleKey: i18nKey,
    emptyKey: i18nKey,
    bettingType: bettingTypeProp,
    limit: gameLimitProp,
  },
} as const;

export type TopGamesProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
