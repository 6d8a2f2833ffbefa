import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PasswordRecovery: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PasswordRecovery',
  description:
    'Password recovery by e-mail or phone (SPEC section 4 "Password recovery"): request, code, new password, saved, with resend and cancel; as the forgot-password modal or as a page.',
  props: {
    variant:
      "'modal': the forgot-password modal on home (closing it drops the query); 'page': user/passwordreset.",
  },
  examples: [
    {
      title: 'As on home',
      props: {
        variant: 'modal',
      },
    },
  ],
};
