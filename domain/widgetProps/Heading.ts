import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['textKey'], {
  textKey: i18nKey,
  level: { enum: [1, 2, 3, 4, 5, 6], default: 2 },
});

export type HeadingProps = PropsOf<typeof propsSchema>;
