import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CaptchaPrompt: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CaptchaPrompt',
  description:
    'SPEC section 8: HTTP 400 with captcha codes 100, 111, 112, 113 shows the captcha; the answer lets the API client retry the request with the captcha header.',
  props: {},
  examples: [
    {
      title: 'As on header',
      props: {},
    },
  ],
};
