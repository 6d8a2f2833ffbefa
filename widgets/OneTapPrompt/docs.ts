import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about OneTapPrompt: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'OneTapPrompt',
  description:
    "The one-tap social sign-in prompt for guests (SPEC sections 1 and 6): a small card offering the brand's one-tap provider (site config socialSignIn.oneTapProvider). 'Not now' hides it for 30 days in this browser. Place it with visibleIf on user.isAuthenticated being false.",
  props: {},
  examples: [{ title: 'As on home, for guests', props: {} }],
};
