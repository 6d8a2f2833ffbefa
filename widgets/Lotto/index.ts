import type { WidgetDefinition } from '../../runtime/render/types';
import type { LottoProps } from '../../domain/widgetProps/Lotto';

// Lotteries (SPEC section 2 lotto/{sectionName?}/{lottoId?}): catalogue, results, ticket builder.
export const lottoWidget: WidgetDefinition<LottoProps> = {
  name: 'Lotto',
  load: () => import('./Lotto'),
};
