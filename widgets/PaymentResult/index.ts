import type { WidgetDefinition } from '../../runtime/render/types';
import type { PaymentResultProps } from '../../domain/widgetProps/PaymentResult';

// The payment result pages of SPEC section 2 "Other": success, fail, pending and cancel, and the
// withdraw variants; the route param `result` names the outcome.
export const paymentResultWidget: WidgetDefinition<PaymentResultProps> = {
  name: 'PaymentResult',
  load: () => import('./PaymentResult'),
};
