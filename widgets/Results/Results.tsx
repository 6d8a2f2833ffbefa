import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ResultsQuery } from '../../stores';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { startText } from '../shared/sports/gameTime';
import { resultGroups } from '../shared/sports/resultGroups';
import { usePeriodicLoad } from '../shared/sports/usePeriodicLoad';
import type { ResultsProps } from './props';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './Results.css';

const TYPES: readonly ResultsQuery['type'][] = ['live', 'zone'];

/** Finished games of results/{type}: live (games that were played live) or zone (by region). */
export default observer(function Results({ props }: WidgetRenderProps<ResultsProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { sports, global } = useStores();
  const params = useParams();
  const type: ResultsQuery['type'] = params.type === 'zone' ? 'zone' : 'live';
  usePeriodicLoad(() => void sports.loadResults({ type }), type);
  const resource = sports.results({ type });
  const groups = resultGroups(resource.data);
  const time = (sec: number) =>
    startText(sec, lng, { tzOffsetHours: global.timeZone, is12h: global.is12h, withDate: true });
  return (
    <section className="sports-block results" aria-labelledby={titleId}>
      <nav className="focus-ring" aria-label={t('sports:results_types_label')}>
        <ul className="sports-tabs">
          {TYPES.map((each) => (
            <li key={each}>
              <Link
                to={localizedPath(lng, `results/${each}`)}
                aria-current={each === type ? 'page' : undefined}
              >
                {t(`sports:results_${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      {resource.status === 'ready' && groups.length > 0 ? (
        groups.map((group) => (
          <section key={group.key} className="results__group" aria-label={group.name}>
            <h3>{group.name}</h3>
            {group.champs.map(({ champ, results }) => (
              <table key={champ.id} className="results__table">
                <caption>{champ.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('sports:results_finished_at')}</th>
                    <th scope="col">{t('sports:game_title')}</th>
                    <th scope="col">{t('sports:score_label')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((result) => (
                    <tr key={result.gameId} data-game-id={result.gameId}>
                      <td>
                        <time dateTime={new Date(result.finishedAt * 1000).toISOString()}>
                          {time(result.finishedAt)}
                        </time>
                      </td>
                      <td>
                        {t('sports:versus', {
                          home: result.opponents[0] ? result.opponents[0].name : '',
                          away: result.opponents[1] ? result.opponents[1].name : '',
                        })}
                      </td>
                      <td className="results__score">{result.score.formatted}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </section>
        ))
      ) : (
        <ResultsState status={resource.status} onRetry={() => void sports.loadResults({ type })} />
      )}
    </section>
  );
});

function ResultsState({ status, onRetry }: { status: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === 'error') {
    return (
      <div className="sports-state" role="alert">
        <p>{t('sports:load_error')}</p>
        <button type="button" onClick={onRetry}>
          {t('sports:retry')}
        </button>
      </div>
    );
  }
  if (status === 'ready') return <p className="sports-state">{t('sports:results_empty')}</p>;
  return (
    <p className="sports-state" role="status" aria-busy="true">
      {t('sports:games_loading')}
    </p>
  );
}
