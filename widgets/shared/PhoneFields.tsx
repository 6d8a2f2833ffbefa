import { useTranslation } from '../../runtime/i18n';
import { TextField } from './FormFields';

interface PhoneFieldsProps {
  phoneCode: string;
  onPhoneCode: (value: string) => void;
  phone: string;
  onPhone: (value: string) => void;
  /** The country code field's label (default: the country code). */
  codeLabel?: string;
  /** The number field's label (default: the phone number). */
  phoneLabel?: string;
  phoneHint?: string;
  /** The compact sign-in form leaves out the country code's explanation. */
  noCodeHint?: boolean;
  codeError?: string | null;
  phoneError?: string | null;
  /** Both fields are required unless this is false. */
  required?: boolean;
}

/** A phone number as every form asks it: the country code, then the national number. */
export function PhoneFields(p: PhoneFieldsProps) {
  const { t } = useTranslation();
  const required = p.required ?? true;
  return (
    <>
      <TextField
        label={p.codeLabel ?? t('auth:phone_code_label')}
        value={p.phoneCode}
        onChange={p.onPhoneCode}
        inputMode="tel"
        autoComplete="tel-country-code"
        hint={p.noCodeHint ? undefined : t('auth:phone_code_hint')}
        required={required}
        error={p.codeError}
      />
      <TextField
        label={p.phoneLabel ?? t('auth:phone_label')}
        value={p.phone}
        onChange={p.onPhone}
        inputMode="tel"
        autoComplete="tel-national"
        hint={p.phoneHint}
        required={required}
        error={p.phoneError}
      />
    </>
  );
}
