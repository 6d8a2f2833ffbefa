import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LOTTO_PAGE_SIZE } from '../shared/lotto/lottoQueries';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { Pager } from '../shared/Pager';

/** The pages of a lotto list (tickets, results): `label` names the navigation. */
export function LottoPager(p: {
  label: string;
  page: number;
  onPage: (page: number) => void;
  total: number;
  disabled: boolean;
}) {
  return (
    <Pager
      page={p.page}
      pages={Math.ceil(p.total / LOTTO_PAGE_SIZE)}
      onPage={p.onPage}
      keys={{
        label: p.label,
        previous: 'lotto:page_previous',
        next: 'lotto:page_next',
        pageOf: 'lotto:page_of',
      }}
      disabled={p.disabled}
    />
  );
}

/**
 * A page of a lotto list read from the server: `skeleton` while it loads, its failure with a
 * retry, `emptyKey` when it holds nothing, else what `children` draws of it and the pages.
 */
export function LottoPagedList<P extends { items: readonly unknown[]; total: number }>(p: {
  query: UseQueryResult<P, Error>;
  skeleton: ReactNode;
  emptyKey: string;
  pagesLabel: string;
  page: number;
  onPage: (page: number) => void;
  children: (data: P) => ReactNode;
}) {
  const { query } = p;
  if (query.isPending) return p.skeleton;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState textKey={p.emptyKey} />;
  return (
    <>
      {p.children(query.data)}
      <LottoPager
        label={p.pagesLabel}
        page={p.page}
        onPage={p.onPage}
        total={query.data.total}
        disabled={query.isFetching}
      />
    </>
  );
}
