import type { WidgetDefinition } from '../../runtime/render/types';
import type { PromoCodeFormProps } from '../../domain/widgetProps/PromoCodeForm';

// office/promotion (SPEC section 2): check a promo code, then redeem it.
export const promoCodeFormWidget: WidgetDefinition<PromoCodeFormProps> = {
  name: 'PromoCodeForm',
  load: () => import('./PromoCodeForm'),
};
