// The bonus pages' refusal to load (the list, the deposit offer), with a retry.
import { useTranslation } from '../../../runtime/i18n';

export function BonusLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="form__error" role="alert">
      {t('bonus:load_failed')}{' '}
      <button type="button" className="button" onClick={onRetry}>
        {t('bonus:retry')}
      </button>
    </p>
  );
}
