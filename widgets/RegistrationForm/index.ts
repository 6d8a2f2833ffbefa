import type { WidgetDefinition } from '../../runtime/render/types';
import type { RegistrationFormProps } from '../../domain/widgetProps/RegistrationForm';

// Registration (SPEC section 2 "Registration", section 3 "Registration payload", section 4
// "Registration choices"): the four types, country, currency, promo code and bonus choice; after
// one-click registration the generated ID and password with the credential-save choices.
export const registrationFormWidget: WidgetDefinition<RegistrationFormProps> = {
  name: 'RegistrationForm',
  load: () => import('./RegistrationForm'),
};
