import type { WidgetDefinition } from '../../runtime/render/types';
import type { CyberDisciplinesProps } from '../../domain/widgetProps/CyberDisciplines';

// Esports disciplines of a cyber type (SPEC section 2: cyber and esports, real|virtual|stream).
export const cyberDisciplinesWidget: WidgetDefinition<CyberDisciplinesProps> = {
  name: 'CyberDisciplines',
  load: () => import('./CyberDisciplines'),
};
