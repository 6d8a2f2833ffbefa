import type { WidgetDefinition } from '../../runtime/render/types';
import type { VerificationHandOffProps } from '../../domain/widgetProps/VerificationHandOff';

// verification/sumsub: where the verification provider hand-off continues.
export const verificationHandOffWidget: WidgetDefinition<VerificationHandOffProps> = {
  name: 'VerificationHandOff',
  load: () => import('./VerificationHandOff'),
};
