import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { CasinoPromotion, CasinoTournament } from '../../domain/casino/catalogueBonusTypes';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { usePromotions, useTournaments } from '../shared/casino/casinoQueries';
import { formatDateTime } from '../shared/casino/dates';
import { EmptyState, QueryStates } from '../shared/casino/ListStates';
import { formatCasinoMoney } from '../shared/casino/money';
import type { CasinoPromotionsProps } from '../../domain/widgetProps/CasinoPromotions';
import '../shared/casino/casino.css';
import './CasinoPromotions.css';
import { useSiteTime } from '../shared/siteTime';

function gradient(colours: { from: string; to: string }) {
  return { backgroundImage: `linear-gradient(120deg, ${colours.from}, ${colours.to})` };
}

function PromotionCard({ promotion }: { promotion: CasinoPromotion }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  return (
    <li className="casino-promo" style={gradient(promotion.colours)} data-promotion={promotion.id}>
      <h3>{promotion.title}</h3>
      <p>{promotion.summary}</p>
      {promotion.endsAt && (
        <p className="casino-promo__meta">
          {t('casino:ends_at', { when: formatDateTime(promotion.endsAt, lng, zone) })}
        </p>
      )}
      <Link
        className="casino-promo__cta"
        to={localizedPath(lng, `bonus/casino/promotions/${promotion.id}`)}
      >
        {t('casino:promotion_more')}
      </Link>
    </li>
  );
}

function TournamentCard({ tournament }: { tournament: CasinoTournament }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  return (
    <li
      className="casino-promo"
      style={gradient(tournament.colours)}
      data-tournament={tournament.id}
    >
      <h3>{tournament.title}</h3>
      <p>{tournament.summary}</p>
      <p className="casino-promo__meta">
        {t('casino:prize_pool', {
          amount: formatCasinoMoney(tournament.prizePool, tournament.currencyId),
        })}
      </p>
      <p className="casino-promo__meta">
        {t('casino:tournament_window', {
          from: formatDateTime(tournament.startsAt, lng, zone),
          to: formatDateTime(tournament.endsAt, lng, zone),
        })}
      </p>
      <Link
        className="casino-promo__cta"
        to={localizedPath(lng, `bonus/casino/tournaments/${tournament.id}`)}
      >
        {t('casino:leaderboard_open')}
      </Link>
    </li>
  );
}

function Promotions() {
  const { t } = useTranslation();
  const titleId = useId();
  const promotions = usePromotions();
  return (
    <section className="casino-promos" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('casino:promotions_title')}</h2>
      {promotions.isPending || promotions.isError ? (
        <QueryStates query={promotions} />
      ) : promotions.data.items.length === 0 ? (
        <EmptyState textKey="casino:promotions_empty" />
      ) : (
        <ul className="casino-promo-list">
          {promotions.data.items.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Tournaments() {
  const { t } = useTranslation();
  const titleId = useId();
  const tournaments = useTournaments();
  return (
    <section className="casino-promos" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('casino:tournaments_title')}</h2>
      {tournaments.isPending || tournaments.isError ? (
        <QueryStates query={tournaments} />
      ) : tournaments.data.items.length === 0 ? (
        <EmptyState textKey="casino:tournaments_empty" />
      ) : (
        <ul className="casino-promo-list">
          {tournaments.data.items.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** bonus/casino: the casino promotions and tournaments; bonus/casino/tournaments: the latter. */
export default function CasinoPromotions({ props }: WidgetRenderProps<CasinoPromotionsProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const show = props.show ?? 'both';
  return (
    <section className="casino" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(props.titleKey)}</h1>
      <QueryScope>
        {show !== 'tournaments' && <Promotions />}
        {show !== 'promotions' && <Tournaments />}
      </QueryScope>
    </section>
  );
}
