import type { WidgetDefinition } from '../../runtime/render/types';
import type { PasswordRecoveryProps } from '../../domain/widgetProps/PasswordRecovery';

// Password recovery by e-mail or phone (SPEC section 4 "Password recovery"): request, code, new
// password, saved, with resend and cancel; as the forgot-password modal or as a page.
export const passwordRecoveryWidget: WidgetDefinition<PasswordRecoveryProps> = {
  name: 'PasswordRecovery',
  load: () => import('./PasswordRecovery'),
};
