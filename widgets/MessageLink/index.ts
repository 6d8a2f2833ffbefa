import type { WidgetDefinition } from '../../runtime/render/types';
import type { MessageLinkProps } from '../../domain/widgetProps/MessageLink';

// user/accountverify and user/stopnewsletter (SPEC section 2 user pages): the page a message's
// link opens posts the link's token and says what happened.
export const messageLinkWidget: WidgetDefinition<MessageLinkProps> = {
  name: 'MessageLink',
  load: () => import('./MessageLink'),
};
