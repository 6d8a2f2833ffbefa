import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoPromotionProps } from '../../domain/widgetProps/CasinoPromotion';

// One casino promotion with its terms (bonus/casino/promotions/{id}).
export const casinoPromotionWidget: WidgetDefinition<CasinoPromotionProps> = {
  name: 'CasinoPromotion',
  load: () => import('./CasinoPromotion'),
};
