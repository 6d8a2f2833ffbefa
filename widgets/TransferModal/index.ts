import type { WidgetDefinition } from '../../runtime/render/types';
import type { TransferModalProps } from '../../domain/widgetProps/TransferModal';

// On every page of a layout: a customer whose account belongs to another brand (office) is asked to move there (SPEC section 6), leading into office/transfer.
export const transferModalWidget: WidgetDefinition<TransferModalProps> = {
  name: 'TransferModal',
  load: () => import('./TransferModal'),
};
