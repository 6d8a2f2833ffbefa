import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { bettingTypeProp } from './parts/sportsProps';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    /** The section; without it, the section of the route (live/... or line/...). */
    bettingType: bettingTypeProp,
  },
} as const;

export type SportsMenuProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
