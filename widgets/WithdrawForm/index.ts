import type { WidgetDefinition } from '../../runtime/render/types';
import type { WithdrawFormProps } from '../../domain/widgetProps/WithdrawForm';

// office/deduce: a withdrawal from the active account; the provider may ask
// for its hosted page, else the request's status shows here.
export const withdrawFormWidget: WidgetDefinition<WithdrawFormProps> = {
  name: 'WithdrawForm',
  load: () => import('./WithdrawForm'),
};
