import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about RouteDebugger: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'RouteDebugger',
  description:
    'debugger (non-production): the current route, or the address in ?path=, with its id and params, its guards and their outcome, the rule context visibility rules see, and the remote parts of its page and layout with their rule and load status.',
  props: {},
  examples: [{ title: 'As on debugger', props: {} }],
};
