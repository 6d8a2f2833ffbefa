import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { sectionPath } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { gameLink } from '../shared/sports/gameLink';
import { topSource } from '../shared/sports/gameSources';
import { GameRow } from '../shared/sports/GameRow';
import { GameRowsPlaceholder, placeholderRows } from '../shared/sports/GameRowsPlaceholder';
import { ListState } from '../shared/sports/ListState';
import { useGameLists } from '../shared/sports/useGameLists';
import type { TopGamesProps } from '../../domain/widgetProps/TopGames';
import '../shared/sports/sports.css';

/** The top games of a section (home page: top live and top line), with a link to the section. */
export default observer(function TopGames({ props }: WidgetRenderProps<TopGamesProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { sports, global } = useStores();
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
        <ul className="game-list" data-compact={global.isAppCompactView || undefined}>
          {lists.games.map((game) => (
            <GameRow key={game.id} game={game} to={gameLink(game, sports.isGameLive(game.id))} />
          ))}
        </ul>
      </ListState>
    </section>
  );
});
