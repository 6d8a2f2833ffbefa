import type { WidgetDefinition } from '../../runtime/render/types';
import type { SportsSettingsMenuProps } from '../../domain/widgetProps/SportsSettingsMenu';

// A button that opens the display settings of the sports pages: its 'items' slot holds the
// settings widgets (OddsFormatSwitch, ThemeSwitch, ViewSettings), marked lazy so they load when
// first opened. Texts in the `coupon` dictionary.
export const sportsSettingsMenuWidget: WidgetDefinition<SportsSettingsMenuProps> = {
  name: 'SportsSettingsMenu',
  load: () => import('./SportsSettingsMenu'),
};
