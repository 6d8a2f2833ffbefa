import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['section', 'titleKey'],
  properties: {
    /** A section of the responsible-gaming page (SPEC section 2; domain/limits LIMIT_SECTION_IDS). */
    section: { enum: ['deposit', 'extra', 'reality', 'wagering', 'loss'] },
    titleKey: i18nKey,
    subtitleKey: i18nKey,
    /** Says how long a looser change waits (the brand's cooling-off) under the subtitle. */
    showCoolingOff: { type: 'boolean', default: false },
  },
} as const;

export type LimitSectionProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
