import type { ReactNode } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import type { GameLists } from './useGameLists';
import '../a11y.css';

/** A list's loading, failed and empty states around its content. */
export function ListState({
  lists,
  empty,
  emptyKey,
  placeholder,
  children,
}: {
  lists: Pick<GameLists, 'loading' | 'failed' | 'reload'>;
  empty: boolean;
  emptyKey: string;
  /** What holds the content's room while it loads (e.g. `GameRowsPlaceholder`); the text otherwise. */
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (lists.loading && placeholder) {
    return (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('sports:games_loading')}</span>
        {placeholder}
      </div>
    );
  }
  if (lists.loading) {
    return (
      <p className="sports-state" role="status" aria-busy="true">
        {t('sports:games_loading')}
      </p>
    );
  }
  if (lists.failed) {
    return (
      <div className="sports-state" role="alert">
        <p>{t('sports:load_error')}</p>
        <button type="button" onClick={lists.reload}>
          {t('sports:retry')}
        </button>
      </div>
    );
  }
  if (empty) return <p className="sports-state">{t(emptyKey)}</p>;
  return <>{children}</>;
}
