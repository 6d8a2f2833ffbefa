import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { LotteryView, LottoDrawView } from '../../domain/lotto/index';
import { formatMajorUnits } from '../../domain/session';
import { LottoPagedList } from './LottoPager';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { formatDateTime } from '../shared/casino/dates';
import { useLottoCatalog, useLottoResults } from '../shared/lotto/lottoQueries';
import { DrawVerification } from './DrawVerification';
import { LottoBalls } from './LottoBalls';
import { PrizeTable } from './PrizeTable';
import { lotteryName } from './lottoTexts';
import { CardsSkeleton } from './CardsSkeleton';
import { useSiteTime } from '../shared/siteTime';

/** All lotteries, or one: links, the shown one marked. */
function LotteryFilter({
  lotteries,
  current,
}: {
  lotteries: readonly LotteryView[];
  current: string | undefined;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const items = [
    { id: undefined, label: t('lotto:all_lotteries') },
    ...lotteries.map((lottery) => ({ id: lottery.id, label: lotteryName(t, lottery) })),
  ];
  return (
    <nav aria-label={t('lotto:results_filter')}>
      <ul className="casino-chips lotto-filter">
        {items.map((item) => (
          <li key={item.id ?? ''}>
            <Link
              className="casino-chip"
              to={localizedPath(lng, item.id ? `lotto/results/${item.id}` : 'lotto/results')}
              aria-current={item.id === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every prize table of a lottery, one per count of numbers picked. */
function PrizeTables({ lottery }: { lottery: LotteryView }) {
  const { t } = useTranslation();
  const counts = Object.keys(lottery.prizes)
    .map(Number)
    .sort((a, b) => a - b);
  return (
    <details className="lotto-prize-tables">
      <summary>{t('lotto:prize_tables')}</summary>
      <div className="lotto-prize-tables__list">
        {counts.map((picked) => (
          <PrizeTable key={picked} lottery={lottery} picked={picked} />
        ))}
      </div>
    </details>
  );
}

function DrawCard({ draw, lottery }: { draw: LottoDrawView; lottery: LotteryView | undefined }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  const winners = draw.winners ?? [];
  return (
    <li>
      <article className="lotto-result" aria-labelledby={titleId}>
        <header className="lotto-result__head">
          <h3 id={titleId}>
            {lottery ? `${lotteryName(t, lottery)} · ` : ''}
            {t('lotto:draw_number', { number: draw.number })}
          </h3>
          {draw.drawnAt ? (
            <time className="lotto-muted" dateTime={draw.drawnAt}>
              {formatDateTime(draw.drawnAt, lng, zone)}
            </time>
          ) : null}
        </header>
        {draw.numbers ? (
          <LottoBalls
            numbers={draw.numbers}
            label={t('lotto:drawn_numbers_of', { number: draw.number })}
          />
        ) : null}
        <dl className="lotto-result__figures">
          <div>
            <dt>{t('lotto:tickets_count')}</dt>
            <dd>{draw.tickets}</dd>
          </div>
          <div>
            <dt>{t('lotto:winners')}</dt>
            <dd>
              {winners.length === 0
                ? t('lotto:no_winners')
                : winners
                    .map((w) =>
                      t('lotto:winners_paid', {
                        tickets: w.tickets,
                        paid: formatMajorUnits(w.paid, { currencyId: w.currencyId }),
                      }),
                    )
                    .join('; ')}
            </dd>
          </div>
        </dl>
        <DrawVerification draw={draw} lottery={lottery} />
      </article>
    </li>
  );
}

/** Drawn draws newest first, of all lotteries or one, each verifiable in the browser. */
export function LottoResults({ lotteryId }: { lotteryId: string | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(lotteryId);
  if (shownFor !== lotteryId) {
    // Another lottery's results start at their first page.
    setShownFor(lotteryId);
    setPage(1);
  }
  const catalog = useLottoCatalog();
  const results = useLottoResults(lotteryId, page);
  const lotteries = catalog.data?.lotteries ?? [];
  const byId = new Map(lotteries.map((lottery) => [lottery.id, lottery]));
  const shown = lotteryId ? byId.get(lotteryId) : undefined;
  return (
    <section className="lotto-section" aria-label={t('lotto:section_results')}>
      {lotteries.length > 0 ? <LotteryFilter lotteries={lotteries} current={lotteryId} /> : null}
      <div className="lotto-results__lottery">
        <h2>{shown ? lotteryName(t, shown) : t('lotto:results_title')}</h2>
        {shown ? <PrizeTables lottery={shown} /> : null}
      </div>
      <LottoPagedList
        query={results}
        skeleton={<CardsSkeleton listClass="lotto-results" cardClass="lotto-result" />}
        emptyKey="lotto:results_empty"
        pagesLabel="lotto:results_pages"
        page={page}
        onPage={setPage}
      >
        {(data) => (
          <ul className="lotto-results">
            {data.items.map((draw) => (
              <DrawCard key={draw.id} draw={draw} lottery={byId.get(draw.lotteryId)} />
            ))}
          </ul>
        )}
      </LottoPagedList>
    </section>
  );
}
