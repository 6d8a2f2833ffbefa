import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoSearchProps } from '../../domain/widgetProps/CasinoSearch';

// Game search by name (SPEC section 2 casino-search): the text is the URL's ?q=.
export const casinoSearchWidget: WidgetDefinition<CasinoSearchProps> = {
  name: 'CasinoSearch',
  load: () => import('./CasinoSearch'),
};
