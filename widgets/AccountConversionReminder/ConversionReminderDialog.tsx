import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { findCurrency } from '../../domain/money/currencies';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import '../shared/forms.css';

/** The reminder's dialog, loaded when it first opens (AccountConversionReminder.tsx). */
function ConversionReminderDialog({
  legacyCurrencyId,
  targetCurrencyId,
}: {
  legacyCurrencyId: number;
  targetCurrencyId: number | null;
}) {
  const { t } = useTranslation();
  const { accountConversion: conversion } = useStores();
  const language = useCurrentLanguage();
  const legacy = findCurrency(legacyCurrencyId)?.iso ?? '';
  const target = findCurrency(targetCurrencyId ?? 0)?.iso ?? '';
  return (
    <ModalDialog
      title={t('main:conversion_reminder_title', { legacy })}
      closeLabel={t('main:notice_close')}
      onClose={conversion.closeReminder}
    >
      <div data-testid="conversion-reminder">
        <p>{t('main:conversion_reminder_text', { legacy, target })}</p>
        <div className="form__actions">
          <Link
            className="button button--primary"
            to={localizedPath(language, 'office/conversion')}
            onClick={conversion.closeReminder}
          >
            {t('main:conversion_reminder_go')}
          </Link>
          <button type="button" className="button" onClick={conversion.closeReminder}>
            {t('main:conversion_reminder_later')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

export default observer(ConversionReminderDialog);
