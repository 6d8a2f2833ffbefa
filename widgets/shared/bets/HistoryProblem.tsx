import { useTranslation } from '../../../runtime/i18n';

/** A bet history read that failed: what failed, and a retry. */
export function HistoryProblem(p: { className: string; textKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={p.className} role="alert">
      <p className="bets-error">{t(p.textKey)}</p>
      <button type="button" className="button" onClick={p.onRetry}>
        {t('history:retry')}
      </button>
    </div>
  );
}
