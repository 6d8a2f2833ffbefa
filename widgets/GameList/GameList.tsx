import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useSportsRoute } from '../shared/useSportsRoute';
import { GameRows } from '../shared/sports/GameRow';
import { champSource, listSource } from '../shared/sports/gameSources';
import { byChampionship } from '../shared/sports/byChampionship';
import { SportIcon } from '../shared/sports/SportIcon';
import { CountryFlag } from '../shared/CountryFlag';
import { ListState } from '../shared/sports/ListState';
import { useGameLists } from '../shared/sports/useGameLists';
import { gameQueries } from './gameQueries';
import type { GameListProps } from '../../domain/widgetProps/GameList';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import { StaleOddsNotice } from '../shared/sports/StaleOddsNotice';
import { MarketHeads } from '../shared/sports/MarketHeads';
import { marketColumns } from '../shared/sports/marketColumns';

/** Games with their main markets: a section's, a championship's, a team's or an esports type's. */
export default observer(function GameList({ props }: WidgetRenderProps<GameListProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sports, betting } = useStores();
  const route = useSportsRoute();
  const queries = gameQueries(props, route, {
    onlyWithVideo: betting.isOnlyWithVideos,
    upcoming: betting.isUpcomingEvent,
  });
  const sources =
    props.source === 'champ'
      ? route.champId === undefined
        ? []
        : [champSource(route.champId)]
      : queries.map(listSource);
  const lists = useGameLists(sources, props.limit);
  const games =
    props.source === 'team'
      ? lists.games.filter((game) => game.opponents.some((o) => o.id === route.teamId))
      : lists.games;
  // champs/ without an id lists championships only (ChampList); nothing to show here yet.
  if (props.source === 'champ' && route.champId === undefined) return null;
  if (lists.missing) {
    // The server knows no such sport or championship (an id of the route).
    const key = props.source === 'champ' ? 'sports:champ_not_found' : 'sports:list_not_found';
    return (
      <section className="not-found" aria-labelledby={titleId}>
        <h2 id={titleId}>{t(key)}</h2>
      </section>
    );
  }
  return (
    <section className="sports-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      <StaleOddsNotice />
      <ListState lists={lists} empty={games.length === 0} emptyKey={props.emptyKey}>
        {byChampionship(games).map((group) => {
          const champ = sports.champ(group.champId);
          const name = champ ? champ.name : '';
          const sport = champ ? sports.sport(champ.sportId) : undefined;
          const columns = marketColumns(group.games, (game) => sports.marketsOf(game));
          return (
            <section
              key={group.key}
              className="game-list__champ game-list__group"
              aria-label={name || undefined}
            >
              <MarketHeads
                columns={columns}
                title={
                  name ? (
                    <h3 className="sport-heading">
                      <SportIcon slug={sport?.slug} isCyber={sport?.isCyber} />
                      <CountryFlag code={champ?.country?.code} />
                      <span>{name}</span>
                    </h3>
                  ) : (
                    <span className="sport-heading" />
                  )
                }
              />
              <GameRows games={group.games} columns={columns} cyberBase={route.cyberBase} />
            </section>
          );
        })}
      </ListState>
    </section>
  );
});
