import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { useLoadFailureText } from './loadFailureText';

/**
 * The notes of a product's lists (casino, toto) in its classes and dictionary: a read that failed,
 * worded (`keys.loadError` when the server gave no reason) with a retry button; and nothing to
 * show, a sentence and, when given, a way on.
 */
export function listNotesOf(
  keys: { loadError: string; retry: string },
  classes: { error: string; empty: string; button: string },
) {
  function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
    const { t } = useTranslation();
    const text = useLoadFailureText(keys.loadError);
    return (
      <div className={classes.error} role="alert">
        <p>{text(error)}</p>
        <button type="button" className={classes.button} onClick={onRetry}>
          {t(keys.retry)}
        </button>
      </div>
    );
  }

  function EmptyState({ textKey, children }: { textKey: string; children?: ReactNode }) {
    const { t } = useTranslation();
    return (
      <div className={classes.empty}>
        <p>{t(textKey)}</p>
        {children}
      </div>
    );
  }

  return { LoadError, EmptyState };
}
