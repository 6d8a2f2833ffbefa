import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation, type TFunction } from '../../runtime/i18n';
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

/** The facts under a card's summary, given a formatter of its dates. */
type Facts = (t: TFunction, when: (iso: string) => string) => string[];

/** A card: the promotion's or tournament's colours, title and summary, its facts, and its page. */
function PromoCard(p: {
  item: CasinoPromotion | CasinoTournament;
  kind: 'promotion' | 'tournament';
  moreKey: string;
  facts: Facts;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const data = { [`data-${p.kind}`]: p.item.id };
  return (
    <li className="casino-promo" style={gradient(p.item.colours)} {...data}>
      <h3>{p.item.title}</h3>
      <p>{p.item.summary}</p>
      {p
        .facts(t, (iso) => formatDateTime(iso, lng, zone))
        .map((fact, i) => (
          <p key={i} className="casino-promo__meta">
            {fact}
          </p>
        ))}
      <Link
        className="casino-promo__cta"
        to={localizedPath(lng, `bonus/casino/${p.kind}s/${p.item.id}`)}
      >
        {t(p.moreKey)}
      </Link>
    </li>
  );
}

/** One list of cards under its title: the query's states, its empty text, or its items. */
function CardSection<T>(p: {
  titleKey: string;
  emptyKey: string;
  query: UseQueryResult<{ items: readonly T[] }>;
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { query } = p;
  return (
    <section className="casino-promos" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(p.titleKey)}</h2>
      {query.isPending || query.isError ? (
        <QueryStates query={query} />
      ) : query.data.items.length === 0 ? (
        <EmptyState textKey={p.emptyKey} />
      ) : (
        <ul className="casino-promo-list">{query.data.items.map(p.card)}</ul>
      )}
    </section>
  );
}

function Promotions() {
  return (
    <CardSection
      titleKey="casino:promotions_title"
      emptyKey="casino:promotions_empty"
      query={usePromotions()}
      card={(promotion) => (
        <PromoCard
          key={promotion.id}
          item={promotion}
          kind="promotion"
          moreKey="casino:promotion_more"
          facts={(t, when) =>
            promotion.endsAt ? [t('casino:ends_at', { when: when(promotion.endsAt) })] : []
          }
        />
      )}
    />
  );
}

function Tournaments() {
  return (
    <CardSection
      titleKey="casino:tournaments_title"
      emptyKey="casino:tournaments_empty"
      query={useTournaments()}
      card={(tournament) => (
        <PromoCard
          key={tournament.id}
          item={tournament}
          kind="tournament"
          moreKey="casino:leaderboard_open"
          facts={(t, when) => [
            t('casino:prize_pool', {
              amount: formatCasinoMoney(tournament.prizePool, tournament.currencyId),
            }),
            t('casino:tournament_window', {
              from: when(tournament.startsAt),
              to: when(tournament.endsAt),
            }),
          ]}
        />
      )}
    />
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
