import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoCashbackProps } from '../../domain/widgetProps/CasinoCashback';

// The office cashback page of a programme (SPEC section 2 office casino/vipcashback, casino/premiumcashback).
export const casinoCashbackWidget: WidgetDefinition<CasinoCashbackProps> = {
  name: 'CasinoCashback',
  load: () => import('./CasinoCashback'),
};
