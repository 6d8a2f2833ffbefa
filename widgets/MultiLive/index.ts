import type { WidgetDefinition } from '../../runtime/render/types';
import type { MultiLiveProps } from '../../domain/widgetProps/MultiLive';

// Several live games side by side (SPEC section 2: multi).
export const multiLiveWidget: WidgetDefinition<MultiLiveProps> = {
  name: 'MultiLive',
  load: () => import('./MultiLive'),
};
