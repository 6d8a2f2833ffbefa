import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['program', 'titleKey'], {
  program: { enum: ['vip', 'premium'] },
  titleKey: i18nKey,
});

export type CasinoCashbackProps = PropsOf<typeof propsSchema>;
