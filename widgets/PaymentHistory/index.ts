import type { WidgetDefinition } from '../../runtime/render/types';
import type { PaymentHistoryProps } from '../../domain/widgetProps/PaymentHistory';

// office/historypay (SPEC section 7 "Account and user": main-account payment history, pageNumber
// and isIncludeArchive; entities and total_count): deposits and withdrawals, paged, with the
// archive switch.
export const paymentHistoryWidget: WidgetDefinition<PaymentHistoryProps> = {
  name: 'PaymentHistory',
  load: () => import('./PaymentHistory'),
};
