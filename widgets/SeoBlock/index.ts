import type { WidgetDefinition } from '../../runtime/render/types';
import type { SeoBlockProps } from '../../domain/widgetProps/SeoBlock';

// The SEO text block under the page; route meta hideSeo hides it (SPEC section 2).
export const seoBlockWidget: WidgetDefinition<SeoBlockProps> = {
  name: 'SeoBlock',
  load: () => import('./SeoBlock'),
};
