import type { WidgetDefinition } from '../../runtime/render/types';
import type { BottomNavProps } from '../../domain/widgetProps/BottomNav';

// Mobile bottom navigation; layouts show it only on mobile (SPEC section 2).
export const bottomNavWidget: WidgetDefinition<BottomNavProps> = {
  name: 'BottomNav',
  load: () => import('./BottomNav'),
};
