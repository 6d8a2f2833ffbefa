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
 * Statistics of the route's game (statistic/{game}): each side's recent form, the head-to-head
 * meetings and the championship table, all from this site's stored settled results (the server
 * computes them; a part with no result says so); on a page, or in a popup window with a close
 * button.
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
  const when = (sec: number) =>
    startText(sec, lng, { tzOffsetHours: global.timeZone, is12h: global.is12h, withDate: true });
  const teamName = (teamId: number) => {
    const opponent = game?.opponents.find((o) => o.id === teamId);
    if (opponent) return opponent.name;
    return stats.standings.find((row) => row.teamId === teamId)?.name ?? String(teamId);
  };
  const opponentIds = new Set(game?.opponents.map((o) => o.id) ?? []);
  const resultMark = (result: 'W' | 'D' | 'L') => (
    <abbr data-result={result} title={t(`sports:form_${result}`)}>
      {t(`sports:form_${result}_short`)}
    </abbr>
  );
  const figure = (label: string, short: string) => (
    <th scope="col">
      <abbr title={t(label)}>{t(short)}</abbr>
    </th>
  );
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
      {/* SPEC section 2: the figures are this site's own settled results, never invented. */}
      <p className="game-statistics__source" data-testid="statistics-source">
        {stats.source.lastAt === null
          ? t('sports:statistic_source_none')
          : t('sports:statistic_source', {
              n: stats.source.results,
              date: when(stats.source.lastAt),
            })}
      </p>
      {stats.source.results === 0 ? null : (
        <>
          {stats.form.map((form) =>
            form.results.length === 0 ? (
              <p key={form.teamId} className="sports-state">
                {t('sports:statistic_form_empty', { team: teamName(form.teamId) })}
              </p>
            ) : (
              <table
                key={form.teamId}
                className="game-statistics__table"
                data-team-id={form.teamId}
              >
                <caption>
                  {t('sports:statistic_form_team', { team: teamName(form.teamId) })}
                </caption>
                <ColumnHeads
                  columns={[
                    t('sports:statistic_date'),
                    t('sports:statistic_opponent'),
                    t('sports:score_label'),
                    t('sports:statistic_result'),
                  ]}
                />
                <tbody>
                  {form.results.map((r) => (
                    <tr key={r.gameId}>
                      <td>{when(r.playedAt)}</td>
                      <td>
                        {t(r.home ? 'sports:statistic_at_home' : 'sports:statistic_away', {
                          team: r.opponentName,
                        })}
                      </td>
                      <td dir="ltr">
                        {r.scored}:{r.conceded}
                      </td>
                      <td className="game-statistics__form">{resultMark(r.result)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          )}
          {stats.headToHead.length === 0 ? (
            <p className="sports-state">{t('sports:statistic_h2h_empty')}</p>
          ) : (
            <table className="game-statistics__table">
              <caption>{t('sports:statistic_h2h')}</caption>
              <ColumnHeads
                columns={[
                  t('sports:statistic_date'),
                  t('sports:game_title'),
                  t('sports:score_label'),
                ]}
              />
              <tbody>
                {stats.headToHead.map((meeting) => (
                  <tr key={meeting.gameId}>
                    <td>{when(meeting.playedAt)}</td>
                    <td>
                      {t('sports:versus', { home: meeting.homeName, away: meeting.awayName })}
                    </td>
                    <td dir="ltr">
                      {meeting.homeScore}:{meeting.awayScore}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <table className="game-statistics__table">
            <caption>{t('sports:statistic_standings')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('sports:standings_team')}</th>
                {figure('sports:standings_played', 'sports:standings_played_short')}
                {figure('sports:standings_won', 'sports:standings_won_short')}
                {figure('sports:standings_drawn', 'sports:standings_drawn_short')}
                {figure('sports:standings_lost', 'sports:standings_lost_short')}
                {figure('sports:standings_goals_for', 'sports:standings_goals_for_short')}
                {figure('sports:standings_goals_against', 'sports:standings_goals_against_short')}
                {figure('sports:standings_points', 'sports:standings_points_short')}
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
                  <td>{row.goalsFor}</td>
                  <td>{row.goalsAgainst}</td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>,
  );
});
