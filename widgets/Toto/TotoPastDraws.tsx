import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { findCurrency } from '../../domain/money/currencies';
import type { TotoDrawView, TotoPoolView } from '../../domain/toto/index';
import { useTotoDraws } from '../shared/toto/totoQueries';
import { TotoGamesTable } from './TotoGamesTable';
import { useTotoFormat } from './totoFormat';
import { TotoEmpty, TotoLoadError, TotoPager, TotoSkeleton } from './TotoStates';
import { ColumnHeads } from '../shared/ColumnHeads';

/** Past draws, newest first: their games with results, and each pool's payouts per tier. */
export function TotoPastDraws({ pageSize }: { pageSize: number }) {
  const [page, setPage] = useState(1);
  const query = useTotoDraws(page, pageSize);
  if (query.isError && !query.data) {
    return <TotoLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <TotoSkeleton rows={8} labelKey="toto:draws_loading" />;
  if (query.data.items.length === 0 && page === 1) return <TotoEmpty textKey="toto:draws_empty" />;
  return (
    <div className="toto-past" aria-busy={query.isFetching}>
      {query.data.items.map((draw) => (
        <PastDraw key={draw.id} draw={draw} />
      ))}
      <TotoPager page={page} onPage={setPage} query={query} />
    </div>
  );
}

function PastDraw({ draw }: { draw: TotoDrawView }) {
  const { t } = useTranslation();
  const format = useTotoFormat();
  const titleId = useId();
  const cancelled = draw.games.some((game) => game.outcome === 'cancelled');
  return (
    <article
      className="toto-past__draw"
      aria-labelledby={titleId}
      data-testid={`toto-draw-${draw.id}`}
    >
      <header className="toto-draw__title">
        <h3 id={titleId} className="toto-draw__number">
          {t('toto:draw_number', { number: draw.number })}
        </h3>
        <span className="toto-badge" data-status={draw.status}>
          {t(`toto:draw_status_${draw.status}`)}
        </span>
        <span className="toto-muted">
          {draw.settledAt
            ? t('toto:settled_at', { date: format.dateTime(draw.settledAt) })
            : t('toto:closed_at', { date: format.dateTime(draw.closesAt) })}
        </span>
      </header>
      <TotoGamesTable
        games={draw.games}
        results
        captionKey="toto:results_caption"
        captionValues={{ number: draw.number }}
      />
      {cancelled ? (
        <p className="toto-footnote">
          <span aria-hidden="true">* </span>
          {t('toto:cancelled_note')}
        </p>
      ) : null}
      {draw.pools.map((pool) => (
        <PoolPayouts key={pool.currencyId} pool={pool} drawNumber={draw.number} />
      ))}
    </article>
  );
}

/** One fact of a pool: its label and its value. */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="toto-facts__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One currency's pool: stakes, jackpot, operator share, rollover and the payout per tier. */
function PoolPayouts({ pool, drawNumber }: { pool: TotoPoolView; drawNumber: number }) {
  const { t } = useTranslation();
  const format = useTotoFormat();
  const money = (amount: number | undefined) =>
    amount === undefined ? '—' : format.money(amount, pool.currencyId);
  return (
    <div className="toto-pool">
      <dl className="toto-facts toto-facts--compact">
        <Fact label={t('toto:pool')} value={money(pool.stakes)} />
        <Fact label={t('toto:tickets')} value={pool.tickets} />
        {pool.jackpot > 0 ? <Fact label={t('toto:jackpot')} value={money(pool.jackpot)} /> : null}
        {pool.operatorShare !== undefined ? (
          <Fact label={t('toto:operator_share')} value={money(pool.operatorShare)} />
        ) : null}
        {pool.rollover !== undefined ? (
          <Fact label={t('toto:rollover')} value={money(pool.rollover)} />
        ) : null}
      </dl>
      <table className="toto-list toto-tiers">
        <caption className="toto-tiers__caption">
          {t('toto:payouts_caption', {
            number: drawNumber,
            currency: findCurrency(pool.currencyId)?.iso ?? String(pool.currencyId),
          })}
        </caption>
        <ColumnHeads
          columns={[
            t('toto:col_correct'),
            { label: t('toto:col_share'), className: 'toto-num' },
            { label: t('toto:col_fund'), className: 'toto-num' },
            { label: t('toto:col_winning_lines'), className: 'toto-num' },
            { label: t('toto:col_per_line'), className: 'toto-num' },
          ]}
        />
        <tbody>
          {pool.tiers.map((tier) => (
            <tr key={tier.correct} data-testid={`toto-tier-${tier.correct}`}>
              <th scope="row">{t('toto:tier_correct', { correct: tier.correct })}</th>
              <td className="toto-num">{format.share(tier.shareBp)}</td>
              <td className="toto-num">{money(tier.fund)}</td>
              <td className="toto-num">{tier.lines ?? '—'}</td>
              <td className="toto-num">
                {tier.lines === 0 ? t('toto:tier_not_won') : money(tier.perLine)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
