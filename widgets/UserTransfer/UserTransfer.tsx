import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useLazyStore, useStores } from '../shared/stores';
import { userTransferStore } from '../../stores/office/userTransferStore';
import { useFailureText } from '../shared/failureText';
import { failurePlaces } from '../shared/failurePlaces';
import {
  SelectField,
  CaptchaAnswerField,
  FormNote,
  OneTimeCodeField,
  FormActions,
} from '../shared/FormFields';
import { PhoneFields } from '../shared/PhoneFields';
import type { ActionFailure } from '../../stores/actionResult';
import type { UserTransferProps } from '../../domain/widgetProps/UserTransfer';
import '../shared/forms.css';

function UserTransfer({ props }: WidgetRenderProps<UserTransferProps>) {
  const { t } = useTranslation();
  const { captcha, config } = useStores();
  const transfer = useLazyStore(userTransferStore);
  const wordFailure = useFailureText();
  const titleId = useId();
  const targets = props.brands.filter((b) => b.id !== config.config.brand);
  // ?brand= (the transfer modal's link, SPEC section 6) chooses the target when it is one.
  const [query] = useSearchParams();
  const asked = targets.find((b) => b.id === query.get('brand'))?.id;
  const [brand, setBrand] = useState(asked ?? targets[0]?.id ?? '');
  const [countryCode, setCountryCode] = useState('+7');
  const [phone, setPhone] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    transfer.reset();
    void captcha.reload();
  }, [transfer, captcha]);

  const { fieldError, formError: generalError } = failurePlaces(
    failure,
    ['country_code', 'phone', 'captcha', 'code'],
    wordFailure,
  );

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!captcha.captchaId) return;
    setBusy(true);
    const result = await transfer.sendCode(brand, {
      countryCode: countryCode.trim(),
      phone: phone.replace(/\D/g, ''),
      captcha: `${captcha.captchaId}:${captchaAnswer.trim()}`,
    });
    setBusy(false);
    setFailure(result.ok ? null : result);
    if (!result.ok) {
      setCaptchaAnswer('');
      void captcha.reload();
    }
  };

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await transfer.checkCode(brand, code.trim(), window.location);
    setBusy(false);
    setFailure(result.ok ? null : result);
  };

  const brandLabel = t(targets.find((b) => b.id === brand)?.label ?? '');

  return (
    <section className="office-panel user-transfer" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('referral:transfer_title')}</h1>
      <p>{t('referral:transfer_intro')}</p>
      {generalError && <FormNote>{generalError}</FormNote>}
      {transfer.step === 'phone' && (
        <form className="form" onSubmit={(e) => void send(e)} noValidate>
          <SelectField
            label={t('referral:transfer_brand')}
            value={brand}
            onChange={setBrand}
            options={targets.map((b) => ({ value: b.id, label: t(b.label) }))}
          />
          <PhoneFields
            codeLabel={t('referral:transfer_country_code')}
            phoneCode={countryCode}
            onPhoneCode={setCountryCode}
            noCodeHint
            codeError={fieldError('country_code')}
            phoneLabel={t('referral:transfer_phone')}
            phone={phone}
            onPhone={setPhone}
            phoneHint={t('referral:transfer_phone_hint')}
            phoneError={fieldError('phone')}
            required={false}
          />
          {captcha.imageUrl && (
            <img
              className="user-transfer__captcha"
              src={captcha.imageUrl}
              alt={t('referral:transfer_captcha_image')}
            />
          )}
          <CaptchaAnswerField
            label={t('referral:transfer_captcha')}
            value={captchaAnswer}
            onChange={setCaptchaAnswer}
            error={fieldError('captcha')}
          />
          <FormActions submit={t('referral:transfer_send')} disabled={busy || !brand}>
            <button type="button" className="button" onClick={() => void captcha.reload()}>
              {t('referral:transfer_captcha_new')}
            </button>
          </FormActions>
        </form>
      )}
      {transfer.step === 'code' && (
        <form className="form" onSubmit={(e) => void check(e)} noValidate>
          <p role="status">{t('referral:transfer_code_sent')}</p>
          <OneTimeCodeField
            label={t('referral:transfer_code')}
            value={code}
            onChange={setCode}
            error={fieldError('code')}
          />
          <FormActions submit={t('referral:transfer_check')} disabled={busy}>
            <button type="button" className="button" onClick={transfer.reset}>
              {t('referral:transfer_restart')}
            </button>
          </FormActions>
        </form>
      )}
      {transfer.step === 'done' && transfer.redirectUrl && (
        <div className="form__actions">
          <p className="form__success" role="status">
            {t('referral:transfer_ready', { brand: brandLabel })}
          </p>
          <a className="button button--primary" href={transfer.redirectUrl}>
            {t('referral:transfer_go', { brand: brandLabel })}
          </a>
        </div>
      )}
    </section>
  );
}

export default observer(UserTransfer);
