import type { WidgetDefinition } from '../../runtime/render/types';
import type { SocialSignInProps } from '../../domain/widgetProps/SocialSignIn';

// Sign-in with an account at an OpenID provider the brand offers (SPEC section 7 "Social sign-in").
export const socialSignInWidget: WidgetDefinition<SocialSignInProps> = {
  name: 'SocialSignIn',
  load: () => import('./SocialSignIn'),
};
