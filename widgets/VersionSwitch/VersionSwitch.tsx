import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { VersionSwitchProps } from '../../domain/widgetProps/VersionSwitch';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useStores } from '../shared/stores';

/**
 * SPEC section 2 "Other": `mobile` and `desktop` switch the version. The choice is remembered on
 * the device and the customer lands on the home page in that version (replacing this page in
 * the history, so Back does not switch again).
 */
export default function VersionSwitch({ props }: WidgetRenderProps<VersionSwitchProps>) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const navigate = useNavigate();
  const lng = useCurrentLanguage();
  useEffect(() => {
    ui.chooseVersion(props.version);
    void navigate(localizedPath(lng, ''), { replace: true });
  }, [ui, props.version, navigate, lng]);
  return (
    <section className="info-page" aria-live="polite">
      <h1>{t(props.titleKey)}</h1>
      <p>{t(props.textKey)}</p>
    </section>
  );
}
