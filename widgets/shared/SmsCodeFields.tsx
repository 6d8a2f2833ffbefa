import { useTranslation } from 'react-i18next';
import { TextField } from './FormFields';

interface SmsCodeFieldsProps {
  /** A code was sent: the button offers to resend and a status line says so. */
  smsSent: boolean;
  onSend: () => void;
  code: string;
  onCodeChange: (value: string) => void;
  error?: string | null;
}

/** Send (or resend) an SMS code, then type it: shared by sign-in by SMS and phone registration. */
export function SmsCodeFields({ smsSent, onSend, code, onCodeChange, error }: SmsCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="form__actions">
        <button type="button" className="button" onClick={onSend}>
          {t(smsSent ? 'auth:sms_resend' : 'auth:sms_send')}
        </button>
      </div>
      {smsSent && (
        <p className="form__hint" role="status">
          {t('auth:sms_sent')}
        </p>
      )}
      <TextField
        label={t('auth:sms_code_label')}
        value={code}
        onChange={onCodeChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={error}
      />
    </>
  );
}
