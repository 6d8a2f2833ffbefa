import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { GameModel } from '../../stores';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { GameClock } from '../shared/sports/GameClock';
import { gameLink } from '../shared/sports/gameLink';
import { listSource, multiSource } from '../shared/sports/gameSources';
import { GameScore } from '../shared/sports/GameScore';
import { ListState } from '../shared/sports/ListState';
import { MarketOutcomes } from '../shared/sports/MarketOutcomes';
import { useGameLists } from '../shared/sports/useGameLists';
import { MULTI_QUERY_KEY, parseSelection, toggleSelection } from './multiSelection';
import type { MultiLiveProps } from '../../domain/widgetProps/MultiLive';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import { StaleOddsNotice } from '../shared/sports/StaleOddsNotice';
import './MultiLive.css';

const DEFAULT_MAX = 4;

/** Live games side by side (SPEC section 2: multi); the set is chosen from the live list. */
export default observer(function MultiLive({ props }: WidgetRenderProps<MultiLiveProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const max = props.max ?? DEFAULT_MAX;
  const [search, setSearch] = useSearchParams();
  const selected = parseSelection(search.get(MULTI_QUERY_KEY), max);
  const live = useGameLists([listSource({ type: 'live' })]);
  const chosen = useGameLists(selected.length > 0 ? [multiSource(selected)] : []);
  const toggle = (gameId: number) => {
    const next = toggleSelection(selected, gameId, max);
    setSearch(next.length > 0 ? { [MULTI_QUERY_KEY]: next.join(',') } : {}, { replace: true });
  };
  const label = (game: GameModel) =>
    t('sports:versus', {
      home: game.home ? game.home.name : '',
      away: game.away ? game.away.name : '',
    });
  return (
    <div className="multi-live">
      {chosen.games.length > 0 ? (
        <section className="sports-block" aria-label={t('sports:multi_selected_title')}>
          <ul className="multi-live__boards" data-count={chosen.games.length}>
            {chosen.games.map((game) => (
              <MultiBoard key={game.id} game={game} title={label(game)} onRemove={toggle} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="sports-state">{t('sports:multi_empty', { max })}</p>
      )}
      <section className="sports-block" aria-labelledby={titleId}>
        <h2 id={titleId}>{t(props.titleKey)}</h2>
        <StaleOddsNotice />
        {selected.length >= max ? (
          <p className="sports-state" role="status">
            {t('sports:multi_full', { max })}
          </p>
        ) : null}
        <ListState lists={live} empty={live.games.length === 0} emptyKey="sports:games_empty">
          <ul className="multi-live__choices sports-tabs">
            {live.games.map((game) => {
              const isChosen = selected.includes(game.id);
              return (
                <li key={game.id}>
                  <button
                    type="button"
                    aria-pressed={isChosen}
                    disabled={!isChosen && selected.length >= max}
                    onClick={() => toggle(game.id)}
                  >
                    {label(game)}
                  </button>
                </li>
              );
            })}
          </ul>
        </ListState>
      </section>
    </div>
  );
});

const MultiBoard = observer(function MultiBoard({
  game,
  title,
  onRemove,
}: {
  game: GameModel;
  title: string;
  onRemove: (gameId: number) => void;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { sports } = useStores();
  return (
    <li className="multi-live__board" data-game-id={game.id}>
      <h3>
        <Link to={localizedPath(lng, gameLink(game, sports.isGameLive(game.id)))}>{title}</Link>
      </h3>
      <div className="multi-live__state">
        <GameClock game={game} /> <GameScore game={game} />
      </div>
      {sports.marketsOf(game).map((market) => (
        <MarketOutcomes key={market.id} market={market} />
      ))}
      <button
        type="button"
        className="multi-live__remove"
        onClick={() => onRemove(game.id)}
        aria-label={t('sports:multi_remove', { game: title })}
      >
        ×
      </button>
    </li>
  );
});
