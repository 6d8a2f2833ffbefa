import { LOTTO_PAGE_SIZE } from '../shared/lotto/lottoQueries';
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
