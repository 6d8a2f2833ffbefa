import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { useAfterSignIn } from '../shared/useAfterSignIn';
import { useCloseDialog } from '../shared/DialogContext';
import { CodeFields } from '../shared/CodeFields';
import {
  TextField,
  PasswordField,
  CheckField,
  FormNote,
  OneTimeCodeField,
  FormActions,
} from '../shared/FormFields';
import { PhoneFields } from '../shared/PhoneFields';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import { limitDateText } from '../shared/limitTexts';
import type { AuthFormProps } from '../../domain/widgetProps/AuthForm';
import '../shared/a11y.css';
import '../shared/forms.css';
import { useSiteTime } from '../shared/siteTime';

/** SPEC section 3 "Auth form": the forms offered as tabs; the two-step form follows a sign-in. */
const SIGN_IN_FORMS = ['login_password', 'phone_password', 'sms'] as const;

function AuthForm({ props }: WidgetRenderProps<AuthFormProps>) {
  const { t } = useTranslation();
  const { session, authForm } = useStores();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const afterSignIn = useAfterSignIn();
  const closeDialog = useCloseDialog();
  const titleId = useId();
  // Secrets stay in the component: the store keeps only what SPEC "Auth form" lists.
  const [secret, setSecret] = useState({ password: '', phoneCode: '', code: '', twoStepCode: '' });
  const [busy, setBusy] = useState(false);
  // The refusal is kept, not its text: it is worded at render, in the page language.
  const [error, setError] = useState<{
    failure: WordableFailure & { endsAt?: number };
    fallbackKey: string;
  } | null>(null);
  const failureText = useFailureText();
  const [smsSent, setSmsSent] = useState(false);
  const form = authForm.currentForm;
  const setSecretField = (name: keyof typeof secret) => (value: string) =>
    setSecret((s) => ({ ...s, [name]: value }));

  const signIn = () => {
    const remember = authForm.remember;
    const phone = authForm.phone.trim();
    const phoneCode = secret.phoneCode.trim();
    switch (form) {
      case 'login_password':
        return session.login({ login: authForm.login.trim(), password: secret.password, remember });
      case 'phone_password':
        return session.loginByPhone({ phone, phoneCode, password: secret.password, remember });
      case 'sms':
        return session.loginBySms({ phone, phoneCode, code: secret.code.trim(), remember });
      case 'login_password_two_step_code':
        return session.loginTwoStep({ code: secret.twoStepCode.trim() });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await signIn();
    setBusy(false);
    if (result.ok) {
      setSecret({ password: '', phoneCode: '', code: '', twoStepCode: '' });
      authForm.setForm('login_password');
      afterSignIn();
    } else if ('twoStepRequired' in result) {
      authForm.setForm('login_password_two_step_code');
    } else {
      setError({ failure: result, fallbackKey: 'auth:sign_in_failed' });
    }
  };

  const sendSms = async () => {
    setError(null);
    const result = await session.sendSms({
      phoneNumber: authForm.phone.trim(),
      phoneCode: secret.phoneCode.trim(),
    });
    if (result.ok) setSmsSent(true);
    else setError({ failure: result, fallbackKey: 'auth:sms_failed' });
  };

  const Title = props.level === 2 ? 'h2' : 'h1';
  const showTitle = props.showTitle !== false;
  return (
    <section className="auth-form" aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle && <Title id={titleId}>{t('auth:sign_in_title')}</Title>}
      {session.autoLogoffNoticeShown && (
        <FormNote kind="hint">{t('auth:auto_logoff_notice')}</FormNote>
      )}
      {form !== 'login_password_two_step_code' && (
        <ul className="tabs" aria-label={t('auth:sign_in_with')}>
          {SIGN_IN_FORMS.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="button"
                aria-pressed={form === name}
                onClick={() => {
                  authForm.setForm(name);
                  setError(null);
                }}
              >
                {t(`auth:form_${name}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {form === 'login_password' && (
          <>
            <TextField
              label={t('auth:login_label')}
              name="login"
              value={authForm.login}
              onChange={authForm.setLogin}
              autoComplete="username"
              required
            />
            <PasswordField
              label={t('auth:password_label')}
              name="password"
              value={secret.password}
              onChange={setSecretField('password')}
              autoComplete="current-password"
              required
            />
          </>
        )}
        {(form === 'phone_password' || form === 'sms') && (
          <PhoneFields
            phoneCode={secret.phoneCode}
            onPhoneCode={setSecretField('phoneCode')}
            phone={authForm.phone}
            onPhone={authForm.setPhone}
            noCodeHint
          />
        )}
        {form === 'phone_password' && (
          <PasswordField
            label={t('auth:password_label')}
            value={secret.password}
            onChange={setSecretField('password')}
            autoComplete="current-password"
            required
          />
        )}
        {form === 'sms' && (
          <CodeFields
            channel="sms"
            codeSent={smsSent}
            onSend={() => void sendSms()}
            code={secret.code}
            onCodeChange={setSecretField('code')}
          />
        )}
        {form === 'login_password_two_step_code' && (
          <>
            <p className="form__hint">{t('auth:two_step_hint')}</p>
            <OneTimeCodeField
              label={t('auth:two_step_code_label')}
              value={secret.twoStepCode}
              onChange={setSecretField('twoStepCode')}
              required
            />
          </>
        )}
        {form !== 'login_password_two_step_code' && (
          <CheckField
            label={t('auth:remember_label')}
            checked={authForm.remember}
            onChange={authForm.setRemember}
          />
        )}
        {error && <FormNote>{failureText(error.failure, t(error.fallbackKey))}</FormNote>}
        {error?.failure.endsAt !== undefined && (
          <p className="form__hint" data-testid="sign-in-refused-until">
            {t('main:refused_until', { date: limitDateText(lng, error.failure.endsAt, zone) })}
          </p>
        )}
        <FormActions submit={t('auth:sign_in_submit')} disabled={busy} />
      </form>
      <p className="form__hint">
        <Link to={localizedPath(lng, 'user/forgotpassword')} onClick={() => closeDialog?.()}>
          {t('auth:forgot_password_link')}
        </Link>
      </p>
    </section>
  );
}

export default observer(AuthForm);
