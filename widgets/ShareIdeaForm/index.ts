import type { WidgetDefinition } from '../../runtime/render/types';
import type { ShareIdeaFormProps } from '../../domain/widgetProps/ShareIdeaForm';

// office/share-idea: an idea the customer sends to the operators.
export const shareIdeaFormWidget: WidgetDefinition<ShareIdeaFormProps> = {
  name: 'ShareIdeaForm',
  load: () => import('./ShareIdeaForm'),
};
