import type { BettingType } from '../../domain/sports/types';
import type { GameListQuery } from '../../stores';
import type { SportsRoute } from '../shared/useSportsRoute';
import type { GameListProps } from '../../domain/widgetProps/GameList';

const BOTH: readonly BettingType[] = ['live', 'line'];

/**
 * The list requests a GameList makes for its source, the route and the list filters (a
 * championship's games come from the championship answer instead, which knows unknown ids).
 */
export function gameQueries(
  props: Pick<GameListProps, 'source' | 'bettingType' | 'sportId'>,
  route: SportsRoute,
  filters: { onlyWithVideo: boolean; upcoming: boolean },
): GameListQuery[] {
  const wanted = {
    ...(filters.onlyWithVideo ? { onlyWithVideo: true } : {}),
    ...(filters.upcoming ? { upcoming: true } : {}),
  };
  switch (props.source ?? 'section') {
    case 'section': {
      const type = props.bettingType ?? route.bettingType ?? 'line';
      return [
        {
          type,
          ...(route.sportId === undefined ? {} : { sportId: route.sportId }),
          ...(route.champId === undefined ? {} : { champId: route.champId }),
          ...wanted,
        },
      ];
    }
    case 'champ':
      return []; // the championship's own answer serves it (champSource)
    case 'team':
      return route.teamId === undefined ? [] : BOTH.map((type) => ({ type, ...wanted }));
    case 'sport':
      // SPEC section 2 sports page types (ufc, politics, marble): one sport, live first.
      if (props.sportId === undefined) return [];
      return BOTH.map((type) => ({ type, sportId: props.sportId, ...wanted }));
    case 'cyber':
      if (route.cyberType === undefined) return [];
      return BOTH.map((type) => ({
        type,
        cyberType: route.cyberType,
        ...(route.sportId === undefined ? {} : { sportId: route.sportId }),
        ...(route.champId === undefined ? {} : { champId: route.champId }),
        ...wanted,
      }));
  }
}
