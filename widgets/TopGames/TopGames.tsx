import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { sectionPath } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { topSource } from '../shared/sports/gameSources';
import { GameRows } from '../shared/sports/GameRow';
import { GameRowsPlaceholder, placeholderRows } from '../shared/sports/GameRowsPlaceholder';
import { ListState } from '../shared/sports/ListState';
import { useGameLists } from '../shared/sports/useGameLists';
import type { TopGamesProps } from '../../domain/widgetProps/TopGames';
import { SportIcon } from '../shared/sports/SportIcon';
import { MarketHeads } from '../shared/sports/MarketHeads';
import { marketColumns } from '../shared/sports/marketColumns';
import type { GameModel } from '../../stores';
import '../shared/sports/sports.css';

/** The games by sport, sports in the order they first come: each sport shares its columns. */
function bySport(
  games: readonly GameModel[],
): { key: string; sportId: number; games: GameModel[] }[] {
  const runs: { key: string; sportId: number; games: GameModel[] }[] = [];
  for (const game of games) {
    const run = runs.find((r) => r.sportId === game.sportId);
    if (run) run.games.push(game);
    else runs.push({ key: `${game.sportId}-${game.id}`, sportId: game.sportId, games: [game] });
  }
  return runs;
}

/** The top games of a section (home page: top live and top line), with a link to the section. */
export default observer(function TopGames({ props }: WidgetRenderProps<TopGamesProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { sports } = useStores();
  const lists = useGameLists([topSource(props.bettingType, props.limit)], props.limit);
  return (
    <section
      className="sports-block top-games"
      aria-labelledby={titleId}
      data-betting-type={props.bettingType}
    >
      <h2 id={titleId}>
        <Link to={localizedPath(lng, sectionPath(props.bettingType))}>{t(props.titleKey)}</Link>
      </h2>
      <ListState
        lists={lists}
        empty={lists.games.length === 0}
        emptyKey={props.emptyKey}
        placeholder={<GameRowsPlaceholder count={placeholderRows(props.limit)} />}
      >
        {bySport(lists.games).map((run) => {
          const sport = sports.sport(run.sportId);
          const columns = marketColumns(run.games, (game) => sports.marketsOf(game));
          return (
            <div key={run.key} className="game-list__group">
              <MarketHeads
                columns={columns}
                title={
                  <h3 className="sport-heading">
                    <SportIcon slug={sport?.slug} isCyber={sport?.isCyber} />
                    <span>{sport?.name ?? ''}</span>
                  </h3>
                }
              />
              <GameRows games={run.games} columns={columns} />
            </div>
          );
        })}
      </ListState>
    </section>
  );
});
