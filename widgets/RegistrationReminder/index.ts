import type { WidgetDefinition } from '../../runtime/render/types';
import type { RegistrationReminderProps } from '../../domain/widgetProps/RegistrationReminder';

// The registration reminder popup (SPEC section 4 "Registration popup"): when the store's rule
// says it may show, it invites the guest to register.
export const registrationReminderWidget: WidgetDefinition<RegistrationReminderProps> = {
  name: 'RegistrationReminder',
  load: () => import('./RegistrationReminder'),
};
