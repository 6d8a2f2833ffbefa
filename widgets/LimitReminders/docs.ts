import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about LimitReminders: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'LimitReminders',
  description:
    'On every page of a layout: the reality-check reminder that must be acknowledged (time played and net result), and the notice after the session limit signed the customer out (SPEC sections 4 and 8: main_session_limit_ended, main_session_limit_visit_tomorrow).',
  props: {},
  examples: [
    {
      title: 'As on default',
      props: {},
    },
  ],
};
