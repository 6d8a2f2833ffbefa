import type { WidgetDefinition } from '../../runtime/render/types';
import type { TotoProps } from '../../domain/widgetProps/Toto';

// Toto, pool betting (SPEC section 2 toto/{totoSection?}): the open draw and the next one with a
// ticket builder, the customer's tickets, past draws with payouts, the nominees, and the rules.
export const totoWidget: WidgetDefinition<TotoProps> = {
  name: 'Toto',
  load: () => import('./Toto'),
};
