import type { WidgetDefinition } from '../../runtime/render/types';
import type { BettingCalculatorProps } from '../../domain/widgetProps/BettingCalculator';

// The betting calculator (SPEC section 2): express, system and singles by the coupon's rules.
export const bettingCalculatorWidget: WidgetDefinition<BettingCalculatorProps> = {
  name: 'BettingCalculator',
  load: () => import('./BettingCalculator'),
};
