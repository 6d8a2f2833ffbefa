import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { CAPTCHA_CODES } from '../../runtime/api';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import { CaptchaAnswerField, FormActions } from '../shared/FormFields';
import '../shared/forms.css';

/** The captcha dialog: the image, the answer field and its buttons (CaptchaPrompt.tsx shows it). */
function CaptchaDialog() {
  const { t } = useTranslation();
  const { captcha } = useStores();
  const [answer, setAnswer] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (captcha.submit(answer)) setAnswer('');
  };

  return (
    <ModalDialog
      title={t('auth:captcha_title')}
      closeLabel={t('auth:close')}
      onClose={captcha.cancel}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__hint">{t(`auth:captcha_reason_${captchaReason(captcha.code)}`)}</p>
        {captcha.imageUrl ? (
          <img
            src={captcha.imageUrl}
            alt={t('auth:captcha_image_alt')}
            width={CAPTCHA_IMAGE_WIDTH}
            height={CAPTCHA_IMAGE_HEIGHT}
          />
        ) : captcha.error ? (
          <p className="form__error" role="alert">
            {captcha.error}
          </p>
        ) : (
          <p role="status">{t('auth:captcha_loading')}</p>
        )}
        <div className="form__actions">
          <button type="button" className="button" onClick={() => void captcha.reload()}>
            {t('auth:captcha_refresh')}
          </button>
        </div>
        <CaptchaAnswerField
          label={t('auth:captcha_answer')}
          value={answer}
          onChange={setAnswer}
          required
        />
        <FormActions submit={t('auth:captcha_submit')} disabled={answer.trim() === ''} />
      </form>
    </ModalDialog>
  );
}

/** The server's picture is 200 x 76 pixels (server/auth/captchaImage.ts): no layout shift. */
const CAPTCHA_IMAGE_WIDTH = 200;
const CAPTCHA_IMAGE_HEIGHT = 76;

type CaptchaReason = keyof typeof CAPTCHA_CODES;

/** SPEC section 8 captcha codes: 100 required, 111 wrong, 112 expired, 113 used or unknown. */
function captchaReason(code: number | null): CaptchaReason {
  const reasons = Object.keys(CAPTCHA_CODES) as CaptchaReason[];
  return reasons.find((reason) => CAPTCHA_CODES[reason] === code) ?? 'required';
}

export default observer(CaptchaDialog);
