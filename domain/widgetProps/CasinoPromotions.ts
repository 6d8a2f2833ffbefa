import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  show: { enum: ['both', 'promotions', 'tournaments'], default: 'both' },
});

export type CasinoPromotionsProps = PropsOf<typeof propsSchema>;
