import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoPromotionsProps } from '../../domain/widgetProps/CasinoPromotions';

// Casino promotions and tournaments (SPEC section 2 bonus/casino, bonus/casino/tournaments).
export const casinoPromotionsWidget: WidgetDefinition<CasinoPromotionsProps> = {
  name: 'CasinoPromotions',
  load: () => import('./CasinoPromotions'),
};
