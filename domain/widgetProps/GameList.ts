import { i18nKey, type PropsOf } from './parts/propsParts';
import { bettingTypeProp, gameLimitProp } from './parts/sportsProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'emptyKey'], {
  titleKey: i18nKey,
  emptyKey: i18nKey,
  /**
   * Which games: of a section filtered by the route's sport and championship, of the route's
   * championship, of the route's team, of the route's cyber type and discipline/championship, or
   * (sport) every live and line game of the sport `sportId`.
   */
  source: { enum: ['section', 'champ', 'team', 'cyber', 'sport'], default: 'section' },
  /** The sport of source "sport" (live and line games of it: the ufc, politics and marble pages). */
  sportId: { type: 'integer', minimum: 1 },
  bettingType: bettingTypeProp,
  limit: gameLimitProp,
});

export type GameListProps = PropsOf<typeof propsSchema>;
