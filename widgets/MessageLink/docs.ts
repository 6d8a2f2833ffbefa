import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about MessageLink: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'MessageLink',
  description:
    'user/accountverify, user/activate, user/activatefast and user/stopnewsletter (SPEC section 2 user pages): posts the token of the e-mail link that opened the page (activation, or newsletter opt-out) and says the result; without a token it explains where the link comes from.',
  props: {
    link: 'accountverify (confirm the e-mail address) or stopnewsletter (no news by e-mail)',
    offerPhoneBinding:
      'user/activate and user/activatefast: also offer a signed-in customer to bind a phone under security, which activates the account',
  },
  examples: [
    { title: 'As on user/accountverify', props: { link: 'accountverify' } },
    { title: 'As on user/stopnewsletter', props: { link: 'stopnewsletter' } },
    {
      title: 'As on user/activate',
      props: { link: 'accountverify', offerPhoneBinding: true },
    },
  ],
};
