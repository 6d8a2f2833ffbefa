import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { AccountConversionReminderProps } from '../../domain/widgetProps/AccountConversionReminder';

// The dialog loads when the reminder first opens: every page of the layout places this widget,
// few customers have a legacy account (docs/performance.md).
const ConversionReminderDialog = lazy(() => import('./ConversionReminderDialog'));

// SPEC section 4: the reminder shows once per user per browser session (sessionStorage mark).
function AccountConversionReminder(_: WidgetRenderProps<AccountConversionReminderProps>) {
  const { accountConversion, session, authForm } = useStores();
  const conversion = accountConversion.loaded;
  // A banned customer's account calls are refused (403): the ban comes with the session check.
  const userId = session.isAuthenticated && session.banLevel === 0 ? session.userId : null;
  // Not over the sign-in or registration dialog (it shows the generated password once).
  const formOpen = authForm.isAnyOpen;

  useEffect(() => {
    if (userId !== null && !formOpen) void conversion.remindOnce(userId);
  }, [conversion, userId, formOpen]);

  const state = conversion.state;
  if (!conversion.reminderOpen || !state || state.legacy_currency_id === null) return null;
  return (
    <Suspense fallback={null}>
      <ConversionReminderDialog
        legacyCurrencyId={state.legacy_currency_id}
        targetCurrencyId={state.target_currency_id}
      />
    </Suspense>
  );
}

export default observer(AccountConversionReminder);
