import type { WidgetDefinition } from '../../runtime/render/types';
import type { HeaderAccountProps } from '../../domain/widgetProps/HeaderAccount';

// The account area of the header: sign-in and registration for guests, each
// opening its slot (`signIn`, `registration`) in a dialog; balance, account switcher, deposit
// button, office link and sign-out for signed-in customers.
export const headerAccountWidget: WidgetDefinition<HeaderAccountProps> = {
  name: 'HeaderAccount',
  load: () => import('./HeaderAccount'),
};
