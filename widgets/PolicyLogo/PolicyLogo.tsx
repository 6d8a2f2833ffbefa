import { observer } from 'mobx-react-lite';
import { POLICY_LOGO_URL, shouldRequestPolicyLogo } from '../../domain';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { PolicyLogoProps } from '../../domain/widgetProps/PolicyLogo';

/** The image exists only to be requested; it is never shown (SPEC section 2). */
function PolicyLogo(_: WidgetRenderProps<PolicyLogoProps>) {
  const { config } = useStores();
  if (!shouldRequestPolicyLogo(config.config.geoCountryId)) return null;
  return <img src={POLICY_LOGO_URL} alt="" hidden width={1} height={1} />;
}

export default observer(PolicyLogo);
