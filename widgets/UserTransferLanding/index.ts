import type { WidgetDefinition } from '../../runtime/render/types';
import type { UserTransferLandingProps } from '../../domain/widgetProps/UserTransferLanding';

// The target brand's landing page of a user transfer: trades the one-time token of the URL fragment for a session, then opens the office.
export const userTransferLandingWidget: WidgetDefinition<UserTransferLandingProps> = {
  name: 'UserTransferLanding',
  load: () => import('./UserTransferLanding'),
};
