import { useTranslation } from 'react-i18next';
import { TextField } from '../shared/FormFields';

interface EmailCodeFieldsProps {
  /** A code was sent: the button offers to resend and a status line says so. */
  codeSent: boolean;
  onSend: () => void;
  code: string;
  onCodeChange: (value: string) => void;
  error?: string | null;
}

/**
 * Registration by e-mail: send the code that proves the address, then type it. Every address gets
 * a code; one that already has an account is told so in the message itself.
 */
export function EmailCodeFields({
  codeSent,
  onSend,
  code,
  onCodeChange,
  error,
}: EmailCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="form__actions">
        <button type="button" className="button" onClick={onSend}>
          {t(codeSent ? 'auth:email_code_resend' : 'auth:email_code_send')}
        </button>
      </div>
      {codeSent && (
        <p className="form__hint" role="status">
          {t('auth:email_code_sent')}
        </p>
      )}
      <TextField
        label={t('auth:email_code_label')}
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
