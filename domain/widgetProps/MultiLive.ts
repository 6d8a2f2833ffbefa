import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  /** How many games fit side by side. */
  max: { type: 'integer', minimum: 2, maximum: 8, default: 4 },
});

export type MultiLiveProps = PropsOf<typeof propsSchema>;
