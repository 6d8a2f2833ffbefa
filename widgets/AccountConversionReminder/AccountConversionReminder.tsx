import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { findCurrency } from '../../domain/money/currencies';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { AccountConversionReminderProps } from '../../domain/widgetProps/AccountConversionReminder';
import '../shared/forms.css';

// SPEC section 4: the reminder shows once per user per browser session (sessionStorage mark).
function AccountConversionReminder(_: WidgetRenderProps<AccountConversionReminderProps>) {
  const { t } = useTranslation();
  const { accountConversion: conversion, session, authForm } = useStores();
  const language = useCurrentLanguage();
  // A banned customer's account calls are refused (403): the ban comes with the session check.
  const userId = session.isAuthenticated && session.banLevel === 0 ? session.userId : null;
  // Not over the sign-in or registration dialog (it shows the generated password once).
  const formOpen = authForm.isAnyOpen;

  useEffect(() => {
    if (userId !== null && !formOpen) void conversion.remindOnce(userId);
  }, [conversion, userId, formOpen]);

  const state = conversion.state;
  if (!conversion.reminderOpen || !state || state.legacy_currency_id === null) return null;
  const legacy = findCurrency(state.legacy_currency_id)?.iso ?? '';
  const target = findCurrency(state.target_currency_id ?? 0)?.iso ?? '';
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

export default observer(AccountConversionReminder);
