import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import {
  DEFAULT_BET_HISTORY_FILTERS,
  historyPageCount,
  type BetHistoryFilters as Filters,
} from '../../domain/coupon';
import { useBetHistory } from '../shared/bets/betQueries';
import { HistoryProblem } from '../shared/bets/HistoryProblem';
import { NextSteps } from '../shared/NextSteps';
import { Pager } from '../shared/Pager';
import { BetHistoryFilters } from './BetHistoryFilters';
import { BetHistoryTable } from './BetHistoryTable';

const PAGER_KEYS = {
  label: 'history:pages_label',
  previous: 'history:previous',
  next: 'history:next',
  pageOf: 'history:page_of',
} as const;

/** Filters (product: all, sports, casino, toto, lotto), the page of entries, paging. */
export const SportsBetsPanel = observer(function SportsBetsPanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(DEFAULT_BET_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  const history = useBetHistory(filters, page);
  const data = history.data;
  const filtered =
    filters.period !== DEFAULT_BET_HISTORY_FILTERS.period ||
    filters.status !== DEFAULT_BET_HISTORY_FILTERS.status ||
    filters.typeId !== DEFAULT_BET_HISTORY_FILTERS.typeId ||
    filters.product !== DEFAULT_BET_HISTORY_FILTERS.product;
  // An answer without entries (sports only) lists its coupons.
  const entries =
    data?.entries ?? data?.items.map((coupon) => ({ kind: 'coupon' as const, coupon })) ?? [];

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1); // a new filter starts at its first page
  };

  return (
    <div className="bet-history__panel">
      <BetHistoryFilters value={filters} onChange={changeFilters} />
      {history.isError ? (
        <HistoryProblem
          className="bet-history__problem"
          textKey="history:error"
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {!data ? (
        history.isPending && !history.isError ? (
          <p role="status">{t('history:loading')}</p>
        ) : null
      ) : entries.length === 0 ? (
        <>
          <p role="status">{t(filtered ? 'history:empty_filtered' : 'history:empty')}</p>
          {filtered ? null : (
            <NextSteps
              steps={[
                { path: 'line', textKey: 'history:empty_to_line', primary: true },
                { path: 'live', textKey: 'history:empty_to_live' },
              ]}
            />
          )}
        </>
      ) : (
        <BetHistoryTable entries={entries} busy={history.isFetching} />
      )}
      {data ? (
        <Pager
          page={page}
          pages={historyPageCount(data.total, data.pageSize)}
          onPage={setPage}
          keys={PAGER_KEYS}
          disabled={history.isPlaceholderData}
        />
      ) : null}
    </div>
  );
});
