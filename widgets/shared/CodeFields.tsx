import { useTranslation } from '../../runtime/i18n';
import { FormNote, OneTimeCodeField } from './FormFields';

/** The dictionary texts of each way a code travels. */
const TEXTS = {
  sms: {
    send: 'auth:sms_send',
    resend: 'auth:sms_resend',
    sent: 'auth:sms_sent',
    label: 'auth:sms_code_label',
  },
  email: {
    send: 'auth:email_code_send',
    resend: 'auth:email_code_resend',
    sent: 'auth:email_code_sent',
    label: 'auth:email_code_label',
  },
} as const;

interface CodeFieldsProps {
  /** How the code travels: by SMS (sign-in by SMS, phone registration) or by e-mail. */
  channel: keyof typeof TEXTS;
  /** A code was sent: the button offers to resend and a status line says so. */
  codeSent: boolean;
  onSend: () => void;
  code: string;
  onCodeChange: (value: string) => void;
  error?: string | null;
}

/**
 * Send (or resend) a one-time code, then type it. By e-mail every address gets a code; one that
 * already has an account is told so in the message itself.
 */
export function CodeFields({
  channel,
  codeSent,
  onSend,
  code,
  onCodeChange,
  error,
}: CodeFieldsProps) {
  const { t } = useTranslation();
  const texts = TEXTS[channel];
  return (
    <>
      <div className="form__actions">
        <button type="button" className="button" onClick={onSend}>
          {t(codeSent ? texts.resend : texts.send)}
        </button>
      </div>
      {codeSent && <FormNote kind="hint">{t(texts.sent)}</FormNote>}
      <OneTimeCodeField
        label={t(texts.label)}
        value={code}
        onChange={onCodeChange}
        required
        error={error}
      />
    </>
  );
}
