import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { CookieSettingsProps } from '../../domain/widgetProps/CookieSettings';
import '../shared/forms.css';
import './CookieSettings.css';
import { FormActions } from '../shared/FormFields';

/** The anchor the consent notice's Settings button opens (/{lng}/cookies#cookie-settings). */
export const COOKIE_SETTINGS_ANCHOR = 'cookie-settings';

function CookieSettings(_: WidgetRenderProps<CookieSettingsProps>) {
  const { t } = useTranslation();
  const { consent, notifications } = useStores();
  const titleId = useId();
  const [functional, setFunctional] = useState(consent.functional);
  const [marketing, setMarketing] = useState(consent.marketing);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // The consent notice's Settings button opens /{lng}/cookies#cookie-settings: bring it in view.
  useEffect(() => {
    if (hash !== `#${COOKIE_SETTINGS_ANCHOR}`) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [hash]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    consent.choose({ functional, marketing });
    notifications.notify({
      id: 'cookie-settings-saved',
      kind: 'toast',
      level: 'success',
      textKey: 'main:cookie_settings_saved',
    });
  };

  const choices = [
    {
      key: 'necessary',
      label: 'main:cookie_settings_necessary',
      hint: 'main:cookie_settings_necessary_hint',
      checked: true,
      disabled: true,
      set: () => undefined,
    },
    {
      key: 'functional',
      label: 'main:cookie_settings_functional',
      hint: 'main:cookie_settings_functional_hint',
      checked: functional,
      disabled: false,
      set: setFunctional,
    },
    {
      key: 'marketing',
      label: 'main:cookie_settings_marketing',
      hint: 'main:cookie_settings_marketing_hint',
      checked: marketing,
      disabled: false,
      set: setMarketing,
    },
  ];

  return (
    <section
      ref={section}
      id={COOKIE_SETTINGS_ANCHOR}
      className="cookie-settings"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="cookie-settings__title">
        {t('main:cookie_settings_title')}
      </h2>
      <p className="form__hint">{t('main:cookie_settings_intro')}</p>
      <form className="form" onSubmit={save}>
        {choices.map((choice) => (
          <label key={choice.key} className="cookie-settings__choice">
            <input
              type="checkbox"
              checked={choice.checked}
              disabled={choice.disabled}
              onChange={(event) => choice.set(event.target.checked)}
              aria-describedby={`${titleId}-${choice.key}`}
            />
            <span className="cookie-settings__text">
              <span className="cookie-settings__label">{t(choice.label)}</span>
              <span id={`${titleId}-${choice.key}`} className="form__hint">
                {t(choice.hint)}
              </span>
            </span>
          </label>
        ))}
        <FormActions submit={t('main:cookie_settings_save')} />
      </form>
    </section>
  );
}

export default observer(CookieSettings);
