import type { WidgetDefinition } from '../../runtime/render/types';
import { propsSchema, type ParagraphProps } from './props';

// One paragraph of plain dictionary text.
export const paragraphWidget: WidgetDefinition<ParagraphProps> = {
  name: 'Paragraph',
  load: () => import('./Paragraph'),
  propsSchema,
};
