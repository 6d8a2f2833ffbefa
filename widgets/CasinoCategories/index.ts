import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoCategoriesProps } from '../../domain/widgetProps/CasinoCategories';

// The casino category bar: the brand's sections in the brand's order (site config casinoLobby), those holding a game the customer can open.
export const casinoCategoriesWidget: WidgetDefinition<CasinoCategoriesProps> = {
  name: 'CasinoCategories',
  load: () => import('./CasinoCategories'),
};
