import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { LimitRemindersProps } from '../../domain/widgetProps/LimitReminders';

// The dialogs load when a reminder is first due: every page of the layout places this widget, few
// visits ever show it (docs/performance.md).
const LimitReminderDialog = lazy(() => import('./LimitReminderDialog'));

/** SPEC section 4: the reality check and the session-limit notice of a signed-in customer. */
function LimitReminders(_: WidgetRenderProps<LimitRemindersProps>) {
  // Null for a guest: the limits store is made on sign-in (or for a notice kept from the last visit).
  const limits = useStores().limits.current;
  if (!limits || (!limits.realityCheck && !limits.sessionLimitNotice)) return null;
  return (
    <Suspense fallback={null}>
      <LimitReminderDialog />
    </Suspense>
  );
}

export default observer(LimitReminders);
