import type { WidgetDefinition } from '../../runtime/render/types';
import type { LimitRemindersProps } from '../../domain/widgetProps/LimitReminders';

// On every page of a layout: the reality-check reminder that must be acknowledged (time played
// and net result), and the notice after the session limit signed the customer out (SPEC
// sections 4 and 8: main_session_limit_ended, main_session_limit_visit_tomorrow).
export const limitRemindersWidget: WidgetDefinition<LimitRemindersProps> = {
  name: 'LimitReminders',
  load: () => import('./LimitReminders'),
};
