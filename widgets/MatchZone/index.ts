import type { WidgetDefinition } from '../../runtime/render/types';
import type { MatchZoneProps } from '../../domain/widgetProps/MatchZone';

// The live match zone of a game page: the match tracker in the place of video (SPEC section 3
// Global state zoneState, isMoveVideoOnScroll).
export const matchZoneWidget: WidgetDefinition<MatchZoneProps> = {
  name: 'MatchZone',
  load: () => import('./MatchZone'),
};
