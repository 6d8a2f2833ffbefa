import type { WidgetDefinition } from '../../runtime/render/types';
import type { BonusDepositOfferProps } from '../../domain/widgetProps/BonusDepositOffer';

// office/bonuses/deposit (SPEC section 2): the first-deposit bonus the registration chose, its
// terms, and whether the first deposit may still earn it.
export const bonusDepositOfferWidget: WidgetDefinition<BonusDepositOfferProps> = {
  name: 'BonusDepositOffer',
  load: () => import('./BonusDepositOffer'),
};
