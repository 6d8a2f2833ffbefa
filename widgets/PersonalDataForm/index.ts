import type { WidgetDefinition } from '../../runtime/render/types';
import type { PersonalDataFormProps } from '../../domain/widgetProps/PersonalDataForm';

// office/account: the personal data of SPEC section 3 "Personal data fields", read and saved.
export const personalDataFormWidget: WidgetDefinition<PersonalDataFormProps> = {
  name: 'PersonalDataForm',
  load: () => import('./PersonalDataForm'),
};
