import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoThanksProps } from '../../domain/widgetProps/CasinoThanks';

// A section's thank-you page: thanks for playing, and the ways back to the games.
export const casinoThanksWidget: WidgetDefinition<CasinoThanksProps> = {
  name: 'CasinoThanks',
  load: () => import('./CasinoThanks'),
};
