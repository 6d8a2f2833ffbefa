import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { dateTimeFormat, useTranslation } from '../../runtime/i18n';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ResultsQuery } from '../../stores';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { startText } from '../shared/sports/gameTime';
import { resultGroups } from '../shared/sports/resultGroups';
import { usePeriodicLoad } from '../shared/sports/usePeriodicLoad';
import type { ResultsProps } from '../../domain/widgetProps/Results';
import '../shared/a11y.css';
import '../shared/forms.css';
import '../shared/sports/sports.css';
import './Results.css';
import { ColumnHeads } from '../shared/ColumnHeads';
import { TabLinks } from '../shared/TabLinks';

const TYPES: readonly ResultsQuery['type'][] = ['live', 'zone'];

/** Finished games of results/{type}: live (games that were played live) or zone (by region). */
export default observer(function Results({ props }: WidgetRenderProps<ResultsProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const { sports, global } = useStores();
  const params = useParams();
  const type: ResultsQuery['type'] = params.type === 'zone' ? 'zone' : 'live';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Days are the customer's, in the site's time zone setting.
  const tz = global.timeZone;
  // The latest day with results: the server's today once its list has been read (its clock is
  // the feed's), else this browser's.
  const today = sports.results({ type, tz }).data?.date ?? utcDay(Date.now() + tz * HOUR_MS);
  // ?date= picks a past day; a malformed or future one is today's list (the server's today).
  const asked = search.get('date');
  const date = asked !== null && isDay(asked) && asked < today ? asked : undefined;
  const query: ResultsQuery = date === undefined ? { type, tz } : { type, date, tz };
  usePeriodicLoad(() => void sports.loadResults(query), `${type}|${date ?? ''}|${tz}`);
  const resource = sports.results(query);
  const shown = date ?? resource.data?.date ?? today;
  const dayPath = (day: string) =>
    localizedPath(lng, `results/${type}${day >= today ? '' : `?date=${day}`}`);
  const groups = resultGroups(resource.data);
  const time = (sec: number) =>
    startText(sec, lng, { tzOffsetHours: global.timeZone, is12h: global.is12h, withDate: true });
  return (
    <section className="sports-block results" aria-labelledby={titleId}>
      <TabLinks
        className="focus-ring"
        listClassName="sports-tabs"
        label={t('sports:results_types_label')}
        tabs={TYPES.map((each) => ({
          to: `results/${each}${date ? `?date=${date}` : ''}`,
          text: t(`sports:results_${each}`),
          current: each === type,
        }))}
      />
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      <div className="results__days">
        <Link
          className="button results__day-step results__day-step--previous"
          to={dayPath(addDays(shown, -1))}
          rel="nofollow"
        >
          {t('sports:results_previous_day')}
        </Link>
        <label className="results__day">
          <span>{t('sports:results_day_label')}</span>
          <input
            type="date"
            value={shown}
            max={today}
            required
            onChange={(event) => {
              const day = event.currentTarget.value;
              if (isDay(day)) void navigate(dayPath(day <= today ? day : today));
            }}
          />
        </label>
        {shown < today ? (
          <Link
            className="button results__day-step results__day-step--next"
            to={dayPath(addDays(shown, 1))}
            rel="nofollow"
          >
            {t('sports:results_next_day')}
          </Link>
        ) : null}
      </div>
      {resource.status === 'ready' && groups.length > 0 ? (
        groups.map((group) => (
          <section key={group.key} className="results__group" aria-label={group.name}>
            <h3>{group.name}</h3>
            {group.champs.map(({ champ, results }) => (
              <table key={champ.id} className="results__table">
                <caption>{champ.name}</caption>
                <ColumnHeads
                  columns={[
                    t('sports:results_finished_at'),
                    t('sports:game_title'),
                    t('sports:score_label'),
                  ]}
                />
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
        <ResultsState
          status={resource.status}
          day={dayText(shown, lng)}
          // A past day without games leads back to the latest results; today to the day before.
          next={
            shown < today
              ? { to: dayPath(today), textKey: 'sports:results_latest' }
              : { to: dayPath(addDays(shown, -1)), textKey: 'sports:results_previous_day' }
          }
          onRetry={() => void sports.loadResults(query)}
        />
      )}
    </section>
  );
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The day YYYY-MM-DD of a UTC instant (shifted by the zone's offset first for a local day). */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && utcDay(Date.parse(`${text}T00:00:00Z`) || 0) === text;
}

function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

function dayText(day: string, lng: string): string {
  return dateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}

function ResultsState({
  status,
  day,
  next,
  onRetry,
}: {
  status: string;
  day: string;
  next: { to: string; textKey: string };
  onRetry: () => void;
}) {
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
  if (status === 'ready')
    return (
      <div className="sports-state">
        <p>{t('sports:results_empty', { day })}</p>
        <Link className="button results__day-step" to={next.to} rel="nofollow">
          {t(next.textKey)}
        </Link>
      </div>
    );
  return (
    <p className="sports-state" role="status" aria-busy="true">
      {t('sports:games_loading')}
    </p>
  );
}
