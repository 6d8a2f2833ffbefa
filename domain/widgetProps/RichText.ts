import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['textKey'], { textKey: i18nKey });

export type RichTextProps = PropsOf<typeof propsSchema>;
