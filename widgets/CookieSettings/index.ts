import type { WidgetDefinition } from '../../runtime/render/types';
import type { CookieSettingsProps } from '../../domain/widgetProps/CookieSettings';

// The cookie consent settings view (SPEC section 5): which cookies the visitor agrees to, on the
// cookies page (linked from the footer and from the consent notice).
export const cookieSettingsWidget: WidgetDefinition<CookieSettingsProps> = {
  name: 'CookieSettings',
  load: () => import('./CookieSettings'),
};
