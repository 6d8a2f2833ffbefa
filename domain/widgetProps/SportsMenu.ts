import { i18nKey, type PropsOf } from './parts/propsParts';
import { bettingTypeProp } from './parts/sportsProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  /** The section; without it, the section of the route (live/... or line/...). */
  bettingType: bettingTypeProp,
});

export type SportsMenuProps = PropsOf<typeof propsSchema>;
