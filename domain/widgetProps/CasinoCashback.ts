import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['program', 'titleKey'], {
  program: { enum: ['vip', 'premium'] },
  titleKey: i18nKey,
});

export type CasinoCashbackProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
