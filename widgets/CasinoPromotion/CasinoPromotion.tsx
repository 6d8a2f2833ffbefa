import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { usePromotion } from '../shared/casino/casinoQueries';
import { formatDateTime } from '../shared/casino/dates';
import { EmptyState } from '../shared/casino/ListStates';
import { BonusDetailPage, detailView } from '../shared/casino/casinoDetail';
import type { CasinoPromotionProps } from '../../domain/widgetProps/CasinoPromotion';
import '../shared/casino/casino.css';
import { useSiteTime } from '../shared/siteTime';

function Promotion({ id }: { id: number | undefined }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  const promotion = usePromotion(id);
  return detailView(
    id !== undefined,
    promotion,
    <EmptyState textKey="casino:promotion_not_found" />,
    (data) => (
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
    ),
  );
}

export default function CasinoPromotion({ props }: WidgetRenderProps<CasinoPromotionProps>) {
  return (
    <BonusDetailPage idParam={props.idParam} backPath="bonus/casino" backKey="casino:bonus_back">
      {(id) => <Promotion id={id} />}
    </BonusDetailPage>
  );
}
