import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey, routeTo } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    moreLabelKey: i18nKey,
    moreTo: routeTo,
  },
  dependentRequired: { moreLabelKey: ['moreTo'], moreTo: ['moreLabelKey'] },
} as const;

export type HomeShowcaseProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
