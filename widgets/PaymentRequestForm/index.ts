import type { WidgetDefinition } from '../../runtime/render/types';
import type { PaymentRequestFormProps } from '../../domain/widgetProps/PaymentRequestForm';

// Opens a payment request: on a topic (route param), a sub-topic, one of the customer's payments, or from office/support.
export const paymentRequestFormWidget: WidgetDefinition<PaymentRequestFormProps> = {
  name: 'PaymentRequestForm',
  load: () => import('./PaymentRequestForm'),
};
