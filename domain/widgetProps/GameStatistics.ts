import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  /** Shown in a popup window: no links away, a close button. */
  popup: { type: 'boolean', default: false },
});

export type GameStatisticsProps = PropsOf<typeof propsSchema>;
