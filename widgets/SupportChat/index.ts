import type { WidgetDefinition } from '../../runtime/render/types';
import type { SupportChatProps } from '../../domain/widgetProps/SupportChat';

// On every page of a layout: the support chat button of a signed-in customer; the chat itself is
// loaded on its first opening and can be shown or hidden (SPEC section 4).
export const supportChatWidget: WidgetDefinition<SupportChatProps> = {
  name: 'SupportChat',
  load: () => import('./SupportChat'),
};
