import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { CaptchaPromptProps } from '../../domain/widgetProps/CaptchaPrompt';

// The dialog and its form load when a call first asks for a captcha: every page places this
// widget (the header), few ever show it.
const CaptchaDialog = lazy(() => import('./CaptchaDialog'));

/** Shown while the API client waits for a captcha answer (the store holds the request). */
function CaptchaPrompt(_: WidgetRenderProps<CaptchaPromptProps>) {
  const { captcha } = useStores();
  if (!captcha.needed) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaDialog />
    </Suspense>
  );
}

export default observer(CaptchaPrompt);
