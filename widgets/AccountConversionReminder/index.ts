import type { WidgetDefinition } from '../../runtime/render/types';
import type { AccountConversionReminderProps } from '../../domain/widgetProps/AccountConversionReminder';

// On every page of a layout: once per user per browser session, a dialog reminding a customer with accounts in the legacy currency to convert them (SPEC section 4).
export const accountConversionReminderWidget: WidgetDefinition<AccountConversionReminderProps> = {
  name: 'AccountConversionReminder',
  load: () => import('./AccountConversionReminder'),
};
