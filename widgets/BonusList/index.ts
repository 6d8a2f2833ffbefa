import type { WidgetDefinition } from '../../runtime/render/types';
import type { BonusListProps } from '../../domain/widgetProps/BonusList';

// office/bonuses/wager and office/rewards (SPEC section 2): the customer's bonuses, their
// wagering progress, terms and expiry, or the list of everything received.
export const bonusListWidget: WidgetDefinition<BonusListProps> = {
  name: 'BonusList',
  load: () => import('./BonusList'),
};
