import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  level: { enum: [2, 3, 4], default: 2 },
});

export type SectionProps = PropsOf<typeof propsSchema>;
