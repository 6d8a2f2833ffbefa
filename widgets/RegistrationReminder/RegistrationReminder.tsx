import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { RegistrationReminderProps } from '../../domain/widgetProps/RegistrationReminder';

// The dialog loads when the reminder is first due: home places this widget for every guest, few
// stay long enough to see it (docs/performance.md).
const ReminderDialog = lazy(() =>
  import('../shared/ReminderDialog').then((m) => ({ default: m.ReminderDialog })),
);

function RegistrationReminder(_: WidgetRenderProps<RegistrationReminderProps>) {
  const { t } = useTranslation();
  const { registrationReminder: reminder } = useStores();

  // The delay counts from the page being ready; leaving the page stops it.
  useEffect(() => reminder.start(), [reminder]);

  if (!reminder.isVisible) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog
        title={t('auth:reminder_title')}
        closeLabel={t('auth:close')}
        text={t('auth:reminder_text')}
        goTo="registration"
        goLabel={t('auth:register')}
        laterLabel={t('auth:reminder_later')}
        onClose={reminder.dismiss}
      />
    </Suspense>
  );
}

export default observer(RegistrationReminder);
