import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { findCurrency } from '../../domain/money/currencies';
import { useStores } from '../shared/stores';
import { ReminderDialog } from '../shared/ReminderDialog';

/** The reminder's dialog, loaded when it first opens (AccountConversionReminder.tsx). */
function ConversionReminderDialog({
  legacyCurrencyId,
  targetCurrencyId,
}: {
  legacyCurrencyId: number;
  targetCurrencyId: number | null;
}) {
  const { t } = useTranslation();
  const conversion = useStores().accountConversion.loaded;
  const legacy = findCurrency(legacyCurrencyId)?.iso ?? '';
  const target = findCurrency(targetCurrencyId ?? 0)?.iso ?? '';
  return (
    <ReminderDialog
      title={t('main:conversion_reminder_title', { legacy })}
      closeLabel={t('main:notice_close')}
      text={t('main:conversion_reminder_text', { legacy, target })}
      goTo="office/conversion"
      goLabel={t('main:conversion_reminder_go')}
      laterLabel={t('main:conversion_reminder_later')}
      onClose={conversion.closeReminder}
      testId="conversion-reminder"
    />
  );
}

export default observer(ConversionReminderDialog);
