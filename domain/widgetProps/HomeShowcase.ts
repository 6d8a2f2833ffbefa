import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey, routeTo } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = {
  ...closedObjectSchema(['titleKey'], {
    titleKey: i18nKey,
    moreLabelKey: i18nKey,
    moreTo: routeTo,
  }),
  dependentRequired: { moreLabelKey: ['moreTo'], moreTo: ['moreLabelKey'] },
} as const;

export type HomeShowcaseProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
