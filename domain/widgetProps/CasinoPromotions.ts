import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  show: { enum: ['both', 'promotions', 'tournaments'], default: 'both' },
});

export type CasinoPromotionsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
