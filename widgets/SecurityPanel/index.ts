import type { WidgetDefinition } from '../../runtime/render/types';
import type { SecurityPanelProps } from '../../domain/widgetProps/SecurityPanel';

// office/security: the protection level and its class (SPEC section 4 "Other transitions"), the
// protection methods (SPEC section 3 "User config") and the password change.
export const securityPanelWidget: WidgetDefinition<SecurityPanelProps> = {
  name: 'SecurityPanel',
  load: () => import('./SecurityPanel'),
};
