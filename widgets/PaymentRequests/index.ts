import type { WidgetDefinition } from '../../runtime/render/types';
import type { PaymentRequestsProps } from '../../domain/widgetProps/PaymentRequests';

// office/payment/requests: the customer's payment requests; one opens with its messages and a reply form.
export const paymentRequestsWidget: WidgetDefinition<PaymentRequestsProps> = {
  name: 'PaymentRequests',
  load: () => import('./PaymentRequests'),
};
