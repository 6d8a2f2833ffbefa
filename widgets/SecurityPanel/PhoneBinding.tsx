import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { nationalDigits, telCodeDigits, telCodeOfCountry } from '../../domain/auth/countries';
import type { ActionResult } from '../../stores/actionResult';
import { useStores } from '../shared/stores';
import { FormNote, OneTimeCodeField, FormActions } from '../shared/FormFields';
import { PhoneFields } from '../shared/PhoneFields';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import { failurePlaces } from '../shared/failurePlaces';

/** What the customer is doing: binding a first phone, changing the bound one, or unbinding it. */
type Mode = 'bind' | 'change' | 'unbind' | null;

/**
 * Phone binding (SPEC section 4 "Phone bind"): bind a phone with the code sent to it; change it
 * with codes to both numbers; unbind it with a code to the bound number.
 */
export const PhoneBinding = observer(function PhoneBinding() {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  const titleId = useId();
  const failureText = useFailureText();
  const config = userConfig.config;
  const boundNational = config?.phone_number ?? null;
  const boundCode = config?.phone_code ?? null;
  const [mode, setMode] = useState<Mode>(null);
  // Untouched, the calling code is the customer's country's.
  const [typedCode, setPhoneCode] = useState<string | null>(null);
  const phoneCode = typedCode ?? telCodeOfCountry(config?.user_country_id ?? 0);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [sent, setSent] = useState({ next: false, current: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WordableFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const active: Mode = boundNational === null ? 'bind' : mode;
  const typedPhone = () => ({
    phoneCode: telCodeDigits(phoneCode),
    phone: nationalDigits(phone),
  });

  const run = async (action: () => Promise<ActionResult>, after: () => void) => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    const result = await action();
    setBusy(false);
    if (result.ok) after();
    else setFailure(result);
  };

  const sendToNew = () =>
    void run(
      () => userConfig.sendPhoneCode(typedPhone()),
      () => setSent((s) => ({ ...s, next: true })),
    );
  const sendToBound = () =>
    void run(
      () => userConfig.sendPhoneCode(),
      () => setSent((s) => ({ ...s, current: true })),
    );

  const finish = (message: string) => {
    setMode(null);
    setPhone('');
    setCode('');
    setCurrentCode('');
    setSent({ next: false, current: false });
    setDone(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active === 'unbind') {
      void run(
        () => userConfig.unbindPhone(currentCode.trim()),
        () => finish(t('office:phone_unbound')),
      );
      return;
    }
    void run(
      () =>
        userConfig.bindPhone({
          ...typedPhone(),
          code: code.trim(),
          ...(active === 'change' ? { currentCode: currentCode.trim() } : {}),
        }),
      () => finish(t('office:phone_bound')),
    );
  };

  // A number another account holds: registration's wording ("sign in or recover") would mislead.
  const worded = (refusal: WordableFailure) =>
    refusal.reason === 'phone_taken' ? t('office:phone_bind_taken') : failureText(refusal);
  const { fieldError, formError } = failurePlaces(
    failure,
    ['code', 'current_code', 'phone-number', 'phone-code'],
    worded,
  );

  return (
    <section className="security-panel__phone" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('office:phone_binding_title')}</h2>
      {boundNational !== null && (
        <p data-testid="bound-phone">
          {t('office:phone_bound_to', { phone: `+${boundCode ?? ''} ${boundNational}` })}
        </p>
      )}
      {done && <FormNote kind="success">{done}</FormNote>}
      {boundNational !== null && active === null && (
        <div className="form__actions">
          <button type="button" className="button" onClick={() => setMode('change')}>
            {t('office:phone_change')}
          </button>
          <button type="button" className="button" onClick={() => setMode('unbind')}>
            {t('office:phone_unbind')}
          </button>
        </div>
      )}
      {active !== null && (
        <form className="form" onSubmit={submit} noValidate>
          {(active === 'change' || active === 'unbind') && (
            <>
              <div className="form__actions">
                <button type="button" className="button" onClick={sendToBound} disabled={busy}>
                  {t(sent.current ? 'office:phone_resend_bound' : 'office:phone_send_bound')}
                </button>
              </div>
              <OneTimeCodeField
                label={t('office:phone_bound_code')}
                value={currentCode}
                onChange={setCurrentCode}
                required
                error={fieldError(active === 'unbind' ? 'code' : 'current_code')}
              />
            </>
          )}
          {(active === 'bind' || active === 'change') && (
            <>
              <PhoneFields
                phoneCode={phoneCode}
                onPhoneCode={setPhoneCode}
                phone={phone}
                onPhone={setPhone}
                phoneLabel={t(active === 'change' ? 'office:phone_new' : 'auth:phone_label')}
                codeError={fieldError('phone-code')}
                phoneError={fieldError('phone-number')}
              />
              <div className="form__actions">
                <button type="button" className="button" onClick={sendToNew} disabled={busy}>
                  {t(sent.next ? 'auth:sms_resend' : 'auth:sms_send')}
                </button>
              </div>
              {sent.next && <FormNote kind="hint">{t('auth:sms_sent')}</FormNote>}
              <OneTimeCodeField
                label={t('auth:sms_code_label')}
                value={code}
                onChange={setCode}
                required
                error={fieldError('code')}
              />
            </>
          )}
          {formError && <FormNote>{formError}</FormNote>}
          <FormActions submit={t(`office:phone_submit_${active}`)} disabled={busy}>
            {active !== 'bind' && (
              <button type="button" className="button" onClick={() => setMode(null)}>
                {t('office:phone_cancel')}
              </button>
            )}
          </FormActions>
        </form>
      )}
    </section>
  );
});
