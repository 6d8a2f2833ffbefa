import type { WidgetDefinition } from '../../runtime/render/types';
import type { OddsFormatSwitchProps } from '../../domain/widgetProps/OddsFormatSwitch';

// The coefficient view picker (SPEC section 9 ids, SPEC section 5 allowed list); `odds` dictionary.
export const oddsFormatSwitchWidget: WidgetDefinition<OddsFormatSwitchProps> = {
  name: 'OddsFormatSwitch',
  load: () => import('./OddsFormatSwitch'),
};
