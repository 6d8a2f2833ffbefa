import type { WidgetDefinition } from '../../runtime/render/types';
import type { BetHistoryProps } from '../../domain/widgetProps/BetHistory';

// office/history (SPEC section 2 "Office"): the customer's coupons, filtered by period, status and
// type, paged; a row opens to its legs and links to the printable coupon.
export const betHistoryWidget: WidgetDefinition<BetHistoryProps> = {
  name: 'BetHistory',
  load: () => import('./BetHistory'),
};
