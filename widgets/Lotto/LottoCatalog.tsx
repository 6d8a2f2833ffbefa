import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { LotteryView } from '../../domain/lotto/index';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { useLottoCatalog } from '../shared/lotto/lottoQueries';
import { Countdown } from './Countdown';
import { LottoBalls } from './LottoBalls';
import { formatLottoAmount, lotteryName } from './lottoTexts';
import { CardsSkeleton } from './CardsSkeleton';

/** How many numbers a ticket picks: "Pick 6" or "Pick 1 to 5". */
export function usePicksText(lottery: Pick<LotteryView, 'pickMin' | 'pickMax'>): string {
  const { t } = useTranslation();
  return lottery.pickMin === lottery.pickMax
    ? t('lotto:picks_fixed', { min: lottery.pickMin })
    : t('lotto:picks_range', { min: lottery.pickMin, max: lottery.pickMax });
}

const LotteryCard = observer(function LotteryCard({
  lottery,
  onElapsed,
}: {
  lottery: LotteryView;
  onElapsed: () => void;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { account } = useStores();
  const titleId = useId();
  const currencyId = account.mainAccount?.currencyId ?? null;
  const picks = usePicksText(lottery);
  const { openDraw, lastDraw } = lottery;
  return (
    <li>
      <article className="lotto-card" aria-labelledby={titleId}>
        <header className="lotto-card__head">
          <h2 id={titleId} className="lotto-card__name">
            {lotteryName(t, lottery)}
          </h2>
          <span className="lotto-format">
            {t('lotto:format', { drawn: lottery.drawn, of: lottery.of })}
          </span>
        </header>
        <p className="lotto-card__rules">
          {picks}
          {' · '}
          {t('lotto:stake_range', {
            min: formatLottoAmount(lottery.stake.min, currencyId),
            max: formatLottoAmount(lottery.stake.max, currencyId),
          })}
        </p>
        <div className="lotto-card__draw">
          {openDraw ? (
            <>
              <span className="lotto-card__draw-number">
                {t('lotto:draw_number', { number: openDraw.number })}
              </span>
              <Countdown closesAt={openDraw.closesAt} onElapsed={onElapsed} />
            </>
          ) : (
            <span>{t('lotto:no_open_draw')}</span>
          )}
        </div>
        <div className="lotto-card__last">
          {lastDraw?.numbers ? (
            <>
              <span className="lotto-card__last-title">
                {t('lotto:last_draw', { number: lastDraw.number })}
              </span>
              <LottoBalls
                numbers={lastDraw.numbers}
                size="small"
                label={t('lotto:drawn_numbers_of', { number: lastDraw.number })}
              />
            </>
          ) : (
            <span className="lotto-card__last-title">{t('lotto:no_draws_yet')}</span>
          )}
        </div>
        <div className="lotto-card__actions">
          <Link
            className="casino-button casino-button--primary"
            to={localizedPath(lng, `lotto/view/${lottery.id}`)}
            aria-describedby={titleId}
          >
            {t('lotto:play')}
          </Link>
          <Link
            className="casino-button"
            to={localizedPath(lng, `lotto/results/${lottery.id}`)}
            aria-describedby={titleId}
          >
            {t('lotto:results_link')}
          </Link>
        </div>
      </article>
    </li>
  );
});

export function LottoCatalog() {
  const { t } = useTranslation();
  const catalog = useLottoCatalog();
  const refetch = () => void catalog.refetch();
  return (
    <section className="lotto-section" aria-label={t('lotto:section_catalog')}>
      {catalog.isPending ? (
        <CardsSkeleton listClass="lotto-cards" cardClass="lotto-card" />
      ) : catalog.isError ? (
        <LoadError error={catalog.error} onRetry={refetch} />
      ) : catalog.data.lotteries.length === 0 ? (
        <EmptyState textKey="lotto:catalog_empty" />
      ) : (
        <ul className="lotto-cards">
          {catalog.data.lotteries.map((lottery) => (
            <LotteryCard key={lottery.id} lottery={lottery} onElapsed={refetch} />
          ))}
        </ul>
      )}
    </section>
  );
}
