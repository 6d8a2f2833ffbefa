import type { ReactNode } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import { useLoadFailureText } from '../loadFailureText';

/** The customer's words for a failed casino query: the server's reason, or "could not load". */
export function useQueryFailureText(): (error: unknown) => string {
  return useLoadFailureText('casino:load_error');
}

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

/** A list that could not be read: what failed, worded from the dictionary, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useQueryFailureText();
  return (
    <div className="casino-state casino-state--error" role="alert">
      <p>{text(error)}</p>
      <button type="button" className="casino-button" onClick={onRetry}>
        {t('casino:retry')}
      </button>
    </div>
  );
}

/** Nothing to show: a sentence and, when given, a way on. */
export function EmptyState({ textKey, children }: { textKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="casino-state casino-state--empty">
      <p>{t(textKey)}</p>
      {children}
    </div>
  );
}
