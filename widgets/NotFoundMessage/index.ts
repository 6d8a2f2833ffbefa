import type { WidgetDefinition } from '../../runtime/render/types';
import type { NotFoundMessageProps } from '../../domain/widgetProps/NotFoundMessage';

// The 404 message (SPEC section 8: 'This page could not be found') with a link home.
export const notFoundMessageWidget: WidgetDefinition<NotFoundMessageProps> = {
  name: 'NotFoundMessage',
  load: () => import('./NotFoundMessage'),
};
