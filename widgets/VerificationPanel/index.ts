import type { WidgetDefinition } from '../../runtime/render/types';
import type { VerificationPanelProps } from '../../domain/widgetProps/VerificationPanel';

// office/verification and office/identification: the review status, the upload and the documents.
export const verificationPanelWidget: WidgetDefinition<VerificationPanelProps> = {
  name: 'VerificationPanel',
  load: () => import('./VerificationPanel'),
};
