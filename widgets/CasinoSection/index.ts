import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoSectionProps } from '../../domain/widgetProps/CasinoSection';

// A casino section's games (SPEC section 2): skeletons while loading, provider filter, search,
// subcategories, favourite stars and "show more".
export const casinoSectionWidget: WidgetDefinition<CasinoSectionProps> = {
  name: 'CasinoSection',
  load: () => import('./CasinoSection'),
};
