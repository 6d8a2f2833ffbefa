import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useLazyStore, useStores } from '../shared/stores';
import { pushOptInStore } from '../../stores/pwa/PushOptInStore';
import type { AppSettingsProps } from '../../domain/widgetProps/AppSettings';
import '../shared/forms.css';
import { FormNote } from '../shared/FormFields';

function AppSettings(_: WidgetRenderProps<AppSettingsProps>) {
  const { t } = useTranslation();
  const { config, installPrompt } = useStores();
  const pushOptIn = useLazyStore(pushOptInStore);
  const titleId = useId();
  const [installAnswer, setInstallAnswer] = useState<string | null>(null);
  if (config.config.isPwa !== true) return null;

  const install = async () => {
    const outcome = await installPrompt.install();
    setInstallAnswer(outcome === 'accepted' ? 'pwa:install_done' : null);
  };
  const push = pushOptIn.state;

  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pwa:app_settings_title')}</h2>
      <h3>{t('pwa:install_title')}</h3>
      <p>{t('pwa:install_text')}</p>
      {installPrompt.available ? (
        <div>
          <button type="button" className="button button--primary" onClick={() => void install()}>
            {t('pwa:install_action')}
          </button>
        </div>
      ) : (
        <p role="status">
          {t(installPrompt.installed ? 'pwa:install_done' : 'pwa:install_unavailable')}
        </p>
      )}
      {installAnswer && <p role="status">{t(installAnswer)}</p>}

      <h3>{t('pwa:push_title')}</h3>
      <p>{t('pwa:push_text')}</p>
      {push === 'unsupported' || push === 'denied' ? (
        <p role="status">{t(push === 'denied' ? 'pwa:push_denied' : 'pwa:push_unsupported')}</p>
      ) : (
        <>
          <p role="status">{t(push === 'on' ? 'pwa:push_on' : 'pwa:push_off')}</p>
          <div>
            <button
              type="button"
              className={push === 'on' ? 'button' : 'button button--primary'}
              disabled={pushOptIn.busy || push === 'checking'}
              onClick={() => void (push === 'on' ? pushOptIn.disable() : pushOptIn.enable())}
            >
              {t(push === 'on' ? 'pwa:push_disable' : 'pwa:push_enable')}
            </button>
          </div>
        </>
      )}
      {pushOptIn.failed && <FormNote>{t('pwa:push_failed')}</FormNote>}
    </section>
  );
}

export default observer(AppSettings);
