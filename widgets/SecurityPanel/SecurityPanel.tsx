import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { PasswordField, FormNote, FormActions } from '../shared/FormFields';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import { failurePlaces } from '../shared/failurePlaces';
import type { SecurityPanelProps } from '../../domain/widgetProps/SecurityPanel';
import { PhoneBinding } from './PhoneBinding';
import '../shared/forms.css';
import './SecurityPanel.css';

/** SPEC section 3 "User config" protection_methods. */
const METHODS = [
  'is_changed_password',
  'enable_two_factor_auth',
  'enable_phone_binding',
  'enable_security_question',
  'enable_email_auth',
] as const;

function SecurityPanel(_: WidgetRenderProps<SecurityPanelProps>) {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  const titleId = useId();
  const levelId = useId();

  useEffect(() => {
    void userConfig.load();
  }, [userConfig]);

  const level = userConfig.protectionLevel;
  const levelClass = userConfig.protectionClass;
  const methods = userConfig.protectionMethods;
  return (
    <section className="office-panel security-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:security_title')}</h1>
      {userConfig.isInstalled && (
        <>
          <h2 id={levelId}>{t('office:protection_level')}</h2>
          <div className="security-panel__level" data-class={levelClass}>
            <meter
              aria-labelledby={levelId}
              min={0}
              max={100}
              low={31}
              high={70}
              optimum={100}
              value={level}
            />
            <span>
              {t('office:protection_value', { level })} —{' '}
              {t(`office:protection_class_${levelClass}`)}
            </span>
          </div>
          <h2>{t('office:protection_methods')}</h2>
          <ul className="security-panel__methods">
            {METHODS.map((m) => {
              const on = methods[m];
              return (
                <li key={m} data-enabled={on}>
                  {t(`office:method_${m}`)}: {t(on ? 'office:method_on' : 'office:method_off')}
                </li>
              );
            })}
          </ul>
          <PhoneBinding />
        </>
      )}
      <PasswordChange />
    </section>
  );
}

const PasswordChange = observer(function PasswordChange() {
  const { t } = useTranslation();
  const { userConfig, session } = useStores();
  const titleId = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<
    { ok: true } | { ok: false; failure: WordableFailure } | null
  >(null);
  const failureText = useFailureText();
  // A refusal about one of the two passwords is shown at that field, any other below the form.
  const failure = status && !status.ok ? status.failure : null;
  const { fieldError, formError } = failurePlaces(
    failure,
    ['old_password', 'new_password'],
    failureText,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const result = await userConfig.changePassword({ oldPassword, newPassword });
    setBusy(false);
    if (result.ok) {
      setOldPassword('');
      setNewPassword('');
      setStatus({ ok: true });
      // The server ended every session: the check finds the visitor signed out.
      void session.check();
    } else {
      setStatus({ ok: false, failure: result });
    }
  };

  return (
    <form className="form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId}>{t('office:password_change_title')}</h2>
      <PasswordField
        label={t('office:old_password')}
        value={oldPassword}
        onChange={setOldPassword}
        autoComplete="current-password"
        required
        error={fieldError('old_password')}
      />
      <PasswordField
        label={t('office:new_password')}
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        required
        error={fieldError('new_password')}
      />
      {status?.ok && <FormNote kind="success">{t('office:password_changed')}</FormNote>}
      {formError && (
        <p className="form__error" role="status">
          {formError}
        </p>
      )}
      <FormActions submit={t('office:password_change_submit')} disabled={busy} />
    </form>
  );
});

export default observer(SecurityPanel);
