import type { WidgetDefinition } from '../../runtime/render/types';
import type { PolicyLogoProps } from '../../domain/widgetProps/PolicyLogo';

// Hidden policy-logo image requested only for geo country ids 1, 66, 126, 228, 120 (SPEC section 2).
export const policyLogoWidget: WidgetDefinition<PolicyLogoProps> = {
  name: 'PolicyLogo',
  load: () => import('./PolicyLogo'),
};
