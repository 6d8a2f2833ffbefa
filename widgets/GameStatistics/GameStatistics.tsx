import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { sectionPath } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSportsRoute } from '../shared/useSportsRoute';
import { startText } from '../shared/sports/gameTime';
import type { GameStatisticsProps } from '../../domain/widgetProps/GameStatistics';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './GameStatistics.css';
import { ColumnHeads } from '../shared/ColumnHeads';

/**
 * Statistics of the route's game (statistic/{game}): head-to-head meetings, each side's recent
 * form and the championship table; on a page, or in a popup window with a close button.
 */
export default observer(function GameStatistics({ props }: WidgetRenderProps<GameStatisticsProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { sports, global } = useStores();
  const { gameId } = useSportsRoute();
  useEffect(() => {
    if (gameId === undefined) return;
    void sports.loadGame(gameId);
    void sports.loadStatistics(gameId);
  }, [sports, gameId]);
  const close = props.popup ? (
    <button type="button" className="game-statistics__close" onClick={() => window.close()}>
      {t('sports:statistic_close')}
    </button>
  ) : null;
  const frame = (children: ReactNode) => (
    <section className="sports-block game-statistics" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      {children}
      {close}
    </section>
  );
  if (gameId === undefined) {
    return frame(
      <>
        <p className="sports-state">{t('sports:statistic_choose')}</p>
        {props.popup ? null : (
          <p>
            <Link to={localizedPath(lng, sectionPath('live'))}>
              {t('sports:statistic_open_live')}
            </Link>
          </p>
        )}
      </>,
    );
  }
  const resource = sports.statistics(gameId);
  if (resource.status === 'missing') {
    return frame(<p className="sports-state">{t('sports:game_not_found')}</p>);
  }
  if (resource.status === 'error') {
    return frame(
      <p className="sports-state" role="alert">
        {t('sports:load_error')}
      </p>,
    );
  }
  const stats = resource.data;
  if (!stats) {
    return frame(
      <p className="sports-state" role="status" aria-busy="true">
        {t('sports:games_loading')}
      </p>,
    );
  }
  const game = sports.game(gameId);
  const teamName = (teamId: number) => {
    const opponent = game?.opponents.find((o) => o.id === teamId);
    if (opponent) return opponent.name;
    return stats.standings.find((row) => row.teamId === teamId)?.name ?? String(teamId);
  };
  const opponentIds = new Set(game?.opponents.map((o) => o.id) ?? []);
  return frame(
    <>
      {game ? (
        <p className="game-statistics__game">
          {t('sports:versus', {
            home: teamName(game.home?.id ?? 0),
            away: teamName(game.away?.id ?? 0),
          })}
        </p>
      ) : null}
      {stats.headToHead.length > 0 ? (
        <table className="game-statistics__table">
          <caption>{t('sports:statistic_h2h')}</caption>
          <ColumnHeads
            columns={[t('sports:statistic_date'), t('sports:game_title'), t('sports:score_label')]}
          />
          <tbody>
            {stats.headToHead.map((meeting) => (
              <tr key={meeting.playedAt}>
                <td>
                  {startText(meeting.playedAt, lng, {
                    tzOffsetHours: global.timeZone,
                    is12h: global.is12h,
                    withDate: true,
                  })}
                </td>
                <td>
                  {t('sports:versus', {
                    home: teamName(meeting.homeId),
                    away: teamName(meeting.awayId),
                  })}
                </td>
                <td>
                  {meeting.homeScore}:{meeting.awayScore}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {stats.form.length > 0 ? (
        <table className="game-statistics__table">
          <caption>{t('sports:statistic_form')}</caption>
          <tbody>
            {stats.form.map((form) => (
              <tr key={form.teamId}>
                <th scope="row">{teamName(form.teamId)}</th>
                <td className="game-statistics__form">
                  {form.results.map((letter, i) => (
                    <abbr key={i} data-result={letter} title={t(`sports:form_${letter}`)}>
                      {t(`sports:form_${letter}_short`)}
                    </abbr>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {stats.standings.length > 0 ? (
        <table className="game-statistics__table">
          <caption>{t('sports:statistic_standings')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('sports:standings_team')}</th>
              <th scope="col">
                <abbr title={t('sports:standings_played')}>
                  {t('sports:standings_played_short')}
                </abbr>
              </th>
              <th scope="col">
                <abbr title={t('sports:standings_won')}>{t('sports:standings_won_short')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('sports:standings_drawn')}>{t('sports:standings_drawn_short')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('sports:standings_lost')}>{t('sports:standings_lost_short')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('sports:standings_points')}>
                  {t('sports:standings_points_short')}
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.standings.map((row) => (
              <tr key={row.teamId} data-playing={opponentIds.has(row.teamId) || undefined}>
                <td>{row.position}</td>
                <th scope="row">{row.name}</th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>,
  );
});
