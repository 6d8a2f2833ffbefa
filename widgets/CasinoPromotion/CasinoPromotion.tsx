import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { failureOf } from '../../runtime/api';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { usePromotion } from '../shared/casino/casinoQueries';
import { formatDateTime } from '../shared/casino/dates';
import { EmptyState, QueryStates } from '../shared/casino/ListStates';
import type { CasinoPromotionProps } from '../../domain/widgetProps/CasinoPromotion';
import '../shared/casino/casino.css';
import { useSiteTime } from '../shared/siteTime';

function idOf(text: string | undefined): number | undefined {
  return text !== undefined && /^[0-9]{1,9}$/.test(text) ? Number(text) : undefined;
}

function Promotion({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  const promotion = usePromotion(id);
  if (id === undefined || (promotion.isError && failureOf(promotion.error)?.status === 404)) {
    return <EmptyState textKey="casino:promotion_not_found" />;
  }
  if (promotion.isPending || promotion.isError) return <QueryStates query={promotion} />;
  const data = promotion.data;
  return (
    <article className="casino-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{data.title}</h1>
      <p>{data.summary}</p>
      {data.endsAt && (
        <p>{t('casino:ends_at', { when: formatDateTime(data.endsAt, lng, zone) })}</p>
      )}
      <h2>{t('casino:terms_title')}</h2>
      <ol>
        {data.terms.map((term, i) => (
          <li key={i}>{term}</li>
        ))}
      </ol>
      {data.targetRoute !== null && (
        <Link
          className="casino-button casino-button--primary"
          to={localizedPath(lng, data.targetRoute)}
        >
          {t('casino:promotion_play')}
        </Link>
      )}
    </article>
  );
}

export default function CasinoPromotion({ props }: WidgetRenderProps<CasinoPromotionProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const id = idOf(useParams()[props.idParam]);
  return (
    <div className="casino">
      <Link to={localizedPath(lng, 'bonus/casino')}>{t('casino:bonus_back')}</Link>
      <QueryScope>
        <Promotion id={id} />
      </QueryScope>
    </div>
  );
}
