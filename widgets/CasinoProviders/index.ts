import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoProvidersProps } from '../../domain/widgetProps/CasinoProviders';

// The game providers with their game counts (SPEC section 2 providers).
export const casinoProvidersWidget: WidgetDefinition<CasinoProvidersProps> = {
  name: 'CasinoProviders',
  load: () => import('./CasinoProviders'),
};
