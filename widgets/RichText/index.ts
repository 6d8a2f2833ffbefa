import type { WidgetDefinition } from '../../runtime/render/types';
import type { RichTextProps } from '../../domain/widgetProps/RichText';

// Several paragraphs of plain dictionary text, split on blank lines; never HTML.
export const richTextWidget: WidgetDefinition<RichTextProps> = {
  name: 'RichText',
  load: () => import('./RichText'),
};
