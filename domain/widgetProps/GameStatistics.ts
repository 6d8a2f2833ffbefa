import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    /** Shown in a popup window: no links away, a close button. */
    popup: { type: 'boolean', default: false },
  },
} as const;

export type GameStatisticsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
