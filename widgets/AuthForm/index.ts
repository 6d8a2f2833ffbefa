import type { WidgetDefinition } from '../../runtime/render/types';
import type { AuthFormProps } from '../../domain/widgetProps/AuthForm';

// The sign-in form with the four forms of SPEC section 3 "Auth form", the remember flag, the
// captcha prompt when the server demands one and the auto-logoff notice.
export const authFormWidget: WidgetDefinition<AuthFormProps> = {
  name: 'AuthForm',
  load: () => import('./AuthForm'),
};
