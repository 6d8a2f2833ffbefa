import type { WidgetDefinition } from '../../runtime/render/types';
import type { OneTapPromptProps } from '../../domain/widgetProps/OneTapPrompt';

// The one-tap social sign-in prompt for guests (SPEC sections 1 and 6), dismissible and remembered.
export const oneTapPromptWidget: WidgetDefinition<OneTapPromptProps> = {
  name: 'OneTapPrompt',
  load: () => import('./OneTapPrompt'),
};
