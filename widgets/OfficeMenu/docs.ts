import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about OfficeMenu: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'OfficeMenu',
  description:
    'The office side menu, the body of the remote part office-menu: one list of entries (icon, label, optional json-logic rule, optional badge), the open page marked.',
  props: {
    labelKey: "Dictionary key of the navigation landmark's name.",
    items:
      'The entries: route path relative to /{lng}/, label key, icon, badge (messages: unread support replies, user_msg_count; verification: verification_pending_count), visibleIf (json-logic over the rule context and userConfig) and activeFor (path prefixes of sub-pages).',
  },
  examples: [
    {
      title: 'Two entries, one with the unread replies badge',
      props: {
        labelKey: 'office:menu_label',
        items: [
          { to: 'office/account', labelKey: 'office:nav_account', icon: 'user' },
          {
            to: 'office/payment/requests',
            labelKey: 'office:nav_payment_requests',
            icon: 'chat',
            badge: 'messages',
            activeFor: ['office/payment/create-request'],
          },
        ],
      },
    },
  ],
};
