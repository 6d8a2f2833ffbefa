import { i18nKey, type PropsOf } from './parts/propsParts';
import { bettingTypeProp, gameLimitProp } from './parts/sportsProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'bettingType', 'emptyKey'], {
  titleKey: i18nKey,
  emptyKey: i18nKey,
  bettingType: bettingTypeProp,
  limit: gameLimitProp,
});

export type TopGamesProps = PropsOf<typeof propsSchema>;
