import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { ModalDialog } from '../shared/ModalDialog';
import type { RegistrationReminderProps } from '../../domain/widgetProps/RegistrationReminder';
import '../shared/forms.css';

function RegistrationReminder(_: WidgetRenderProps<RegistrationReminderProps>) {
  const { t } = useTranslation();
  const { registrationReminder: reminder } = useStores();
  const lng = useCurrentLanguage();

  // The delay counts from the page being ready; leaving the page stops it.
  useEffect(() => reminder.start(), [reminder]);

  if (!reminder.isVisible) return null;
  return (
    <ModalDialog
      title={t('auth:reminder_title')}
      closeLabel={t('auth:close')}
      onClose={reminder.dismiss}
    >
      <p>{t('auth:reminder_text')}</p>
      <div className="form__actions">
        <Link
          className="button button--primary"
          to={localizedPath(lng, 'registration')}
          onClick={reminder.dismiss}
        >
          {t('auth:register')}
        </Link>
        <button type="button" className="button" onClick={reminder.dismiss}>
          {t('auth:reminder_later')}
        </button>
      </div>
    </ModalDialog>
  );
}

export default observer(RegistrationReminder);
