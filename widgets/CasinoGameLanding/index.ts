import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoGameLandingProps } from '../../domain/widgetProps/CasinoGameLanding';

// A game's landing page (games-landing/{landingRoute}): its art, facts and the ways to play.
export const casinoGameLandingWidget: WidgetDefinition<CasinoGameLandingProps> = {
  name: 'CasinoGameLanding',
  load: () => import('./CasinoGameLanding'),
};
