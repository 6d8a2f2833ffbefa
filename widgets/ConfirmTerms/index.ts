import type { WidgetDefinition } from '../../runtime/render/types';
import type { ConfirmTermsProps } from '../../domain/widgetProps/ConfirmTerms';

// confirm-terms (SPEC section 4 "Terms", section 8 451 exception_code 1): the customer accepts the
// changed terms and rules, then goes on.
export const confirmTermsWidget: WidgetDefinition<ConfirmTermsProps> = {
  name: 'ConfirmTerms',
  load: () => import('./ConfirmTerms'),
};
