import type { WidgetDefinition } from '../../runtime/render/types';
import type { UserTransferProps } from '../../domain/widgetProps/UserTransfer';

// office/transfer (SPEC section 7): moving the account to another brand of this platform: the bound phone and a captcha, the SMS code, then the target brand.
export const userTransferWidget: WidgetDefinition<UserTransferProps> = {
  name: 'UserTransfer',
  load: () => import('./UserTransfer'),
};
