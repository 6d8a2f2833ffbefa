import type { WidgetDefinition } from '../../runtime/render/types';
import type { RouteDebuggerProps } from '../../domain/widgetProps/RouteDebugger';

// debugger (non-production): a route's id, params, guards and their outcome, the rule context and
// the remote parts of its page.
export const routeDebuggerWidget: WidgetDefinition<RouteDebuggerProps> = {
  name: 'RouteDebugger',
  load: () => import('./RouteDebugger'),
};
