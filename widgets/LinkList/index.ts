import type { WidgetDefinition } from '../../runtime/render/types';
import type { LinkListProps } from '../../domain/widgetProps/LinkList';

// A list of links to routes, optionally a labelled navigation landmark.
export const linkListWidget: WidgetDefinition<LinkListProps> = {
  name: 'LinkList',
  load: () => import('./LinkList'),
};
