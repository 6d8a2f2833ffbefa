import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { CasinoTournamentDetail } from '../../domain/casino/catalogueBonusTypes';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useTournament, useTournamentPrizes } from '../shared/casino/casinoQueries';
import { formatDateTime } from '../shared/casino/dates';
import { EmptyState } from '../shared/casino/ListStates';
import { BonusDetailPage, detailView } from '../shared/casino/casinoDetail';
import { formatCasinoMoney } from '../shared/casino/money';
import type { CasinoTournamentProps } from '../../domain/widgetProps/CasinoTournament';
import '../shared/casino/casino.css';
import { useSiteTime } from '../shared/siteTime';
import { ColumnHeads } from '../shared/ColumnHeads';

function Prizes({ tournament }: { tournament: CasinoTournamentDetail }) {
  const { t } = useTranslation();
  return (
    <table className="casino-table">
      <caption className="visually-hidden">{t('casino:prizes_title')}</caption>
      <ColumnHeads columns={[t('casino:place'), { label: t('casino:prize'), numeric: true }]} />
      <tbody>
        {tournament.prizes.map((prize) => (
          <tr key={prize.fromPlace}>
            <td>
              {prize.fromPlace === prize.toPlace
                ? prize.fromPlace
                : `${prize.fromPlace}–${prize.toPlace}`}
            </td>
            <td data-numeric>{formatCasinoMoney(prize.amount, tournament.currencyId)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const Leaderboard = observer(function Leaderboard({
  tournament,
}: {
  tournament: CasinoTournamentDetail;
}) {
  const { t } = useTranslation();
  const { session } = useStores();
  if (tournament.leaderboard.length === 0) {
    return <EmptyState textKey="casino:leaderboard_empty" />;
  }
  return (
    <table className="casino-table casino-leaderboard">
      <caption className="visually-hidden">{t('casino:leaderboard_title')}</caption>
      <ColumnHeads
        columns={[
          t('casino:place'),
          t('casino:player'),
          { label: t('casino:points'), numeric: true },
          { label: t('casino:prize'), numeric: true },
        ]}
      />
      <tbody>
        {tournament.leaderboard.map((entry) => (
          <tr key={`${entry.place}-${entry.player}`} data-me={entry.isMe || undefined}>
            <td>{entry.place}</td>
            <td>{entry.isMe && session.isAuthenticated ? t('casino:you') : entry.player}</td>
            <td data-numeric>{formatCasinoMoney(entry.points, tournament.currencyId)}</td>
            <td data-numeric>
              {entry.prize > 0 ? formatCasinoMoney(entry.prize, tournament.currencyId) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** The signed-in customer's prizes of this tournament, credited when each window closed. */
const MyPrizes = observer(function MyPrizes({
  tournament,
}: {
  tournament: CasinoTournamentDetail;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const { session } = useStores();
  const prizes = useTournamentPrizes();
  if (!session.isAuthenticated || !prizes.isSuccess) return null;
  const mine = prizes.data.prizes.filter((prize) => prize.tournamentId === tournament.id);
  return (
    <section aria-label={t('casino:my_prizes_title')} data-testid="tournament-my-prizes">
      <h2>{t('casino:my_prizes_title')}</h2>
      {mine.length === 0 ? (
        <p className="casino-state">{t('casino:my_prizes_empty')}</p>
      ) : (
        <table className="casino-table">
          <ColumnHeads
            columns={[
              t('casino:prize_window'),
              t('casino:place'),
              { label: t('casino:prize'), numeric: true },
              t('casino:prize_paid_at'),
            ]}
          />
          <tbody>
            {mine.map((prize) => (
              <tr key={prize.windowStart}>
                <td>
                  {t('casino:tournament_window', {
                    from: formatDateTime(prize.windowStart, lng, zone),
                    to: formatDateTime(prize.windowEnd, lng, zone),
                  })}
                </td>
                <td>{prize.place}</td>
                <td data-numeric>{formatCasinoMoney(prize.amount, prize.currencyId)}</td>
                <td>{formatDateTime(prize.paidAt, lng, zone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

function Tournament({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  const boardId = useId();
  const tournament = useTournament(id);
  return detailView(
    id !== undefined,
    tournament,
    <EmptyState textKey="casino:tournament_not_found" />,
    (data) => (
      <article className="casino-panel" aria-labelledby={titleId}>
        <h1 id={titleId}>{data.title}</h1>
        <p>{data.summary}</p>
        <p>
          {t('casino:tournament_window', {
            from: formatDateTime(data.startsAt, lng, zone),
            to: formatDateTime(data.endsAt, lng, zone),
          })}
        </p>
        <p>
          {t('casino:prize_pool', { amount: formatCasinoMoney(data.prizePool, data.currencyId) })}
          {' · '}
          {t('casino:min_stake', { amount: formatCasinoMoney(data.minStake, data.currencyId) })}
        </p>
        <p>{t('casino:points_rule')}</p>
        <h2>{t('casino:prizes_title')}</h2>
        <Prizes tournament={data} />
        <h2 id={boardId}>{t('casino:leaderboard_title')}</h2>
        <Leaderboard tournament={data} />
        <MyPrizes tournament={data} />
      </article>
    ),
  );
}

export default function CasinoTournament({ props }: WidgetRenderProps<CasinoTournamentProps>) {
  return (
    <BonusDetailPage
      idParam={props.idParam}
      backPath="bonus/casino/tournaments"
      backKey="casino:tournaments_back"
    >
      {(id) => <Tournament id={id} />}
    </BonusDetailPage>
  );
}
