import type { WidgetDefinition } from '../../runtime/render/types';
import type { OddsCellProps } from '../../domain/widgetProps/OddsCell';

// One outcome's price (SPEC section 9 coefficient views), its movement, the lock of SPEC section 4,
// and the coupon toggle. Widgets showing games import `./OddsButton` and render it per outcome;
// pages showing odds list the `odds` dictionary (movement and lock texts).
export const oddsCellWidget: WidgetDefinition<OddsCellProps> = {
  name: 'OddsCell',
  load: () => import('./OddsCell'),
};
