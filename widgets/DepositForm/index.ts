import type { WidgetDefinition } from '../../runtime/render/types';
import type { DepositFormProps } from '../../domain/widgetProps/DepositForm';

// office/recharge: the amount to deposit; the browser then goes to the payment
// provider's hosted page and comes back to /{lng}/payment/{result}.
export const depositFormWidget: WidgetDefinition<DepositFormProps> = {
  name: 'DepositForm',
  load: () => import('./DepositForm'),
};
