import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { oneTapPromptShown } from '../../stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { OneTapPromptProps } from '../../domain/widgetProps/OneTapPrompt';
import '../shared/forms.css';
import './OneTapPrompt.css';

function OneTapPrompt(_: WidgetRenderProps<OneTapPromptProps>) {
  const { t } = useTranslation();
  const stores = useStores();
  const social = stores.social.loaded;
  const language = useCurrentLanguage();
  const titleId = useId();

  useEffect(() => {
    void social.loadProviders();
  }, [social]);

  const provider = social.oneTapProvider;
  // After the age notice, before the cookie question (stores/notices/noticesWiring.ts).
  if (!provider || !oneTapPromptShown(stores)) return null;
  return (
    <aside className="one-tap-prompt" aria-labelledby={titleId}>
      <div className="one-tap-prompt__text">
        <h2 id={titleId}>{t('social:one_tap_title', { provider: provider.name })}</h2>
        <p>{t('social:one_tap_text')}</p>
      </div>
      <div className="form__actions">
        <a
          className="button button--primary"
          href={social.startUrl(provider.id, 'sign_in', { language })}
        >
          {t('social:continue_with', { provider: provider.name })}
        </a>
        <button type="button" className="button" onClick={social.dismissOneTap}>
          {t('social:one_tap_dismiss')}
        </button>
      </div>
    </aside>
  );
}

export default observer(OneTapPrompt);
