import type { WidgetDefinition } from '../../runtime/render/types';
import type { AccountConversionProps } from '../../domain/widgetProps/AccountConversion';

// office/conversion (SPEC section 4): the customer's accounts in the brand's legacy currency, what each converts to at the stated rate, and the conversion.
export const accountConversionWidget: WidgetDefinition<AccountConversionProps> = {
  name: 'AccountConversion',
  load: () => import('./AccountConversion'),
};
