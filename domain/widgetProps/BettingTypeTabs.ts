import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['labelKey'], {
  labelKey: i18nKey,
});

export type BettingTypeTabsProps = PropsOf<typeof propsSchema>;
