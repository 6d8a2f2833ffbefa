import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useNavigate } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import {
  defaultCountryId,
  nationalDigits,
  telCodeDigits,
  telCodeOfCountry,
} from '../../domain/auth/countries';
import { passwordUserInputs } from '../../domain/auth/passwordStrength';
import type { ActionResult } from '../../stores/actionResult';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { ModalDialog } from '../shared/ModalDialog';
import { useFailureText } from '../shared/failureText';
import { RadioGroup, EmailField, OneTimeCodeField, FormActions } from '../shared/FormFields';
import { PhoneFields } from '../shared/PhoneFields';
import { NewPasswordField, newPasswordRule } from '../shared/NewPasswordField';
import type { PasswordRecoveryProps } from '../../domain/widgetProps/PasswordRecovery';
import '../shared/forms.css';

type Channel = 'email' | 'phone';

function PasswordRecovery({ props }: WidgetRenderProps<PasswordRecoveryProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const passwordRecovery = useStores().passwordRecovery.loaded;
  // Leaving drops showForgotPasswordModal from the URL, so the modal does not come back.
  const home = () => {
    passwordRecovery.close();
    navigate(localizedPath(lng, ''), { replace: true });
  };

  const isModal = props.variant === 'modal';
  useEffect(() => {
    if (!isModal) return;
    passwordRecovery.open();
    return passwordRecovery.close;
  }, [isModal, passwordRecovery]);

  if (isModal) {
    return (
      <ModalDialog title={t('auth:recovery_title')} closeLabel={t('auth:close')} onClose={home}>
        <RecoverySteps onFinish={home} />
      </ModalDialog>
    );
  }
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('auth:recovery_title')}</h1>
      <RecoverySteps onFinish={home} />
    </section>
  );
}

const RecoverySteps = observer(function RecoverySteps(p: { onFinish: () => void }) {
  const { t } = useTranslation();
  const wordFailure = useFailureText();
  const { passwordRecovery, config } = useStores();
  const recovery = passwordRecovery.loaded;
  const nameId = useId();
  const [channel, setChannel] = useState<Channel>('email');
  const [v, setV] = useState(() => ({
    email: '',
    // The brand's country gives the calling code; '+' is optional (SPEC section 7 "Phone countries").
    phoneCode: telCodeOfCountry(defaultCountryId(config.config.geoCountryId)),
    phone: '',
    code: '',
    password: '',
  }));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (name: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [name]: value }));
  const step = recovery.step;

  // Shows what an action answered, in the page language; the store moves the step on success.
  const show = (result: ActionResult, success?: string) =>
    setMessage(
      result.ok
        ? success
          ? { ok: true, text: success }
          : null
        : { ok: false, text: wordFailure(result) },
    );

  const onRequest = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    show(
      await recovery.forgot(
        channel === 'email'
          ? { email: v.email.trim() }
          : { phone: nationalDigits(v.phone), phone_code: telCodeDigits(v.phoneCode) },
      ),
    );
  };

  const onCode = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const outcome = await recovery.checkCode(v.code.trim());
    if (outcome.ok) return;
    // SPEC section 4: a code expired before the time limit is time_up, otherwise wrong_code.
    setMessage({
      ok: false,
      text:
        outcome.result === 'error'
          ? wordFailure(outcome)
          : t(`auth:recovery_code_${outcome.result}`),
    });
  };

  // A password made of the e-mail or phone the code went to is weak too.
  const userInputs = passwordUserInputs([v.email, nationalDigits(v.phone)]);
  const onPassword = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (await newPasswordRule(v.password, userInputs)) {
      setMessage({ ok: false, text: wordFailure({ reason: 'weak_password', field: 'password' }) });
      return;
    }
    show(await recovery.reset(v.password));
  };

  const cancel = async () => {
    setMessage(null);
    await recovery.cancel();
    p.onFinish();
  };

  const resend = async () => {
    setMessage(null);
    show(await recovery.resend(), t('auth:recovery_code_resent'));
  };

  const feedback: ReactNode = message && (
    <p
      className={message.ok ? 'form__success' : 'form__error'}
      role={message.ok ? 'status' : 'alert'}
    >
      {message.text}
    </p>
  );

  if (step === 'saved') {
    return (
      <div className="form">
        <p className="form__success" role="status">
          {t('auth:recovery_saved')}
        </p>
        <div className="form__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              recovery.close();
              p.onFinish();
            }}
          >
            {t('auth:recovery_done')}
          </button>
        </div>
      </div>
    );
  }

  if (step === 'request') {
    return (
      <form className="form" onSubmit={(e) => void onRequest(e)} noValidate>
        <RadioGroup
          legend={t('auth:recovery_channel')}
          name={`${nameId}-channel`}
          value={channel}
          onChange={(c) => setChannel(c as Channel)}
          options={[
            { value: 'email', label: t('auth:recovery_by_email') },
            { value: 'phone', label: t('auth:recovery_by_phone') },
          ]}
        />
        {channel === 'email' ? (
          <EmailField
            label={t('auth:email_label')}
            value={v.email}
            onChange={set('email')}
            required
          />
        ) : (
          <PhoneFields
            phoneCode={v.phoneCode}
            onPhoneCode={set('phoneCode')}
            phone={v.phone}
            onPhone={set('phone')}
          />
        )}
        {feedback}
        <FormActions submit={t('auth:recovery_send_code')} disabled={recovery.busy} />
      </form>
    );
  }

  const actions = (
    <div className="form__actions">
      <button type="button" className="button" onClick={() => void resend()}>
        {t('auth:recovery_resend')}
      </button>
      <button type="button" className="button" onClick={() => void cancel()}>
        {t('auth:recovery_cancel')}
      </button>
    </div>
  );

  if (step === 'code') {
    return (
      <form className="form" onSubmit={(e) => void onCode(e)} noValidate>
        <p className="form__hint" role="status">
          {t('auth:recovery_code_sent')}
        </p>
        <OneTimeCodeField
          label={t('auth:recovery_code_label')}
          value={v.code}
          onChange={set('code')}
          required
        />
        {feedback}
        <FormActions submit={t('auth:recovery_check_code')} disabled={recovery.busy} />
        {actions}
      </form>
    );
  }

  return (
    <form className="form" onSubmit={(e) => void onPassword(e)} noValidate>
      <NewPasswordField
        label={t('auth:new_password_label')}
        value={v.password}
        onChange={set('password')}
        userInputs={userInputs}
      />
      {feedback}
      <FormActions submit={t('auth:recovery_save_password')} disabled={recovery.busy} />
      {actions}
    </form>
  );
});

export default observer(PasswordRecovery);
