import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { TextField } from '../shared/FormFields';
import type { SecurityPanelProps } from './props';
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
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const result = await userConfig.changePassword({ oldPassword, newPassword });
    setBusy(false);
    if (result.ok) {
      setOldPassword('');
      setNewPassword('');
      setStatus({ ok: true, message: t('office:password_changed') });
      // The server ended every session: the check finds the visitor signed out.
      void session.check();
    } else {
      setStatus({ ok: false, message: result.message });
    }
  };

  return (
    <form className="form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId}>{t('office:password_change_title')}</h2>
      <TextField
        label={t('office:old_password')}
        type="password"
        value={oldPassword}
        onChange={setOldPassword}
        autoComplete="current-password"
        required
      />
      <TextField
        label={t('office:new_password')}
        type="password"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        required
      />
      {status && (
        <p className={status.ok ? 'form__success' : 'form__error'} role="status">
          {status.message}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('office:password_change_submit')}
        </button>
      </div>
    </form>
  );
});

export default observer(SecurityPanel);
