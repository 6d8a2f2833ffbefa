import type { WidgetDefinition } from '../../runtime/render/types';
import type { CaptchaPromptProps } from '../../domain/widgetProps/CaptchaPrompt';

// SPEC section 8: HTTP 400 with captcha codes 100, 111, 112, 113 shows the captcha; the answer
// lets the API client retry the request with the captcha header.
export const captchaPromptWidget: WidgetDefinition<CaptchaPromptProps> = {
  name: 'CaptchaPrompt',
  load: () => import('./CaptchaPrompt'),
};
