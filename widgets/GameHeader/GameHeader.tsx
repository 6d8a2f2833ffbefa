import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { statisticPath } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { GameClock } from '../shared/sports/GameClock';
import { GameScore } from '../shared/sports/GameScore';
import { SportIcon } from '../shared/sports/SportIcon';
import { TeamBadge } from '../shared/sports/TeamBadge';
import { CountryFlag } from '../shared/CountryFlag';
import { useGamePage } from '../shared/sports/useGamePage';
import type { GameHeaderProps } from '../../domain/widgetProps/GameHeader';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './GameHeader.css';

/** The scoreboard of a game page: opponents as the page title, clock, score by period, status. */
export default observer(function GameHeader({ props }: WidgetRenderProps<GameHeaderProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { global } = useStores();
  const page = useGamePage(props.game);
  if (page.missing) {
    return (
      <section className="not-found" aria-labelledby="game-not-found">
        <h1 id="game-not-found">{t(props.notFoundKey)}</h1>
        <p>
          <Link to={localizedPath(lng, '')}>{t('main:not_found_home_link')}</Link>
        </p>
      </section>
    );
  }
  const { game, details } = page;
  if (!game) {
    const failed = details?.status === 'error';
    return (
      <p className="sports-state" role={failed ? 'alert' : 'status'}>
        {t(failed ? 'sports:load_error' : 'sports:games_loading')}
      </p>
    );
  }
  const home = game.home ? game.home.name : '';
  const away = game.away ? game.away.name : '';
  return (
    <header className="scoreboard" data-game-id={game.id}>
      <div className="scoreboard__head">
        <TeamBadge name={home} seed={game.home?.nameEn} size="large" />
        {/* An outright event (a race, a vote) is named alone. */}
        <h1 className="scoreboard__title">
          {game.away ? t('sports:versus', { home, away }) : home}
        </h1>
        {game.away ? <TeamBadge name={away} seed={game.away.nameEn} size="large" /> : null}
      </div>
      {details?.data ? (
        <p className="scoreboard__champ sport-heading">
          <SportIcon slug={details.data.sport.slug} isCyber={details.data.sport.isCyber} />
          <CountryFlag code={details.data.champ.country?.code} />
          <span>
            {details.data.sport.name}. {details.data.champ.name}
          </span>
        </p>
      ) : null}
      <div className="scoreboard__state">
        <GameClock game={game} />
        {global.isShowGameId ? (
          <span className="scoreboard__number">
            {t('sports:game_number', { number: game.number })}
          </span>
        ) : null}
      </div>
      <div className="scoreboard__score">
        <GameScore game={game} />
      </div>
      <PeriodScores periods={game.score.periods} />
      <ul className="scoreboard__teams">
        {game.opponents.map((opponent) => (
          <li key={opponent.id}>
            <Link to={localizedPath(lng, `sports/team/${opponent.id}`)}>
              {t('sports:team_games_link', { team: opponent.name })}
            </Link>
          </li>
        ))}
      </ul>
      <p className="scoreboard__links">
        {/* SPEC section 3 isDisplayStatsInNewWindow (on by default, SPEC section 9). */}
        {global.isDisplayStatsInNewWindow ? (
          <a href={localizedPath(lng, statisticPath(game.id, true))} target="_blank" rel="noopener">
            {t('sports:statistic_popup_link')}
          </a>
        ) : (
          <Link to={localizedPath(lng, statisticPath(game.id))}>{t('sports:statistic_link')}</Link>
        )}
      </p>
    </header>
  );
});

const PeriodScores = observer(function PeriodScores({
  periods,
}: {
  periods: readonly { home: number; away: number }[];
}) {
  if (periods.length === 0) return null;
  return (
    <ol className="scoreboard__periods" aria-hidden="true">
      {periods.map((period, i) => (
        <li key={i}>
          {period.home}:{period.away}
        </li>
      ))}
    </ol>
  );
});
