import { useTranslation } from '../../runtime/i18n';
import { listNotesOf } from '../shared/listNotes';
import { Pager } from '../shared/Pager';
import { historyPageCount } from '../../domain/coupon';

const notes = listNotesOf(
  { loadError: 'toto:load_error', retry: 'toto:retry' },
  {
    error: 'toto-state toto-state--error',
    empty: 'toto-state',
    button: 'toto-button',
  },
);

/** A part that could not be read: what failed, worded from the dictionary, and a retry. */
export const TotoLoadError = notes.LoadError;

/** Nothing to show: a sentence and, when given, a way on. */
export const TotoEmpty = notes.EmptyState;

/** Games of a draw when the brand's config does not say (the skeleton's rows). */
export const DEFAULT_GAMES_PER_DRAW = 15;

/**
 * Rows of the size the loaded table will have, so nothing moves when the answer arrives; the
 * status is said once for screen readers.
 */
export function TotoSkeleton({ rows, labelKey }: { rows: number; labelKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="toto-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t(labelKey)}
      </p>
      <div className="toto-skeleton__head" aria-hidden="true" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="toto-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

const TOTO_PAGER_KEYS = {
  label: 'toto:pages_label',
  previous: 'toto:previous',
  next: 'toto:next',
  pageOf: 'toto:page_of',
} as const;

/**
 * The pages of a toto list (tickets, past draws) from its loaded query; off while the next page
 * is asked for (the previous page shown meanwhile is placeholder data).
 */
export function TotoPager(p: {
  page: number;
  onPage: (page: number) => void;
  query: { data?: { total: number; pageSize: number }; isPlaceholderData: boolean };
}) {
  const answer = p.query.data;
  if (!answer) return null;
  return (
    <Pager
      page={p.page}
      pages={historyPageCount(answer.total, answer.pageSize)}
      onPage={p.onPage}
      keys={TOTO_PAGER_KEYS}
      disabled={p.query.isPlaceholderData}
    />
  );
}
