import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { failureOf } from '../../runtime/api';
import type { LotteryView, LottoDrawView } from '../../domain/lotto/index';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { formatDateTime } from '../shared/casino/dates';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { useLottery } from '../shared/lotto/lottoQueries';
import { Countdown } from './Countdown';
import { usePicksText } from './LottoCatalog';
import { LottoTickets } from './LottoTickets';
import { TicketBuilder } from './TicketBuilder';
import { lotteryName } from './lottoTexts';
import { useSiteTime } from '../shared/siteTime';

/** The draw on sale: its number, the time left, and the seed's hash committed before sales. */
function OpenDraw({ draw, onElapsed }: { draw: LottoDrawView; onElapsed: () => void }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  return (
    <section className="lotto-draw" aria-label={t('lotto:next_draw')}>
      <div className="lotto-draw__head">
        <h3>{t('lotto:draw_number', { number: draw.number })}</h3>
        <Countdown closesAt={draw.closesAt} onElapsed={onElapsed} />
      </div>
      <p className="lotto-muted">
        {t('lotto:closes_at', { time: formatDateTime(draw.closesAt, lng, zone) })}
      </p>
      <div className="lotto-seal">
        <span className="lotto-seal__label">{t('lotto:seed_hash')}</span>
        <code className="lotto-code">{draw.serverSeedHash}</code>
        <p className="lotto-muted">{t('lotto:seed_commitment')}</p>
      </div>
    </section>
  );
}

function ViewSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="lotto-view">
      <span className="visually-hidden">{t('lotto:loading')}</span>
      <div className="shimmer lotto-skeleton lotto-skeleton--title" aria-hidden="true" />
      <div className="shimmer lotto-skeleton lotto-skeleton--draw" aria-hidden="true" />
      <div className="shimmer lotto-skeleton lotto-skeleton--builder" aria-hidden="true" />
    </div>
  );
}

/** One lottery: the draw on sale, the ticket builder and the customer's tickets. */
export const LottoView = observer(function LottoView({ lotteryId }: { lotteryId: string }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { session } = useStores();
  const titleId = useId();
  const lottery = useLottery(lotteryId);
  const refetch = () => void lottery.refetch();
  if (lottery.isPending) return <ViewSkeleton />;
  if (lottery.isError) {
    return failureOf(lottery.error)?.status === 404 ? (
      <EmptyState textKey="lotto:lottery_not_found">
        <Link to={localizedPath(lng, 'lotto/catalog')}>{t('lotto:back_to_catalog')}</Link>
      </EmptyState>
    ) : (
      <LoadError error={lottery.error} onRetry={refetch} />
    );
  }
  const data = lottery.data;
  return (
    <article className="lotto-view" aria-labelledby={titleId}>
      <header className="lotto-view__head">
        <h2 id={titleId}>{lotteryName(t, data)}</h2>
        <span className="lotto-format">
          {t('lotto:format', { drawn: data.drawn, of: data.of })}
        </span>
        <LotteryRules lottery={data} />
        <Link to={localizedPath(lng, `lotto/results/${data.id}`)}>
          {t('lotto:results_of_lottery')}
        </Link>
      </header>
      {data.openDraw ? (
        <OpenDraw draw={data.openDraw} onElapsed={refetch} />
      ) : (
        <p className="casino-state">{t('lotto:no_open_draw')}</p>
      )}
      <TicketBuilder lottery={data} />
      {session.isAuthenticated ? <LottoTickets lottery={data} /> : null}
    </article>
  );
});

function LotteryRules({
  lottery,
}: {
  lottery: Pick<LotteryView, 'pickMin' | 'pickMax' | 'drawn' | 'of'>;
}) {
  const { t } = useTranslation();
  const picks = usePicksText(lottery);
  return (
    <p className="lotto-muted lotto-view__rules">
      {picks}
      {' · '}
      {t('lotto:draws_numbers', { drawn: lottery.drawn, of: lottery.of })}
    </p>
  );
}
