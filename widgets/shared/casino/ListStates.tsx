import { useTranslation } from '../../../runtime/i18n';
import { useLoadFailureText } from '../loadFailureText';
import { listNotesOf } from '../listNotes';

/** The customer's words for a failed casino query: the server's reason, or "could not load". */
export function useQueryFailureText(): (error: unknown) => string {
  return useLoadFailureText('casino:load_error');
}

const notes = listNotesOf(
  { loadError: 'casino:load_error', retry: 'casino:retry' },
  {
    error: 'casino-state casino-state--error',
    empty: 'casino-state casino-state--empty',
    button: 'casino-button',
  },
);

/** A list that could not be read: what failed, worded from the dictionary, and a retry. */
export const LoadError = notes.LoadError;

/** Nothing to show: a sentence and, when given, a way on. */
export const EmptyState = notes.EmptyState;

/** A casino query on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="casino-state" role="status" aria-busy="true">
      {t('casino:loading')}
    </p>
  );
}

/** A casino query's loading or failed state (with a retry): what stands until its data. */
export function QueryStates({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  if (query.isPending) return <Loading />;
  return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
}
