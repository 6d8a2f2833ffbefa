import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { GameModel } from '../../../stores';
import { useStores } from '../stores';
import { localizedPath } from '../localizedPath';
import type { CyberBase } from '../sportsPaths';
import { gameLink } from './gameLink';
import { GameClock } from './GameClock';
import { GameScore } from './GameScore';
import { EmptyColumn, MarketOutcomes } from './MarketOutcomes';
import { marketsInColumns, type MarketColumn } from './marketColumns';
import { TeamBadge } from './TeamBadge';

/**
 * One game of a list: time, opponents (a link to its page), score and its main markets; in a
 * dense list (`columns`, SPEC section 2 layout) each market in its championship's column, the
 * others behind the "+N" link. The
 * clock, the score and each odds cell observe their own fields, so a live change re-renders
 * only the part that changed.
 */
export const GameRow = observer(function GameRow({
  game,
  to,
  columns,
}: {
  game: GameModel;
  /** The game page, a route path below /{lng}/. */
  to: string;
  /** The list's market columns (MarketHeads); without them the markets follow one another. */
  columns?: MarketColumn[];
}) {
  const { t, i18n } = useTranslation();
  const { sports, global } = useStores();
  const lng = i18n.language;
  const home = game.home ? game.home.name : '';
  const away = game.away ? game.away.name : '';
  const markets = sports.marketsOf(game);
  const placed = columns ? marketsInColumns(markets, columns) : markets;
  const more = game.marketsCount - placed.filter((m) => m !== undefined).length;
  return (
    <li className="game-row" data-game-id={game.id} data-columns={columns ? true : undefined}>
      <div className="game-row__time">
        <GameClock game={game} />
      </div>
      <div className="game-row__teams">
        <Link to={localizedPath(lng, to)} className="game-row__link">
          <span className="game-row__team">
            <TeamBadge name={home} seed={game.home?.nameEn} />
            <span>{home}</span>
          </span>
          {/* An outright event (a race, a vote) has one "opponent": the event itself. */}
          {game.away ? (
            <span className="game-row__team">
              <TeamBadge name={away} seed={game.away.nameEn} />
              <span>{away}</span>
            </span>
          ) : null}
        </Link>
        {global.isShowGameId ? (
          <span className="game-row__number">
            {t('sports:game_number', { number: game.number })}
          </span>
        ) : null}
        {game.hasVideo ? <span className="game-row__badge">{t('sports:video_badge')}</span> : null}
      </div>
      <div className="game-row__score">
        <GameScore game={game} />
      </div>
      <div className="game-row__markets">
        {placed.map((market, i) => {
          const column = columns?.[i];
          if (market)
            return <MarketOutcomes key={market.id} market={market} compact column={column} />;
          return column ? <EmptyColumn key={column.key} column={column} /> : null;
        })}
      </div>
      <div className="game-row__more">
        {more > 0 ? (
          <Link
            to={localizedPath(lng, to)}
            aria-label={t('sports:more_markets_label', { count: game.marketsCount, home, away })}
          >
            {t('sports:more_markets', { count: more })}
          </Link>
        ) : null}
      </div>
    </li>
  );
});

/**
 * A list's games, each a GameRow linked to its page (below `cyberBase` for a cyber section's
 * games), compact when the customer chose the compact view.
 */
export const GameRows = observer(function GameRows({
  games,
  columns,
  cyberBase,
}: {
  games: readonly GameModel[];
  columns?: MarketColumn[];
  cyberBase?: CyberBase;
}) {
  const { sports, global } = useStores();
  return (
    <ul className="game-list" data-compact={global.isAppCompactView || undefined}>
      {games.map((game) => (
        <GameRow
          key={game.id}
          game={game}
          columns={columns}
          to={gameLink(game, sports.isGameLive(game.id), cyberBase)}
        />
      ))}
    </ul>
  );
});
